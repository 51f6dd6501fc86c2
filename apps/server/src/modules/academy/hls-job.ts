import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { academyHls } from './schema';
import { packageHls } from '../../integrations/video/hls';
import type { Storage } from '../../integrations/storage/storage';
import type { JobRunner, RunningJob } from '../../plugins/job-runner';
import { libraryVideosById } from '../upload/service';

const HLS_QUEUE = 'academy.hls';
const SWEEP_QUEUE = 'academy.hls-sweep';
/** A packaging job's lease, extended while its process runs it (a dead process's job is retried after it). */
const LEASE_SECONDS = 90;

const HLS_PREFIX = 'academy-hls';

const CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
};

interface HlsJobOptions {
  db: Db;
  jobs: JobRunner;
  storage: Storage;
  log: FastifyBaseLogger;
  ffmpegPath: string;
}

/** Queues a library video for packaging (a lesson now plays it); nothing if it has a row already. */
export async function ensureHls(db: Db, libraryVideoId: number): Promise<void> {
  await db.insert(academyHls).values({ libraryVideoId }).onConflictDoNothing();
}

async function finish(db: Db, id: number, values: Partial<typeof academyHls.$inferInsert>) {
  await db
    .update(academyHls)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(academyHls.libraryVideoId, id), inArray(academyHls.state, ['pending', 'processing'])));
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)));
}

/**
 * Packages one library video into `academy-hls/<id>/<random>/`: a fresh folder each run, so a
 * URL never serves a half-written playlist and a retried run never mixes with a crashed one.
 * The master playlist goes last: its presence is what `ready` points at.
 */
async function packageOne(o: HlsJobOptions, id: number, signal: AbortSignal) {
  const video = (await libraryVideosById(o.db, [id])).get(id);
  if (!video) return finish(o.db, id, { state: 'failed', error: 'the library video was deleted' });
  const work = await mkdtemp(join(tmpdir(), 'vidmatrix-hls-'));
  const source = await o.storage.localCopy(video.fileKey);
  try {
    const renditions = await packageHls({
      input: source.path,
      outDir: work,
      width: video.width,
      height: video.height,
      hasAudio: video.audioCodec !== null,
      ffmpegPath: o.ffmpegPath,
      signal,
    });
    const prefix = `${HLS_PREFIX}/${id}/${randomBytes(8).toString('hex')}`;
    const files = (await filesUnder(work)).sort(
      (a, b) => Number(a === 'master.m3u8') - Number(b === 'master.m3u8'),
    );
    for (const file of files) {
      const type = CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
      await o.storage.put(`${prefix}/${file}`, join(work, file), type);
    }
    await finish(o.db, id, {
      state: 'ready',
      prefix,
      renditions: renditions.map((r) => r.short),
      error: null,
    });
  } finally {
    await source.cleanup();
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * HLS packaging on the app's job runner (decision 027, decision 018): one job per video, one
 * ffmpeg at a time per process; the lesson plays its MP4 until its video is `ready`. The row is
 * the truth: every pending row gets a job (after authoring, at start and each minute), a failed
 * run is retried twice, and the dead letter marks the row `failed` for the course page.
 */
export function registerHlsJobs(o: HlsJobOptions): { queuePending(): Promise<void> } {
  const run = async ({ libraryVideoId: id }: { libraryVideoId: number }, job: RunningJob) => {
    const [row] = await o.db
      .update(academyHls)
      .set({ state: 'processing', attempts: sql`${academyHls.attempts} + 1`, updatedAt: new Date() })
      .where(and(eq(academyHls.libraryVideoId, id), inArray(academyHls.state, ['pending', 'processing'])))
      .returning({ id: academyHls.libraryVideoId });
    if (!row) return; // packaged already, or given up
    try {
      await packageOne(o, id, job.signal);
    } catch (error) {
      if (!job.signal.aborted)
        o.log.warn({ err: error, libraryVideoId: id }, 'academy: HLS packaging failed');
      await finish(o.db, id, { error: error instanceof Error ? error.message.slice(0, 500) : 'failed' });
      throw error;
    }
  };

  const queuePending = async () => {
    const rows = await o.db
      .select({ id: academyHls.libraryVideoId })
      .from(academyHls)
      .where(inArray(academyHls.state, ['pending', 'processing']));
    for (const { id } of rows) await o.jobs.send(HLS_QUEUE, { libraryVideoId: id }, `hls:${id}`);
  };

  o.jobs.register<{ libraryVideoId: number }>({
    queue: HLS_QUEUE,
    expireInSeconds: LEASE_SECONDS,
    extendWhileRunning: true,
    retryLimit: 2,
    retryDelaySeconds: 30,
    run,
    dead: ({ libraryVideoId }) => finish(o.db, libraryVideoId, { state: 'failed' }),
  });
  o.jobs.register({
    queue: SWEEP_QUEUE,
    cron: '* * * * *',
    expireInSeconds: 120,
    retryLimit: 0,
    run: queuePending,
  });
  return { queuePending };
}
