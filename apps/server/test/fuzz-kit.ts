import fc from 'fast-check';

/**
 * Hostile input from an OpenAPI operation's JSON schemas (fuzz-openapi.test.ts). Every string
 * the fuzzer makes up contains MARKER, so one search of the captured log finds any request
 * value that leaked into it.
 */
export const MARKER = 'FZMARK';

export interface JsonSchema {
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  additionalProperties?: boolean | JsonSchema;
  nullable?: boolean;
  default?: unknown;
}

const INT32_MAX = 2_147_483_647;

const marked = fc.nat({ max: 999_999 }).map((n) => `${MARKER}${n}`);

/** The values the root causes of issue 11 need, and their neighbours. */
const hostileNumber = fc.constantFrom<unknown>(
  2 ** 31,
  2 ** 31 - 1,
  Number.MAX_SAFE_INTEGER,
  2 ** 53,
  2 ** 53 + 2,
  -1,
  0,
  -(2 ** 31) - 1,
  1.5,
  1e308,
  '2147483648',
  '9007199254740993',
  '-1',
  '1e3',
  ' 7 ',
  '0x10',
);

const hostileString = fc.oneof(
  marked,
  marked.map((m) => `${m}\u0000`),
  marked.map((m) => `\u0000${m}\u0000x`),
  marked.map((m) => `${m}${'x'.repeat(70_000)}`),
  marked.map((m) => `${m}\ud800`),
  marked.map((m) => `${m}' OR '1'='1`),
  marked.map((m) => `${m}%00%ff`),
);

const wrongType = fc.constantFrom<unknown>('', null, true, [], {}, [1, 2], { a: 1 }, [{}], '[]', '{}');

/** Anything at all that a field should refuse or survive. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileNumber },
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: wrongType },
);

export type Resolver = (schema: JsonSchema) => JsonSchema;

/** Follows `#/components/schemas/…` references of the served OpenAPI document. */
export function refResolver(document: { components?: { schemas?: Record<string, JsonSchema> } }): Resolver {
  const resolve: Resolver = (s) =>
    s.$ref ? resolve(document.components?.schemas?.[s.$ref.split('/').pop()!] ?? {}) : s;
  return resolve;
}

/** A value the schema probably accepts, so that a hostile neighbour field reaches deeper code. */
function plausible(
  schema: JsonSchema,
  resolve: Resolver,
  depth: number,
  strict = false,
): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  const branches = s.anyOf ?? s.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => plausible(b, resolve, depth, strict)));
  if (s.allOf?.length) return plausible(s.allOf[0]!, resolve, depth, strict);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'integer': {
      const min = Math.max(typeof s.minimum === 'number' ? s.minimum : 1, -INT32_MAX);
      const max = Math.min(typeof s.maximum === 'number' ? s.maximum : 3_000_100, INT32_MAX);
      return fc.oneof(
        fc.integer({ min, max: Math.max(min, Math.min(max, min + 50)) }),
        fc.integer({ min, max }),
      );
    }
    case 'number':
      return fc.double({
        min: typeof s.minimum === 'number' ? s.minimum : 0,
        max: typeof s.maximum === 'number' ? s.maximum : 1000,
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const item = !s.items
        ? hostile
        : strict
          ? plausible(s.items, resolve, depth + 1, true)
          : mixed(s.items, resolve, depth + 1);
      return fc.array(item, {
        minLength: Math.max(s.minItems ?? 0, strict ? 1 : 0),
        maxLength: Math.min(s.maxItems ?? 3, 3),
      });
    }
    case 'object':
      return objectOf(s, resolve, depth, strict);
    case 'string': {
      if (s.pattern) {
        try {
          return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? 1e6));
        } catch {
          // A pattern fast-check cannot invert: a marked string instead.
        }
      }
      const max = Math.max(s.maxLength ?? 40, MARKER.length + 6);
      return marked.map((m) =>
        m.padEnd(Math.min(max, Math.max(s.minLength ?? 0, m.length)), 'x').slice(0, max),
      );
    }
    default:
      return hostile;
  }
}

/** Mostly plausible, sometimes hostile: one bad field among good ones reaches the database. */
function mixed(schema: JsonSchema, resolve: Resolver, depth: number): fc.Arbitrary<unknown> {
  if (depth > 4) return hostile;
  return fc.oneof(
    { weight: 2, arbitrary: plausible(schema, resolve, depth) },
    { weight: 1, arbitrary: hostile },
  );
}

