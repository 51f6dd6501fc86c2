import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../server-root';

/**
 * The Drizzle handle both back ends share: repos are written once against this type. It holds no
 * schema: each module imports its own tables (modules/<m>/schema.ts), and no query goes through
 * Drizzle's relational `db.query`, which would need every table here.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
type Driver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: Driver;
  /** Runs `select 1` and returns its round trip in milliseconds; throws when unreachable. */
  ping(): Promise<number>;
  /**
   * Raw SQL for a library that brings its own (pg-boss): parameters bind when given; without
   * them the text may hold several statements, as pg's simple query protocol allows.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Applies every pending migration of src/db/migrations. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = join(SERVER_ROOT, 'src/db/migrations');

async function ping(db: Db): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - started) * 1000) / 1000;
}

/**
 * PGlite is Postgres in one WebAssembly memory that grows and never shrinks. Its stock 128 MB of
 * shared_buffers alone take it from its 128 MB floor to about 200 MB; the data of one embedded
 * deployment is far smaller, and the kernel's page cache still holds what falls out of the pool
 * (decision 020).
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB'],
];

/**
 * PGlite makes a new data folder by running initdb in two more WebAssembly instances, whose
 * memory this process would keep until it restarts (about 500 MB more RSS, decision 020): a
 * short-lived child process makes the folder instead.
 */
async function initPgliteDir(dir: string): Promise<void> {
  if (existsSync(join(dir, 'PG_VERSION'))) return;
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `require(${JSON.stringify(pglite)}).PGlite.create(process.argv[1]).then((db) => db.close())`;
  await promisify(execFile)(process.execPath, ['-e', script, dir]);
}

/** Wraps an open PGlite (on disk, or in memory for tests). */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client });
  return {
    db: db,
    driver: 'pglite',
    ping: () => ping(db),
    // PGlite binds parameters for one statement only; exec() runs several and answers each: their
    // rows are joined, as pg-boss reads a row returned before a script's closing COMMIT.
    executeSql: async (text, values = []) => {
      if (values.length) return client.query(text, values);
      try {
        return { rows: (await client.exec(text)).flatMap((result) => result.rows) };
      } catch (error) {
        // A script failing inside its BEGIN would leave PGlite's one connection in an aborted transaction.
        await client.query('rollback').catch(() => undefined);
        throw error;
      }
    },
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

// Any constant shared by every process of this app: it names the migration advisory lock.
const MIGRATION_LOCK_KEY = 7_356_210_001;

/** Several processes may start at once on one database: one migrates while the others wait. */
async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

/** Wraps a pool on a real PostgreSQL server. */
export function fromPool(pool: pg.Pool): Database {
  // An idle client losing its connection emits on the pool; without a listener that kills the process.
  pool.on('error', (err) => console.error(`postgres pool: ${err.message}`));
  const db = drizzlePg({ client: pool });
  return {
    db: db,
    driver: 'postgres',
    ping: () => ping(db),
    executeSql: (text, values = []) => pool.query(text, values),
    migrate: () => migrateLocked(pool),
    close: () => pool.end(),
  };
}

export async function openDatabase(config: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}): Promise<Database> {
  if (config.DATABASE_URL) {
    return fromPool(new pg.Pool({ connectionString: config.DATABASE_URL, max: 10 }));
  }
  const dir = join(config.DATA_DIR, 'pglite');
  mkdirSync(dir, { recursive: true });
  await initPgliteDir(dir);
  return fromPglite(await PGlite.create(dir, { startParams: PGLITE_START_PARAMS }));
}
