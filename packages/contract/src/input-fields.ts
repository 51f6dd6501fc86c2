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

/** The message key of a string holding U+0000 (`validation.text_invalid_character`). */
export const INVALID_CHARACTER = 'text_invalid_character';

/** PostgreSQL's `text` and `jsonb` cannot hold U+0000; nobody types it on purpose. */
export const hasNoNul = (value: string) => !value.includes('\u0000');

/** For strings inside a loosely typed value (a record of unknowns): no U+0000, at most `max`. */
export const storable = (value: string, max: number) => value.length <= max && hasNoNul(value);

/**
 * Every string the API takes: `z.string()` that refuses U+0000, so text and lookup keys reach
 * the database storable. Chain the field's own rules after it (`.trim().min(1).max(60)`).
 */
export function safeString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(hasNoNul, { error: INVALID_CHARACTER });
}
