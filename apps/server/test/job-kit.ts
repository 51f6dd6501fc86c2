import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../src/db/client';

export const SLOW_QUEUE = 'test.slow';

/** Where the test's job handlers note each run: who ran which job. */
export async function recordRun(db: Database, who: string, n: number): Promise<void> {
  await db.executeSql('create table if not exists job_test_runs (who text not null, n int not null)');
  await db.executeSql('insert into job_test_runs (who, n) values ($1, $2)', [who, n]);
}

export async function runsOf(db: Database): Promise<{ who: string; n: number }[]> {
  await db.executeSql('create table if not exists job_test_runs (who text not null, n int not null)');
  const { rows } = await db.executeSql('select who, n from job_test_runs order by who');
  return rows as { who: string; n: number }[];
}

/** The runner logs through this: failures printed, the rest quiet. */
export const quietLog = {
  info: () => undefined,
  warn: (...args: unknown[]) => console.warn(...args),
  error: (...args: unknown[]) => console.error(...args),
} as unknown as FastifyBaseLogger;
