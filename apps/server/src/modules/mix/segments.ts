import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { LocalCopies, LocalFile } from '../../integrations/storage/local-copies';
import { StorageKeyError, type Storage } from '../../integrations/storage/storage';
import { captionedOpening, GOP_SECONDS, normaliseShot, type Size } from '../../integrations/video/mix-render';
import { probeVideo } from '../../integrations/video/probe';
import type { ClipRow } from './repo';

export interface SegmentContext {
  storage: Storage;
  /** Local files of the cache's pieces (and music): on S3 each is downloaded once per machine. */
  copies: LocalCopies;
  ffmpegPath: string;
  ffprobePath: string;
}

/**
 * Where a shot's normalised segment is kept for a size: beside the team's library, shared by
 * every process through the storage (local disk or S3). `v1`: the format of mix-render.ts.
 */
const segmentKey = (clip: Pick<ClipRow, 'teamId' | 'id'>, size: Size) =>
  `mix-cache/${clip.teamId}/${clip.id}-${size.width}x${size.height}-v1.ts`;

/** A shot plays whole keyframe intervals only: that is what a segment holds. */
const segmentSeconds = (clip: Pick<ClipRow, 'durationSeconds'>) =>
  Math.floor(clip.durationSeconds / GOP_SECONDS) * GOP_SECONDS;

/** A clip unusable as a shot; `reason` is the message key the merchant reads. */
export class ShotError extends Error {
  constructor(
    readonly reason: 'mix.clip_unreadable' | 'mix.clip_deleted',
    readonly clipId: number,
    detail = '',
  ) {
    super(`${reason} ${clipId} ${detail}`);
  }
}

/**
 * A cached piece as a local file, or undefined when the storage lacks it. Its key never changes
 * content, so a copy kept on this machine is served without asking the storage at all.
 */
async function cachedPiece(o: SegmentContext, key: string, workDir: string): Promise<LocalFile | undefined> {
  try {
    return await o.copies.copy(key, workDir);
  } catch (error) {
    if (error instanceof StorageKeyError && error.problem === 'not found') return undefined;
    throw error;
  }
}

/** Stores a piece this process made, and keeps it as this machine's copy (never downloaded here). */
async function storePiece(o: SegmentContext, key: string, local: string): Promise<LocalFile> {
  await o.storage.put(key, local, 'video/mp2t');
  await o.copies.adopt(key, local);
  return { path: local, cleanup: () => rm(local, { force: true }) };
}

/**
 * The clip's segment, normalised once for all variants of every render at this size: made from
 * the library file when the cache lacks it (the first render, or a cache that was cleared), then
 * a local path. The put is atomic per key, so two processes making it at once store one of two
 * equal files.
 */
export async function ensureSegment(
  o: SegmentContext,
  clip: ClipRow,
  size: Size,
  workDir: string,
  signal?: AbortSignal,
): Promise<LocalFile> {
  const key = segmentKey(clip, size);
  const local = join(workDir, `${clip.id}.ts`);
  const cached = await cachedPiece(o, key, workDir);
  if (cached) return cached;
  const source = await o.storage.localCopy(clip.fileKey).catch(() => {
    throw new ShotError('mix.clip_unreadable', clip.id, 'file missing');
  });
  try {
    // The library's probe is trusted for the length; the file itself must still be a video.
    const probe = await probeVideo(o.ffprobePath, source.path, signal).catch((error: unknown) => {
      if (signal?.aborted) throw error;
      throw new ShotError('mix.clip_unreadable', clip.id, String(error));
    });
    await normaliseShot({
      ffmpegPath: o.ffmpegPath,
      input: source.path,
      output: local,
      size,
      seconds: segmentSeconds(clip),
      hasAudio: probe.audioCodec !== null,
      ...(signal ? { signal } : {}),
    }).catch((error: unknown) => {
      if (signal?.aborted) throw error;
      throw new ShotError('mix.clip_unreadable', clip.id, String(error));
    });
  } finally {
    await source.cleanup();
  }
  return storePiece(o, key, local);
}

/**
 * The captioned opening of a shot, encoded once per shot, in point, line and size: a render's
 * variants go round a few opening lines, so most variants find theirs in the cache and encode no
 * pixel. `from` is a trimmed shot's in point (a keyframe of the segment).
 */
export async function ensureOpening(
  o: SegmentContext,
  clip: ClipRow,
  segment: string,
  opening: { caption: string; seconds: number; size: Size; from?: number },
  workDir: string,
  signal?: AbortSignal,
): Promise<LocalFile> {
  const { caption, seconds, size, from = 0 } = opening;
  // An untrimmed opening keeps the key it had before trims existed (the cache stays valid).
  const what = from ? `${seconds}@${from}\n${caption}` : `${seconds}\n${caption}`;
  const digest = createHash('sha256').update(what).digest('hex').slice(0, 24);
  const key = `mix-cache/${clip.teamId}/${clip.id}-${size.width}x${size.height}-open-${digest}-v1.ts`;
  const cached = await cachedPiece(o, key, workDir);
  if (cached) return cached;
  const local = join(workDir, `opening-${clip.id}.ts`);
  await captionedOpening({
    ffmpegPath: o.ffmpegPath,
    segment,
    from,
    output: local,
    workDir,
    size,
    caption,
    seconds,
    ...(signal ? { signal } : {}),
  });
  return storePiece(o, key, local);
}
