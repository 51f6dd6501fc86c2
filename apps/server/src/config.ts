import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: defaults are anchored here so `npm start` and `npm start -w` agree. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// Env values are strings; an empty string means "not set" so `FOO= npm start` falls back to the default.
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const int = (min: number, max: number) =>
  z.string().regex(/^\d+$/, 'must be a whole number').transform(Number).pipe(z.number().min(min).max(max));
const path = z.string().transform((p) => resolve(p));

/** One entry per variable: its schema, its default as documented, and what it means. */
const VARS = {
  PORT: { schema: int(0, 65535), default: '3000', description: 'TCP port the server listens on' },
  HOST: { schema: z.string().min(1), default: '0.0.0.0', description: 'Interface to bind' },
  NODE_ENV: {
    schema: z.enum(['development', 'test', 'production']),
    default: 'development',
    description: 'development, test or production (production never seeds demo data)',
  },
  DATA_DIR: {
    schema: path,
    default: './data',
    fallback: () => resolve(REPO_ROOT, 'data'),
    description:
      'Folder of the embedded database (PGlite, in DATA_DIR/pglite); relative to the repo root by default',
  },
  DATABASE_URL: {
    schema: z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    default: '(unset)',
    fallback: () => undefined,
    description: 'PostgreSQL URL; when set, the server uses this database instead of the embedded one',
  },
  LOG_LEVEL: {
    schema: z.enum(LOG_LEVELS),
    default: 'info',
    description: `Log level: ${LOG_LEVELS.join(', ')}`,
  },
  WEB_DIST_DIR: {
    schema: path,
    default: 'apps/web/dist',
    fallback: () => resolve(REPO_ROOT, 'apps/web/dist'),
    description:
      'The built web app, served per brand; the default is <repo>/apps/web/dist, a relative value is taken from the working directory',
  },
  BODY_LIMIT_BYTES: {
    schema: int(1, 1024 ** 3),
    default: String(1024 * 1024),
    description: 'Largest accepted request body in bytes (larger → 413)',
  },
  SHUTDOWN_TIMEOUT_MS: {
    schema: int(0, 10 * 60 * 1000),
    default: '10000',
    description:
      'On SIGTERM/SIGINT, how long in-flight requests may take before the process is forced to exit',
  },
  TRUST_PROXY: {
    schema: bool,
    default: 'false',
    description: 'Trust X-Forwarded-* headers (set true behind a reverse proxy / load balancer)',
  },
  DEMO_DATA: {
    schema: bool,
    default: 'true (false when NODE_ENV=production)',
    fallback: (env: Env) => (env.NODE_ENV === 'production' ? 'false' : 'true'),
    description: 'Seed the demo data at start (idempotent); refused in production',
  },
} as const;

type Vars = typeof VARS;
export type Config = { [K in keyof Vars]: z.output<Vars[K]['schema']> };

export const CONFIG_DOCS: { name: keyof Vars; default: string; description: string }[] = Object.entries(
  VARS,
).map(([name, v]) => ({ name: name as keyof Vars, default: v.default, description: v.description }));

export interface ConfigProblem {
  name: string;
  reason: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p.name}: ${p.reason}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Pure: validates every variable and throws one ConfigError listing all that are wrong. */
export function parseConfig(env: Env): Config {
  const problems: ConfigProblem[] = [];
  const out: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(VARS) as [keyof Vars, Vars[keyof Vars]][]) {
    const fallback = 'fallback' in v ? v.fallback(env) : v.default;
    const raw = blankToUndefined(env[name]) ?? fallback;
    const result = (v.schema as z.ZodType).safeParse(raw);
    if (result.success) out[name] = result.data;
    else problems.push({ name, reason: result.error.issues.map((i) => i.message).join('; ') });
  }
  if (out.NODE_ENV === 'production' && out.DEMO_DATA === true) {
    problems.push({
      name: 'DEMO_DATA',
      reason: 'must not be true when NODE_ENV=production (demo data is never seeded there)',
    });
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return out as Config;
}

/** For main.ts: parse process.env, or print every problem and exit 1. */
export function loadConfig(env: Env = process.env): Config {
  try {
    return parseConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
