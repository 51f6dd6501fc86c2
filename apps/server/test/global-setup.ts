import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPool, MIGRATIONS_DIR } from '../src/db/client';
import { REPO_ROOT } from '../src/config/vars';
import { postgresNames } from './postgres-names';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite mode: tarball of a migrated data dir that each test file loads into memory. */
    pgliteBase: string | null;
    /** PostgreSQL mode (TEST_DATABASE_URL set): the migrated template each test file clones. */
    postgresUrl: string | null;
  }
}

/** Changes whenever a migration or the PGlite version does, so a stale base is never reused. */
function baseFingerprint(): string {
  const hash = createHash('sha256');
  hash.update(
    JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'))
      .version,
  );
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(MIGRATIONS_DIR);
  return hash.digest('hex').slice(0, 16);
}

async function preparePgliteBase(): Promise<string> {
  const dir = join(REPO_ROOT, '.tmp/test-db');
  const file = join(dir, `pglite-base-${baseFingerprint()}.tar`);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  const client = new PGlite();
  const database = fromPglite(client);
  await database.migrate();
  // Uncompressed: every test file loads it, and gunzip would cost each of them ~1 s.
  const dump = await client.dumpDataDir('none');
  await database.close();
  // Write then rename: a concurrent run never loads a half-written file.
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, file);
  return file;
}

async function preparePostgresTemplate(url: string): Promise<() => Promise<void>> {
  const names = postgresNames(url);
  const admin = new pg.Client({ connectionString: names.adminUrl });
  await admin.connect();
  // Leftovers of an aborted run: worker databases and the old template.
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname = $1 or datname like $2`,
    [names.template, `${names.workerPrefix}%`],
  );
  for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  await admin.query(`create database "${names.template}"`);
  const database = fromPool(new pg.Pool({ connectionString: names.urlFor(names.template), max: 1 }));
  await database.migrate();
  await database.close();
  return async () => {
    await admin.query(`drop database if exists "${names.template}" with (force)`);
    await admin.end();
  };
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    project.provide('pgliteBase', null);
    project.provide('postgresUrl', url);
    return preparePostgresTemplate(url);
  }
  project.provide('postgresUrl', null);
  project.provide('pgliteBase', await preparePgliteBase());
  return undefined;
}
