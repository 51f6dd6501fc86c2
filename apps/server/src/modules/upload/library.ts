import type { AddRefusal, LibraryVideo } from '@vidmatrix/contract/upload';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { libraryPool } from '../distribution/service';
import { compareVariants } from '../../integrations/video/near-duplicate';
import type { Principal } from '../../plugins/auth';
import type { MediaLinks } from '../../shared/media-links';
import { teamOf, type UploadContext } from './context';
import {
  deleteLibraryRow,
  findActivity,
  insertPoolVideo,
  keysStillUsed,
  libraryOf,
  libraryVideosByIds,
  poolEntriesInUse,
  poolHashes,
  poolSize,
  quotaOf,
  renameVideos,
  uploadedFileNames,
  type LibraryRow,
} from './repo';
import { poolTitle } from './rules';

export interface Refusal {
  libraryVideoId: number;
  reason: AddRefusal;
  similarTo: number | null;
  distance: number | null;
}

export const checksOk = (row: Pick<LibraryRow, 'checks'>) => row.checks.every((c) => c.ok);

export async function libraryPage(ctx: UploadContext, me: Principal, links: MediaLinks) {
  const teamId = teamOf(me);
  const [rows, quota] = await Promise.all([libraryOf(ctx.db, teamId), quotaOf(ctx.db, teamId)]);
  const videos: LibraryVideo[] = rows.map(({ video: v, activityIds, activities }) => ({
    id: v.id,
    title: v.title,
    md5: v.md5,
    // Signed: the team's own members open their videos; the bare key opens nothing.
    video_url: links.file(v.fileKey),
    cover_url: links.file(v.coverKey),
    duration_seconds: v.durationSeconds,
    size: v.sizeBytes,
    width: v.width,
    height: v.height,
    video_codec: v.videoCodec,
    audio_codec: v.audioCodec,
    checks: v.checks,
    checks_ok: checksOk(v),
    activity_ids: activityIds.map(Number),
    activities: activities.map((a) => ({ id: Number(a.id), title: a.title })),
    created_at: v.createdAt.toISOString(),
  }));
  return { videos, quota: { used_bytes: quota.used, total_bytes: quota.total } };
}

/**
 * Puts library videos into an activity's pool (inside the caller's transaction). A video whose
 * variant checks failed is refused; one whose sampled frames are too close to a pool video's
 * (or to one added just before in the same call) is refused unless `allowSimilar`, because two
 * customers would post near-identical videos.
 */
export async function addToPool(
  tx: Db,
  activityId: number,
  candidates: LibraryRow[],
  allowSimilar: boolean,
): Promise<{ added: { libraryVideoId: number; videoId: number }[]; refused: Refusal[] }> {
  // One adder per activity at a time, so two calls cannot both miss each other's near-duplicate
  // (and two videos never get the same number in their default titles).
  const activity = await libraryPool.lockActivity(tx, activityId);
  const pool = await poolHashes(tx, activityId);
  let size = await poolSize(tx, activityId);
  const fileNames = await uploadedFileNames(
    tx,
    candidates.map((c) => c.id),
  );
  const added: { libraryVideoId: number; videoId: number }[] = [];
  const refused: Refusal[] = [];
  const refuse = (
    lib: LibraryRow,
    reason: AddRefusal,
    similarTo: number | null = null,
    distance: number | null = null,
  ) => refused.push({ libraryVideoId: lib.id, reason, similarTo, distance });
  for (const lib of candidates) {
    if (pool.some((p) => p.libraryVideoId === lib.id)) {
      refuse(lib, 'already_in_pool');
      continue;
    }
    if (!checksOk(lib)) {
      refuse(lib, 'checks_failed');
      continue;
    }
    const twin = allowSimilar ? undefined : closest(lib.frameHashes, pool);
    if (twin) {
      refuse(lib, 'too_similar', twin.videoId, twin.distance);
      continue;
    }
    const title = activity
      ? poolTitle(lib.title, fileNames.get(lib.id) ?? [], { title: activity.title, number: size + 1 })
      : lib.title;
    const videoId = await insertPoolVideo(tx, activityId, lib, title);
    if (videoId === undefined) {
      refuse(lib, 'already_in_pool');
      continue;
    }
    size += 1;
    // The library shows the video under the name customers get, and keeps it from now on.
    if (title !== lib.title) await renameVideos(tx, lib.teamId, [{ id: lib.id, title }]);
    added.push({ libraryVideoId: lib.id, videoId });
    pool.push({ videoId, libraryVideoId: lib.id, frameHashes: lib.frameHashes });
  }
  return { added, refused };
}

