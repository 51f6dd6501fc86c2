import { chmodSync, copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app';
import { fromPool } from '../src/db/client';
import { QUEUE } from '../src/modules/upload/job-queue';
import { jobIdOf } from '../src/plugins/job-runner';
import { buildTestApp, testConfig } from './helper';
import { testDatabase, testDatabaseUrl, testDriver } from './test-database';
import { createTask, makeMp4, md5Of, newTeam, rows, tempDir, waitFinal } from './upload-kit';

/** An ffprobe that notes who called it on which file, so each job's runs can be counted. */
function countingProbe(dir: string, name: string, log: string, delaySeconds = 0): string {
  const path = join(dir, `ffprobe-${name}`);
  writeFileSync(path, `#!/bin/sh\necho "${name} $*" >> "${log}"\nsleep ${delaySeconds}\nexec ffprobe "$@"\n`);
  chmodSync(path, 0o755);
  return path;
}

/** A second server instance on the same database through its own pool, as another process has. */
async function secondApp(url: string, overrides: Parameters<typeof testConfig>[0]) {
  const database = fromPool(new pg.Pool({ connectionString: url, max: 5 }));
  const app = await buildApp({ config: testConfig(overrides), database });
  onTestFinished(async () => {
    await app.close();
    await database.close();
  });
  return app;
}

const listOf = (values: SQL[]) => sql.join(values, sql`, `);

/** Tasks (one per lavfi source) whose bytes are staged and whose rows say `state`, as processes left them. */
async function leftTasks(uploads: string, state: string, sources: string[]) {
  const app = await buildTestApp({ UPLOAD_DIR: uploads });
  const { token } = await newTeam(app);
  const ids: string[] = [];
  for (const [i, source] of sources.entries()) {
    const file = makeMp4(tempDir(), `left-${i}.mp4`, { source });
    const bytes = readFileSync(file);
    const created = await createTask(app, token, {
      file_name: `left-${i}.mp4`,
      size: bytes.length,
      md5: md5Of(bytes),
      kind: 'library',
      duration_seconds: 2,
    });
    const id = created.data.task.task_id as string;
    copyFileSync(file, join(uploads, id));
    ids.push(id);
  }
  await app.close();
  await rows(sql`update upload_tasks set state = ${state}, upload_id = id,
    updated_at = now() - interval '10 minutes' where id in (${listOf(ids.map((id) => sql`${id}`))})`);
  return { token, ids };
}

describe('processing queue: a dead process’s job', () => {
  it('is taken over at the next start instead of waiting for pg-boss’s expiry', async () => {
    const uploads = tempDir();
    const { token, ids } = await leftTasks(uploads, 'transcoding', ['testsrc']);
    const id = ids[0]!;
    // The job as a process killed mid-run leaves it: fetched (active), never completed.
    const boss = new PgBoss({ db: await testDatabase(), supervise: false, schedule: false });
    await boss.start();
    await boss.send(QUEUE, { taskId: id }, { id: jobIdOf(id) });
    expect(await boss.fetch(QUEUE)).toHaveLength(1);
    await boss.stop({ close: false, graceful: false });
    // …minutes ago, with no heartbeat since.
    await rows(
      sql`update pgboss.job set started_on = now() - interval '10 minutes' where id = ${jobIdOf(id)}::uuid`,
    );

    const app = await buildTestApp({ UPLOAD_DIR: uploads });
    await app.ready();
    expect((await waitFinal(app, token, id)).state).toBe('complete');
    // pg-boss marks the job completed just after the handler returned (the task is complete first).
    const reader = new PgBoss({ db: await testDatabase() });
    await expect
      .poll(async () => (await reader.findJobs(QUEUE, { id: jobIdOf(id) }))[0]?.state)
      .toBe('completed');
  });
});

describe('processing queue: shutdown', () => {
  it('hands a running job back on shutdown; the next instance runs it as a retry', async () => {
    const dir = tempDir();
    const uploads = tempDir();
    const log = join(dir, 'probes.log');
    const { token, ids } = await leftTasks(uploads, 'cloud_processing', ['testsrc']);
    const id = ids[0]!;
    const first = await buildTestApp({ UPLOAD_DIR: uploads, FFPROBE_PATH: countingProbe(dir, 'a', log, 30) });
    await first.ready();
    await expect
      .poll(() => existsSync(log) && readFileSync(log, 'utf8'), { timeout: 20_000 })
      .toContain('a ');
    await first.close(); // SIGTERM in the middle of the probe

    const second = await buildTestApp({ UPLOAD_DIR: uploads, FFPROBE_PATH: countingProbe(dir, 'b', log) });
    await second.ready();
    expect((await waitFinal(second, token, id)).state).toBe('complete');
    const runs = readFileSync(log, 'utf8')
      .split('\n')
      .filter((line) => line.includes(join(uploads, id)));
    expect(runs.map((line) => line.split(' ')[0])).toEqual(['a', 'b']);
    const reader = new PgBoss({ db: await testDatabase() });
    await expect
      .poll(async () => (await reader.findJobs(QUEUE, { id: jobIdOf(id) }))[0]?.state)
      .toBe('completed');
    expect((await reader.getJobById(QUEUE, jobIdOf(id)))?.retryCount).toBeGreaterThanOrEqual(1);
  });
});

// Several processes only exist on PostgreSQL (one process owns a PGlite data folder).
describe.skipIf(testDriver() !== 'postgres')('processing queue across processes (PostgreSQL)', () => {
  it('runs each job exactly once when two instances start workers and revive the same tasks at once', async () => {
    const dir = tempDir();
    const uploads = tempDir();
    const log = join(dir, 'probes.log');
    const url = (await testDatabaseUrl())!;
    // What processes that died after the last PATCH leave: staged bytes, tasks in processing.
    const sources = ['testsrc', 'smptebars', 'mandelbrot', 'rgbtestsrc', 'testsrc2', 'yuvtestsrc'];
    const { token, ids } = await leftTasks(uploads, 'cloud_processing', sources);

    const a = await buildTestApp({ UPLOAD_DIR: uploads, FFPROBE_PATH: countingProbe(dir, 'a', log) });
    const b = await secondApp(url, { UPLOAD_DIR: uploads, FFPROBE_PATH: countingProbe(dir, 'b', log) });
    // Both start their workers and look for leftovers at the same moment.
    await Promise.all([a.ready(), b.ready()]);
    for (const id of ids) expect((await waitFinal(a, token, id)).state).toBe('complete');

    const probes = readFileSync(log, 'utf8').trim().split('\n');
    const runners = ids.map((id) => {
      // ffprobe reads a job's staged input once per run.
      const runs = probes.filter((line) => line.includes(join(uploads, id)));
      expect(runs, id).toHaveLength(1);
      return runs[0]!.split(' ')[0];
    });
    // Two jobs at a time per instance, six jobs: both instances took work.
    expect(new Set(runners)).toEqual(new Set(['a', 'b']));
    const jobs = () =>
      rows<{ state: string; retry_count: number }>(
        sql`select state, retry_count from pgboss.job where name = ${QUEUE} and id in (${listOf(ids.map((id) => sql`${jobIdOf(id)}::uuid`))})`,
      );
    await expect.poll(jobs).toEqual(ids.map(() => ({ state: 'completed', retry_count: 0 })));
  });
});
