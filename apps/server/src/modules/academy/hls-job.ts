import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { academyHls } from '../../db/schema-academy';
import { libraryVideos } from '../../db/schema-console';
import { packageHls } from '../../integrations/video/hls';
import type { Storage } from '../../integrations/storage/storage';

/** A running packaging touches its row this often; a row untouched for STALE_S has lost its process. */
const HEARTBEAT_MS = 20_000;
const STALE_S = 90;
/** Runs before a video's packaging is given up (each crash or failure counts one). */
const MAX_ATTEMPTS = 3;
const POLL_MS = 5_000;

const HLS_PREFIX = 'academy-hls';

const CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
};

interface HlsJobOptions {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  ffmpegPath: string;
}

/** Queues a library video for packaging (a lesson now plays it); nothing if it has a row already. */
export async function ensureHls(db: Db, libraryVideoId: number): Promise<void> {
  await db.insert(academyHls).values({ libraryVideoId }).onConflictDoNothing();
}

/**
 * Takes one video to package: a pending one, or one whose process died mid-run (its row stopped
 * moving). The row lock with SKIP LOCKED gives each row to one process of all; `attempts` counts
 * the runs, so a video that crashes ffmpeg every time ends `failed` instead of looping.
 */
async function claim(db: Db): Promise<{ libraryVideoId: number; attempts: number } | undefined> {
  const result = (await db.execute(sql`
    update ${academyHls} set state = 'processing', attempts = attempts + 1, updated_at = now()
    where library_video_id = (
      select library_video_id from ${academyHls}
      where state = 'pending'
         or (state = 'processing' and updated_at < now() - make_interval(secs => ${STALE_S}))
      order by updated_at limit 1 for update skip locked)
    returning library_video_id, attempts`)) as unknown as {
    rows: { library_video_id: number; attempts: number }[];
  };
  const row = result.rows[0];
  return row && { libraryVideoId: Number(row.library_video_id), attempts: Number(row.attempts) };
}

async function finish(db: Db, id: number, values: Partial<typeof academyHls.$inferInsert>) {
  await db
    .update(academyHls)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(academyHls.libraryVideoId, id), eq(academyHls.state, 'processing')));
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
  const [video] = await o.db.select().from(libraryVideos).where(eq(libraryVideos.id, id));
  if (!video) return;
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
 * The HLS packaging worker of one process (decision 027): polls `academy_hls` for work, runs one
 * ffmpeg at a time, and leaves the MP4 to the player until a video is `ready`. Crash-safe by the
 * row itself: a run that dies stops its heartbeat and another process (or this one after a
 * restart) takes the row again after STALE_S.
 */
export class HlsWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private readonly abort = new AbortController();

  constructor(private readonly o: HlsJobOptions) {}

  start(): void {
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
    this.wake();
  }

  /** Looks for work now (after a lesson was added) unless a run is going on. */
  wake(): void {
    if (!this.timer || this.running || this.abort.signal.aborted) return;
    this.running = this.drain()
      .catch((error: unknown) => this.o.log.error({ err: error }, 'academy: HLS worker failed'))
      .finally(() => (this.running = undefined));
  }

  /** Runs every claimable video, one after another; resolves when none is left. */
  async drain(): Promise<void> {
    for (let next = await claim(this.o.db); next; next = await claim(this.o.db)) {
      if (this.abort.signal.aborted) return;
      await this.runOne(next.libraryVideoId, next.attempts);
    }
  }

  private async runOne(id: number, attempts: number): Promise<void> {
    if (attempts > MAX_ATTEMPTS) {
      return finish(this.o.db, id, { state: 'failed', error: 'gave up after repeated crashes' });
    }
    const beat = setInterval(() => void finish(this.o.db, id, {}).catch(() => undefined), HEARTBEAT_MS);
    try {
      await packageOne(this.o, id, this.abort.signal);
    } catch (error) {
      if (this.abort.signal.aborted) return; // shutdown: the row goes stale and is taken again
      this.o.log.warn({ err: error, libraryVideoId: id }, 'academy: HLS packaging failed');
      const retry = attempts < MAX_ATTEMPTS;
      await finish(this.o.db, id, {
        state: retry ? 'pending' : 'failed',
        error: error instanceof Error ? error.message.slice(0, 500) : 'failed',
      });
    } finally {
      clearInterval(beat);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    this.abort.abort(new Error('shutdown'));
    await this.running;
  }
}
