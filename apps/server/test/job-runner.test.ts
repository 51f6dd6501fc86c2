import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PgBoss } from 'pg-boss';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Database } from '../src/db/client';
import { jobIdOf, JobRunner, type JobDefinition } from '../src/plugins/job-runner';
import { quietLog, recordRun, runsOf, SLOW_QUEUE } from './job-kit';
import { testDatabase, testDatabaseUrl, testDriver } from './test-database';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

function runner(db: Database, ...definitions: JobDefinition<{ n: number }>[]): JobRunner {
  const jobs = new JobRunner({
    db,
    soleOwner: testDriver() === 'pglite',
    log: quietLog,
    maintenanceSeconds: 1,
  });
  for (const d of definitions) jobs.register(d);
  onTestFinished(() => jobs.close());
  return jobs;
}

const finishing = (db: Database, who: string): JobDefinition<{ n: number }> => ({
  queue: SLOW_QUEUE,
  expireInSeconds: 3,
  extendWhileRunning: true,
  run: (data) => recordRun(db, who, data.n),
});

describe('the job runner', () => {
  it('runs a job once however often the same work is queued', async () => {
    const db = await testDatabase();
    const jobs = runner(db, { ...finishing(db, 'once'), queue: 'test.once' });
    await jobs.start();
    await Promise.all([1, 2, 3].map(() => jobs.send('test.once', { n: 7 }, 'work-7')));
    await jobs.idle('test.once');
    expect((await runsOf(db)).filter((r) => r.n === 7)).toEqual([{ who: 'once', n: 7 }]);
  });

  it('moves a job that failed every retry to its dead letter, where the module records it', async () => {
    const db = await testDatabase();
    const dead: number[] = [];
    const jobs = runner(db, {
      queue: 'test.failing',
      expireInSeconds: 30,
      retryLimit: 1,
      retryDelaySeconds: 1,
      run: () => Promise.reject(new Error('always')),
      dead: async ({ n }) => void dead.push(n),
    });
    await jobs.start();
    await jobs.send('test.failing', { n: 3 });
    await expect.poll(() => dead, { timeout: 30_000 }).toEqual([3]);
  });

  it('sets aside the schema pg-boss 10 left and runs the jobs still pending in it, once', async () => {
    const db = await testDatabase();
    // pg-boss 10's schema (version 24) as far as the cut-over reads it: pg-boss 12 cannot migrate it.
    await db.executeSql(`drop schema if exists pgboss cascade;
      create schema pgboss;
      create table pgboss.version (version int primary key);
      insert into pgboss.version values (24);
      create table pgboss.job (id uuid primary key, name text not null, data jsonb, state text not null);
      insert into pgboss.job values
        ('${jobIdOf('left')}', '${SLOW_QUEUE}', '{"n": 9}', 'retry'),
        ('${jobIdOf('done')}', '${SLOW_QUEUE}', '{"n": 10}', 'completed')`);
    const first = runner(db, finishing(db, 'upgraded'));
    await first.start();
    await first.idle(SLOW_QUEUE);
    await first.close();
    // A second start finds the old jobs already moved.
    const second = runner(db, finishing(db, 'again'));
    await second.start();
    await second.idle(SLOW_QUEUE);
    expect((await runsOf(db)).filter((r) => r.n >= 9)).toEqual([{ who: 'upgraded', n: 9 }]);
    const { rows } = await db.executeSql('select version from pgboss_v10.version');
    expect(rows).toEqual([{ version: 24 }]);
  });

  // PGlite: one process owns the data folder, so what a dead process left active is an orphan.
  it.skipIf(testDriver() !== 'pglite')(
    'runs a job its dead process left active once, at the next start',
    async () => {
      const db = await testDatabase();
      const boss = new PgBoss({ db, supervise: false, schedule: false });
      await boss.start();
      await boss.createQueue(SLOW_QUEUE);
      await boss.send(SLOW_QUEUE, { n: 1 }, { id: jobIdOf('orphan') });
      expect(await boss.fetch(SLOW_QUEUE)).toHaveLength(1); // active, as a killed process leaves it
      await boss.stop({ close: false, graceful: false });

      const jobs = runner(db, finishing(db, 'next-start'));
      await jobs.start();
      await expect
        .poll(() => jobs.jobOf(SLOW_QUEUE, 'orphan'), { timeout: 60_000 })
        .toMatchObject({
          state: 'completed',
        });
      expect((await runsOf(db)).filter((r) => r.n === 1)).toEqual([{ who: 'next-start', n: 1 }]);
    },
  );

  // Several processes share a queue only on PostgreSQL.
  it.skipIf(testDriver() !== 'postgres')(
    'a worker killed mid-job (SIGKILL): another process runs the job again and it finishes once',
    async () => {
      const db = await testDatabase();
      const url = (await testDatabaseUrl())!;
      const child = spawn(process.execPath, ['--import', 'tsx', 'test/job-child.ts', url], {
        cwd: SERVER_DIR,
        stdio: 'inherit',
      });
      onTestFinished(() => void child.kill('SIGKILL'));
      const sender = runner(db, finishing(db, 'unused'));
      await sender.start();
      await sender.close();
      const boss = new PgBoss({ db, supervise: false, schedule: false });
      await boss.start();
      await boss.send(SLOW_QUEUE, { n: 5 }, { id: jobIdOf('killed') });
      await boss.stop({ close: false, graceful: false });
      const runsOf5 = async () => (await runsOf(db)).filter((r) => r.n === 5);
      await expect.poll(runsOf5, { timeout: 30_000 }).toEqual([{ who: 'child', n: 5 }]);
      child.kill('SIGKILL');

      const survivor = runner(db, finishing(db, 'survivor'));
      await survivor.start();
      await expect
        .poll(() => survivor.jobOf(SLOW_QUEUE, 'killed'), { timeout: 60_000 })
        .toMatchObject({
          state: 'completed',
        });
      expect(await runsOf5()).toEqual([
        { who: 'child', n: 5 },
        { who: 'survivor', n: 5 },
      ]);
    },
    90_000,
  );
});