function objectOf(
  s: JsonSchema,
  resolve: Resolver,
  depth: number,
  strict: boolean,
): fc.Arbitrary<Record<string, unknown>> {
  const props = s.properties ?? {};
  const field = (v: JsonSchema) =>
    strict ? plausible(v, resolve, depth + 1, true) : mixed(v, resolve, depth + 1);
  const shape = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, field(v)]));
  // Strict (the base of the root-cause examples): every field there, so each can be replaced.
  if (strict) return fc.record(shape);
  const required = (s.required ?? []).filter((k) => k in props);
  return fc.record(shape, { requiredKeys: required }).chain((value) =>
    // Now and then a required field goes missing or an unknown one comes along.
    fc.oneof(
      { weight: 6, arbitrary: fc.constant(value) },
      { weight: 1, arbitrary: fc.constant({ ...value, [`${MARKER}_extra`]: `${MARKER}x` }) },
      {
        weight: 1,
        arbitrary: fc.constant(Object.fromEntries(Object.entries(value).filter((_, i) => i !== 0))),
      },
    ),
  );
}

/** A JSON body for the schema: an object of mixed fields, or now and then a wrong shape. */
export function bodyFor(schema: JsonSchema, resolve: Resolver): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 8, arbitrary: mixed(schema, resolve, 0) },
    { weight: 1, arbitrary: fc.array(mixed(schema, resolve, 1), { maxLength: 2 }) },
    { weight: 1, arbitrary: hostile },
  );
}

/**
 * Values each field is tried with on its own, the rest of the input plausible: the root causes
 * of issues 11 and 26 (ids beyond PostgreSQL's integer, U+0000 in text, a lone surrogate in
 * what reaches a JSON column), whatever the odds.
 */
export const ROOT_CAUSES: unknown[] = [
  2 ** 31,
  Number.MAX_SAFE_INTEGER,
  2 ** 53,
  `${MARKER}\u0000`,
  `${MARKER}\ud800x`,
];

/** A plausible value (the base the root-cause examples change one field of). */
function plausibleValue(schema: JsonSchema, resolve: Resolver, seed: number): unknown {
  return fc.sample(plausible(schema, resolve, 0, true), { numRuns: 1, seed })[0];
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `value` at each field of an object schema, the rest of `base` kept; one level deeper too. */
function withEachField(
  schema: JsonSchema,
  resolve: Resolver,
  base: unknown,
  value: unknown,
  depth: number,
): unknown[] {
  const s = resolve(schema);
  if (!isRecord(base) || !s.properties) return [];
  return Object.entries(s.properties).flatMap(([name, field]) => {
    const f = resolve(field);
    const inner = f.type === 'array' && f.items ? resolve(f.items) : f;
    const innerBase = inner.properties ? plausibleValue(inner, resolve, depth) : undefined;
    const deeper =
      depth < 1
        ? withEachField(inner, resolve, innerBase, value, depth + 1).map((v) => (f === inner ? v : [v]))
        : [];
    return [{ ...base, [name]: value }, ...deeper.map((v) => ({ ...base, [name]: v }))];
  });
}

/** Bodies with one field (or one field of a nested object or array item) set to a root cause. */
export function rootCauseBodies(schema: JsonSchema, resolve: Resolver, seed: number): unknown[] {
  const base = plausibleValue(schema, resolve, seed);
  return ROOT_CAUSES.flatMap((value) => withEachField(schema, resolve, base, value, 0));
}

/** Query parameters as the URL carries them: each value a string (or left out). */
export function queryFor(
  params: Array<{ name: string; required?: boolean; schema?: JsonSchema }>,
  resolve: Resolver,
): fc.Arbitrary<Array<[string, string]>> {
  const pairs = params.map((p) =>
    fc
      .option(mixed(p.schema ?? {}, resolve, 1), { nil: undefined, freq: p.required ? 20 : 4 })
      .map((v): Array<[string, string]> => (v === undefined ? [] : [[p.name, asQueryValue(v)]])),
  );
  return fc.tuple(...pairs).map((all) => all.flat());
}

export function asQueryValue(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean' || v === null) return String(v);
  return JSON.stringify(v);
}

/** Path parameters: numbers and broken ids, never marked (a URL's path is logged as it is). */
export const pathValue = fc.constantFrom(
  '2147483648',
  '9007199254740993',
  '-1',
  '0',
  '1001',
  '1e3',
  '%00',
  'a%00b',
  'x'.repeat(300),
  '..%2f..%2fetc%2fpasswd',
);