/** The most similar pool entry that counts as a near-duplicate, if any. */
function closest(hashes: string[], pool: { videoId: number; frameHashes: string[] }[]) {
  let best: { videoId: number; distance: number } | undefined;
  if (!hashes.length) return best;
  for (const entry of pool) {
    if (!entry.frameHashes.length) continue;
    const { distance, similar } = compareVariants(hashes, entry.frameHashes);
    if (similar && (!best || distance < best.distance)) best = { videoId: entry.videoId, distance };
  }
  return best;
}

export async function addLibraryToActivity(
  ctx: UploadContext,
  me: Principal,
  brandKey: string,
  input: { activityId: number; ids: number[]; allowSimilar: boolean },
) {
  const teamId = teamOf(me);
  if (!(await findActivity(ctx.db, teamId, brandKey, input.activityId))) {
    throw new AppError('activityNotFound', { messageKey: 'distribution.activity_not_found' });
  }
  const ids = [...new Set(input.ids)];
  return ctx.db.transaction(async (tx) => {
    const rows = await libraryVideosByIds(tx, teamId, ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const result = await addToPool(
      tx,
      input.activityId,
      ids.flatMap((id) => byId.get(id) ?? []),
      input.allowSimilar,
    );
    // Another team's id is as unknown as a missing one.
    for (const id of ids) {
      if (!byId.has(id))
        result.refused.push({ libraryVideoId: id, reason: 'not_found', similarTo: null, distance: null });
    }
    return result;
  });
}

/**
 * Deletes a library video with its pool entries, unless one of those is held, taken, posted or
 * shared (31009). The stored files go after the rows, so a failure never leaves a row whose
 * file is missing.
 */
export async function deleteLibraryVideo(ctx: UploadContext, me: Principal, id: number): Promise<void> {
  const teamId = teamOf(me);
  const [row] = await libraryVideosByIds(ctx.db, teamId, [id]);
  if (!row) throw new AppError('notFound', { messageKey: 'upload.video_not_found' });
  await ctx.db.transaction(async (tx) => {
    if ((await poolEntriesInUse(tx, id)) > 0) {
      throw new AppError('videoInUse', { messageKey: 'upload.video_in_use' });
    }
    await deleteLibraryRow(tx, id);
  });
  if (await keysStillUsed(ctx.db, row.fileKey)) return;
  await Promise.all([ctx.storage.delete(row.fileKey), ctx.storage.delete(row.coverKey)]).catch(
    (error: unknown) =>
      ctx.log.warn(
        { err: error, key: row.fileKey },
        'upload: stored files of a deleted library video remain',
      ),
  );
}

/** New titles for library videos (one or many); 404 when one is not the team's, and none change. */
export async function renameLibraryVideos(
  ctx: UploadContext,
  me: Principal,
  items: { id: number; title: string }[],
): Promise<number> {
  const teamId = teamOf(me);
  return ctx.db.transaction(async (tx) => {
    const renamed = await renameVideos(tx, teamId, items);
    if (renamed < new Set(items.map((i) => i.id)).size) {
      throw new AppError('notFound', { messageKey: 'upload.video_not_found' });
    }
    return renamed;
  });
}
