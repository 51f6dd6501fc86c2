// The real server process for bench/claims.mjs, on a scratch database it creates and drops:
// PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres) or PGlite in a
// temporary DATA_DIR.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const SERVER_DIR = new URL('../apps/server/', import.meta.url).pathname;
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Creates the scratch database; undefined (with the reason printed) when PostgreSQL is not there. */
export async function createScratchDatabase() {
  const name = `vm_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  try {
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } catch (err) {
    console.log(`PostgreSQL at ${PG_ADMIN_URL} is not available (${err.message}): PostgreSQL rows skipped.`);
    return undefined;
  } finally {
    await admin.end().catch(() => {});
  }
  return {
    url: withDatabase(PG_ADMIN_URL, name),
    async drop() {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** HOT share of the updates on the claim's tables since the database was created. */
export async function hotShare(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // Statistics reach the views with a delay; ask for a flush of this backend's view first.
  await client.query('select pg_stat_clear_snapshot()');
  await new Promise((r) => setTimeout(r, 1200));
  const { rows } = await client.query(
    `select relname, n_tup_upd::int as upd, n_tup_hot_upd::int as hot from pg_stat_user_tables
     where relname in ('videos', 'claimers') order by relname`,
  );
  await client.end();
  return rows;
}

/** CPU seconds (user + system) used so far by these processes; undefined where /proc is missing. */
export function cpuSeconds(pids) {
  let total = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / 100; // clock ticks (USER_HZ = 100)
    } catch {
      return undefined;
    }
  }
  return total;
}

/** The PostgreSQL backends serving one database (the server's pool). */
export async function backendPids(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  await client.end();
  return rows.map((r) => r.pid);
}

/** Starts `src/main.ts` with the bench endpoints on; resolves once it listens. */
export async function startServer(backend, databaseUrl, nodeArgs = []) {
  const dataDir = backend === 'pglite' ? mkdtempSync(join(tmpdir(), 'vm-bench-')) : undefined;
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      BENCH_ENDPOINTS: 'true',
      // The load sends an X-Forwarded-For per simulated visitor (bench/claims.mjs).
      TRUST_PROXY: '1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '', DATA_DIR: dataDir }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (d) => (output += d));
  const port = await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      output += d;
      const match = /http:\/\/localhost:(\d+)\/api\/docs/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  return {
    port,
    pid: child.pid,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
