import { z } from 'zod';

/**
 * Input bounds taken from the database's types (issue 11), so that no input the contract accepts
 * makes PostgreSQL fail: both the web forms and the server validate with these.
 */

/** The largest value of a PostgreSQL `integer`: every id column (and every counter we set). */
export const INT_MAX = 2_147_483_647;

/** The latest instant a JavaScript Date holds (PostgreSQL's timestamps reach further). */
export const EPOCH_MS_MAX = 8_640_000_000_000_000;

/**
 * A record's id: 1 … INT_MAX. Clients send ids as numbers or as strings ("123"); an id beyond
 * the column's range names no record, and is refused rather than sent to PostgreSQL (which
 * answers "out of range for type integer").
 */
export const idField = z.coerce.number().int().min(1).max(INT_MAX);

/** The message key of a string holding U+0000 or a lone surrogate (`validation.text_invalid_character`). */
export const INVALID_CHARACTER = 'text_invalid_character';

/**
 * With the `u` flag a surrogate range matches only a surrogate that is not half of a pair: a
 * lone one is valid in JSON text ("\ud800") but no Unicode character, and PostgreSQL's `jsonb`
 * refuses it (issue 26). `String.prototype.isWellFormed` says the same but is missing from the
 * older in-app browsers the visitor pages run in.
 */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * PostgreSQL's `text` and `jsonb` cannot hold U+0000, and `jsonb` no lone surrogate; nobody
 * types either on purpose.
 */
export const isStorableText = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/** For strings inside a loosely typed value (a record of unknowns): storable, at most `max`. */
export const storable = (value: string, max: number) => value.length <= max && isStorableText(value);

/**
 * Every string the API takes: `z.string()` that refuses U+0000 and lone surrogates, so text and
 * lookup keys reach the database storable. Chain the field's own rules after it
 * (`.trim().min(1).max(60)`).
 */
export function safeString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, { error: INVALID_CHARACTER });
}

// ---- Wire helpers: what a browser client sends (issue 12). Forms and the spec's own pages send
// an absent optional value as "" (or null), numbers as strings, lists as "1, 2" strings.

const isBlank = (v: unknown): v is '' | null => v === '' || v === null;

/**
 * An optional field as a browser sends it: absent, "" or null all mean "not given"; anything
 * else must pass `schema` (so "abc" or an out-of-range id is still refused).
 */
export function optionalField<T extends z.ZodType>(schema: T) {
  return z
    .union([z.literal(''), z.null(), schema])
    .optional()
    .transform((v) => (isBlank(v) ? undefined : (v as z.output<T>)));
}

/** An optional record id: "1001", 1001, or "" / null / absent for none. */
export const optionalId = optionalField(idField);

/** Longest id list on the wire; the claim reads at most LIST_MAX of them. */
const LIST_MAX = 1000;

/**
 * A list of ids as a query string or a form sends it: "3,17,42", "3, 17, 42", [3, "17"], or
 * "" / null / absent for an empty list. Any part that is not an id refuses the whole list.
 */
export const idListField = z
  .union([safeString().max(20_000), z.array(z.union([idField, z.literal('')])), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null) return [] as number[];
    const parts = (Array.isArray(v) ? v.map(String) : v.split(',')).map((s) => s.trim()).filter(Boolean);
    const ids = parts.map(Number);
    if (ids.some((n) => !Number.isInteger(n) || n <= 0 || n > INT_MAX)) {
      ctx.addIssue({ code: 'custom', message: 'must be comma-separated positive integer ids' });
      return z.NEVER;
    }
    return ids.slice(0, LIST_MAX);
  });
