import { resolve } from 'node:path';
import { z } from 'zod';
import { bool, int, path, REPO_ROOT, type ConfigOf, type Env } from './vars';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The process itself: where it listens, which database, what it logs, what it seeds. */
export const SERVER_VARS = {
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
  JOB_HEARTBEAT_SECONDS: {
    schema: int(10, 3600).optional(),
    default: '(unset: each queue’s own)',
    fallback: () => undefined,
    description:
      'Long jobs (mix renders, HLS packaging) keep a heartbeat; one silent this long is taken over by another process (checked every half of it, at most 30 s). Unset: each queue’s own (mix 120 s). Lowered by the killed-worker test',
  },
  DEMO_DATA: {
    schema: bool,
    default: 'true (false when NODE_ENV=production)',
    fallback: (env: Env) => (env.NODE_ENV === 'production' ? 'false' : 'true'),
    description: 'Seed the demo data at start (idempotent); refused in production',
  },
  BENCH_ENDPOINTS: {
    schema: bool,
    default: 'false',
    description: 'Adds the benchmark-only endpoints under /api/bench (npm run bench); refused in production',
  },
} as const;

export type ServerConfig = ConfigOf<typeof SERVER_VARS>;
