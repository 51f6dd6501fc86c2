// A real killed worker (issue 25, decisions 018 and 030): two `main.ts worker` processes (what
// `npm run worker` runs) share one PostgreSQL database and one media folder and render 12
// variants; one is killed with SIGKILL while its ffmpeg renders a variant. The other takes the
// job back once its heartbeat stops (JOB_HEARTBEAT_SECONDS=10) and the render ends done, every
// variant once. PostgreSQL only: PGlite belongs to one process.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/demo/seed';
import { createLocalStorage } from '../src/integrations/storage/local-storage';
import { PREPARE_QUEUE, prepareKey, VARIANT_QUEUE, type MixJobs } from '../src/modules/mix/queue';
import { renderById, stateCounts } from '../src/modules/mix/repo';
import { createProject, renderStatus, startRender } from '../src/modules/mix/service';
import type { Principal } from '../src/plugins/auth';
import { jobIdOf } from '../src/plugins/job-runner';
import { libraryClip, project } from './mix-kit';
import { startWorker, type ServerProcess } from './server-process';
import { testDatabase, testDatabaseUrl, testDriver } from './test-database';
import { rows } from './upload-kit';

const TEAM = 1001;
const ACTIVITY = 1001;
const COUNT = 12;

const workers: ServerProcess[] = [];
/** ffmpeg children the killed worker left running (they end on their own; killed here if not). */
const orphans: number[] = [];
let scratch: string | undefined;
afterAll(async () => {
  for (const w of workers) {
    w.child.kill('SIGKILL');
    await w.exited;
  }
  for (const pid of orphans) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** The ffmpeg/ffprobe processes `pid` started (from /proc: the worker spawns them without a shell). */
function toolChildren(pid: number): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const ppid = Number(stat.slice(close + 2).split(' ')[1]);
    if (ppid === pid && (comm === 'ffmpeg' || comm === 'ffprobe')) found.push(Number(name));
  }
  return found;
}

const count = async (query: ReturnType<typeof sql>) => (await rows<{ n: number }>(query))[0]!.n;

