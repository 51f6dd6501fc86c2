import { access } from 'node:fs/promises';
import type { UploadState } from '@vidmatrix/contract/upload';
import type { MessageKey } from '../../locales/catalog';
import {
  ProcessingFailedError,
  ProcessingUnavailableError,
  processVideo,
  type ProcessedVideo,
} from '../../integrations/video/process-video';
import { libraryKeys, type UploadContext } from './context';
import { addToPool, checksOk } from './library';
import {
  findLibraryByMd5,
  findTaskById,
  moveTask,
  probeColumns,
  setProgress,
  upsertLibraryVideo,
  type TaskRow,
} from './repo';
import { LIBRARY_MAX_SECONDS, titleOf } from './rules';
import { PROCESSING_STATES } from './states';
import { md5OfFile } from './staging';
import { QUICK_MAX_SECONDS } from '@vidmatrix/contract/upload';

/** Why a job failed, as the message key the task carries (shown translated). */
class JobFailure extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
  }
}

/** Progress is written at most this often: a transcode reports many times a second. */
const PROGRESS_EVERY_MS = 500;

/**
 * One processing job (cloud_processing → transcoding → complete | failed). Safe to run again
 * after a crash: every step either repeats harmlessly (MD5, probe, storage put of the same key)
 * or is guarded by the task's state and the library's (team, MD5) uniqueness.
 */
export async function runJob(ctx: UploadContext, taskId: string, signal: AbortSignal): Promise<void> {
  const task = await findTaskById(ctx.db, taskId);
  if (!task || !PROCESSING_STATES.includes(task.state)) return;
  try {
    await process(ctx, task, signal);
  } catch (error) {
    if (signal.aborted) return; // cancelled (already final) or shutdown (the queue retries it)
    const key = failureKey(error);
    if (key === 'upload.processing_failed') ctx.log.warn({ err: error, taskId }, 'upload: processing failed');
    await moveTask(ctx.db, taskId, 'failed', { errorKey: key });
  }
  await ctx.staging.remove(task.id, task.uploadId);
}

/** The job failed on every retry (database or storage away for long): the task ends failed. */
export async function giveUpJob(ctx: UploadContext, taskId: string): Promise<void> {
  const task = await moveTask(ctx.db, taskId, 'failed', { errorKey: 'upload.processing_failed' });
  if (task) await ctx.staging.remove(task.id, task.uploadId);
}

function failureKey(error: unknown): MessageKey {
  if (error instanceof JobFailure) return error.key;
  if (error instanceof ProcessingUnavailableError) return 'upload.processing_unavailable';
  if (error instanceof ProcessingFailedError && error.reason === 'too_long') return 'upload.too_long';
  return 'upload.processing_failed';
}

async function process(ctx: UploadContext, task: TaskRow, signal: AbortSignal): Promise<void> {
  const input = ctx.staging.file(task.uploadId ?? task.id);
  await access(input).catch(() => {
    throw new JobFailure('upload.upload_failed');
  });
  // The browser announced the MD5; the bytes that arrived must have it (spec §8 "file hash failed").
  if ((await md5OfFile(input, signal)) !== task.md5) throw new JobFailure('upload.hash_failed');

  // The same file may have finished through another task meanwhile: link to it.
  const known = await findLibraryByMd5(ctx.db, task.teamId, task.md5);
  if (known) return finish(ctx, task, known.id);

  let stages = Promise.resolve<unknown>(undefined);
  let lastProgress = 0;
  const processed = await processVideo({
    input,
    workDir: ctx.staging.workDir(task.id),
    ffmpegPath: ctx.config.FFMPEG_PATH,
    ffprobePath: ctx.config.FFPROBE_PATH,
    maxDurationSeconds: task.kind === 'quick' ? QUICK_MAX_SECONDS : LIBRARY_MAX_SECONDS,
    signal,
    onStage: (stage: UploadState) => {
      stages = stages.then(() => moveTask(ctx.db, task.id, stage));
    },
    onProgress: (percent) => {
      if (Date.now() - lastProgress < PROGRESS_EVERY_MS) return;
      lastProgress = Date.now();
      const value = Math.max(0, Math.min(99, Math.round(percent)));
      stages = stages.then(() => setProgress(ctx.db, task.id, value));
    },
  });
  await stages;
  signal.throwIfAborted();
  const libraryVideoId = await store(ctx, task, processed);
  await finish(ctx, task, libraryVideoId);
}

async function store(ctx: UploadContext, task: TaskRow, processed: ProcessedVideo): Promise<number> {
  const keys = libraryKeys(task.teamId);
  await ctx.storage.put(keys.fileKey, processed.videoPath, 'video/mp4');
  await ctx.storage.put(keys.coverKey, processed.coverPath, 'image/jpeg');
  const { probe } = processed;
  const row = await upsertLibraryVideo(ctx.db, {
    teamId: task.teamId,
    md5: task.md5,
    title: titleOf(task.fileName),
    ...keys,
    ...probeColumns(probe),
    frameHashes: processed.frameHashes,
    checks: processed.checks,
    createdBy: task.userId,
  });
  // Another task of the same file won the race (one row per MD5 and team): ours are spare.
  if (row.fileKey !== keys.fileKey) {
    await Promise.all([ctx.storage.delete(keys.fileKey), ctx.storage.delete(keys.coverKey)]).catch(
      (error: unknown) => ctx.log.warn({ err: error, key: keys.fileKey }, 'upload: spare copy not deleted'),
    );
  }
  return row.id;
}

/** Complete, linked to its library video, and (quick uploads) into the target activity's pool. */
async function finish(ctx: UploadContext, task: TaskRow, libraryVideoId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const done = await moveTask(tx, task.id, 'complete', { progress: 100, libraryVideoId });
    if (!done || task.activityId === null) return;
    const lib = await findLibraryByMd5(tx, task.teamId, task.md5);
    // The uploader chose this activity on purpose: near-duplicates are allowed, failed checks not.
    if (lib && checksOk(lib)) await addToPool(tx, task.activityId, [lib], true);
  });
}
