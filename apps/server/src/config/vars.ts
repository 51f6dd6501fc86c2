import { resolve } from 'node:path';
import { z } from 'zod';
import { SERVER_ROOT } from '../server-root';

// The building blocks of the environment variable table: each *-vars.ts module of this folder
// declares the variables of one concern with these, and config.ts puts the tables together.

/** The repository root: defaults are anchored here so `npm start` and `npm start -w` agree. */
export const REPO_ROOT = `${resolve(SERVER_ROOT, '../..')}/`;

export type Env = Record<string, string | undefined>;

/** One variable: its schema, its default as documented, and what it means. */
export interface VarSpec {
  schema: z.ZodType;
  default: string;
  /** The raw value when unset, when it is not the documented default (e.g. depends on NODE_ENV). */
  fallback?: (env: Env) => string | undefined;
  description: string;
}

/** The parsed values of a table of variables: what a consumer of that concern is handed. */
export type ConfigOf<V extends Record<string, { schema: z.ZodType }>> = {
  [K in keyof V]: z.output<V[K]['schema']>;
};

// Env values are strings; an empty string means "not set" so `FOO= npm start` falls back to the default.
export const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
export const int = (min: number, max: number) =>
  z.string().regex(/^\d+$/, 'must be a whole number').transform(Number).pipe(z.number().min(min).max(max));
export const path = z.string().transform((p) => resolve(p));
export const httpUrl = z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, ''));

/** A folder inside DATA_DIR (whatever DATA_DIR is set to), for the folders that default there. */
export const inDataDir = (folder: string) => (env: Env) =>
  resolve(env.DATA_DIR || resolve(REPO_ROOT, 'data'), folder);

/** Secrets get a fixed value outside production, so development needs no setup; production sets them. */
export const developmentSecret = (name: string) => (env: Env) =>
  env.NODE_ENV === 'production' ? undefined : `vidmatrix-development-${name}-secret`;

/** A credential or name that is unset by default (the feature using it says when it is needed). */
export function optionalVar<N extends string>(name: N, description: string) {
  return {
    [name]: {
      schema: z.string().min(1).optional(),
      default: '(unset)',
      fallback: () => undefined,
      description,
    },
  } as Record<
    N,
    { schema: z.ZodOptional<z.ZodString>; default: string; fallback: () => undefined; description: string }
  >;
}