describe.skipIf(testDriver() !== 'postgres')(
  'mixing studio: a worker process killed mid-render (PostgreSQL; skipped on PGlite: TEST_DATABASE_URL is unset)',
  () => {
    it('the other worker takes its variant back: 12 of 12 done once, 12 new library and pool videos, no stray file', async () => {
      const database = await testDatabase();
      const url = (await testDatabaseUrl())!;
      await seedDemoData(database.db);
      scratch = mkdtempSync(join(tmpdir(), 'mix-killed-'));
      const media = join(scratch, 'media');
      const env = {
        DATABASE_URL: url,
        MEDIA_DIR: media,
        // The workers' render folders (and anything else they keep in /tmp) stay inside the test's.
        TMPDIR: join(scratch, 'tmp'),
        JOB_HEARTBEAT_SECONDS: '10',
        HLS_PACKAGING: 'false',
      };
      mkdirSync(env.TMPDIR, { recursive: true });
      // Each one noted as it starts, so afterAll stops it even when the other fails to start.
      const starting = Promise.all(
        [0, 1].map(async () => {
          const worker = await startWorker(env);
          workers.push(worker);
          return worker;
        }),
      );

      // Meanwhile, as the console would: six clips in three free scenes (24 distinct), 12 asked for.
      const storage = createLocalStorage(media);
      const ids: number[] = [];
      for (let i = 0; i < 6; i++) ids.push(await libraryClip({ storage }, TEAM, { seconds: 2 }));
      const [admin] = await rows<{ user_id: string }>(
        sql`select user_id from team_members where team_id = ${TEAM} and role = 'admin' limit 1`,
      );
      const me: Principal = {
        sessionId: 0,
        userId: Number(admin!.user_id),
        brandKey: 'vidmatrix',
        phone: '',
        roles: new Set(['member', 'merchant']),
        teamId: TEAM,
        teamRole: 'admin',
        teamName: null,
      };
      // This process runs no job runner: it only sends the render's first job, as a web process does.
      const boss = new PgBoss({ db: database, supervise: false, schedule: false });
      const jobs: MixJobs = {
        start: async (renderId, generation) => {
          await boss.send(PREPARE_QUEUE, { renderId }, { id: jobIdOf(prepareKey(renderId, generation)) });
        },
        abort: () => undefined,
        refillTeam: async () => undefined,
      };
      const ctx = { db: database.db, jobs };
      const projectId = await createProject(
        ctx,
        me,
        project([ids.slice(0, 2), ids.slice(2, 4), ids.slice(4, 6)], { title: 'Killed worker' }),
      );
      const libraryBefore = await count(
        sql`select count(*)::int as n from library_videos where team_id = ${TEAM}`,
      );
      const poolBefore = await count(
        sql`select count(*)::int as n from videos where activity_id = ${ACTIVITY}`,
      );
      const started = await starting; // the workers installed the queues
      await boss.start();
      const renderId = await startRender(ctx, me, 'vidmatrix', {
        project_id: projectId,
        count: COUNT,
        activity_id: ACTIVITY,
      });
      await boss.stop({ close: false, graceful: false });

      // Once the shots are prepared, an ffmpeg child of a worker is a variant being rendered.
      let victim: ServerProcess | undefined;
      await expect
        .poll(
          async () => {
            const [render] = await rows<{ prepared: boolean; rendering: number }>(
              sql`select prepared_at is not null as prepared,
                      (select count(*)::int from mix_variants where render_id = ${renderId} and state = 'rendering') as rendering
                    from mix_renders where id = ${renderId}`,
            );
            if (!render?.prepared || !render.rendering) return false;
            for (const w of started) {
              const tools = toolChildren(w.child.pid!);
              if (tools.length) {
                w.child.kill('SIGKILL');
                orphans.push(...tools);
                victim = w;
                return true;
              }
            }
            return false;
          },
          { timeout: 150_000, interval: 20 },
        )
        .toBe(true);
      expect((await victim!.exited).signal).toBe('SIGKILL');

      // The survivor finishes the render, the killed worker's variant included.
      await expect
        .poll(
          async () =>
            count(
              sql`select count(*)::int as n from mix_variants where render_id = ${renderId} and state in ('done', 'failed', 'cancelled')`,
            ),
          { timeout: 150_000, interval: 500 },
        )
        .toBe(COUNT);

      const variants = await rows<{ state: string; library_video_id: number; video_id: number }>(
        sql`select state, library_video_id, video_id from mix_variants where render_id = ${renderId}`,
      );
      expect(variants.map((v) => v.state)).toEqual(Array(COUNT).fill('done'));
      expect(new Set(variants.map((v) => v.library_video_id)).size).toBe(COUNT);
      expect(new Set(variants.map((v) => v.video_id)).size).toBe(COUNT);
      expect(variants.every((v) => v.video_id !== null)).toBe(true);
      // Exactly 12 new videos in the library and in the pool: none half-written, none twice.
      expect(await count(sql`select count(*)::int as n from library_videos where team_id = ${TEAM}`)).toBe(
        libraryBefore + COUNT,
      );
      expect(await count(sql`select count(*)::int as n from videos where activity_id = ${ACTIVITY}`)).toBe(
        poolBefore + COUNT,
      );
      const render = (await renderById(database.db, renderId))!;
      const counts = (await stateCounts(database.db, [renderId])).get(renderId) ?? {};
      expect(renderStatus(render, counts)).toBe('done');

      // The killed worker's job went back to the queue and ran again to completion.
      const variantJobs = await rows<{ state: string; retry_count: number }>(
        sql`select state, retry_count from pgboss.job where name = ${VARIANT_QUEUE}`,
      );
      expect(variantJobs.every((j) => j.state === 'completed')).toBe(true);
      expect(variantJobs.some((j) => j.retry_count > 0)).toBe(true);

      // Every file of the team's library folder is named by a library row: nothing a killed
      // attempt stored (under its work key) or began to store (a put's partial file) is left.
      const named = new Set(
        (
          await rows<{ file_key: string; cover_key: string }>(
            sql`select file_key, cover_key from library_videos where team_id = ${TEAM}`,
          )
        ).flatMap((r) => [r.file_key, r.cover_key]),
      );
      const stored = readdirSync(join(media, 'library', String(TEAM))).map((f) => `library/${TEAM}/${f}`);
      expect(stored.filter((key) => !named.has(key))).toEqual([]);
      expect(stored.length).toBe(2 * COUNT + ids.length); // each variant's file and cover, the clips
    }, 360_000);
  },
);
