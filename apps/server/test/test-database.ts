import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { fromPglite, fromPool, type Database } from '../src/db/client';
import { postgresNames } from './postgres-names';

interface Opened {
  database: Database;
  /** PostgreSQL mode: the URL of this file's database, for a server process to use. */
  url?: string;
  dispose: () => Promise<void>;
}

let opened: Promise<Opened> | undefined;

async function open(): Promise<Opened> {
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) {
    const names = postgresNames(postgresUrl);
    // One database per worker at a time; a leftover of a crashed run under this name is dropped.
    const name = `${names.workerPrefix}${process.env.VITEST_POOL_ID ?? '0'}`;
    const admin = new pg.Client({ connectionString: names.adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}" template "${names.template}"`);
    const database = fromPool(new pg.Pool({ connectionString: names.urlFor(name), max: 10 }));
    return {
      database,
      url: names.urlFor(name),
      dispose: async () => {
        await database.close();
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      },
    };
  }
  const tarball = await readFile(inject('pgliteBase')!);
  // In memory: nothing to clean up, and no disk I/O in the test run.
  const database = fromPglite(await PGlite.create({ loadDataDir: new Blob([tarball]) }));
  return { database, dispose: () => database.close() };
}

/** The test file's own database, cloned from the migrated base on first use. */
export async function testDatabase(): Promise<Database> {
  opened ??= open();
  return (await opened).database;
}

/** PostgreSQL mode only: the URL of the test file's database; undefined on PGlite. */
export async function testDatabaseUrl(): Promise<string | undefined> {
  await testDatabase();
  return (await opened!).url;
}

/** Called after each test file (test/setup-file.ts). */
export async function closeTestDatabase(): Promise<void> {
  if (!opened) return;
  const current = opened;
  opened = undefined;
  await (await current).dispose();
}

export function testDriver(): Database['driver'] {
  return inject('postgresUrl') ? 'postgres' : 'pglite';
}
