import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../db/client';
import { extractCover } from '../../integrations/video/cover';
import { frameHashes } from '../../integrations/video/frame-hash';
import { probeVideo } from '../../integrations/video/probe';
import { addRenderedVideo, libraryVideosByIds, probeColumns, quotaRoom } from '../upload/service';
import { moveVariant, type RenderRow, type VariantRow } from './repo';
import { ShotError, type SegmentContext } from './segments';
import { factsOf, recordCopy, type VariantCopywriter } from './variant-copy';
import { buildVariantFile } from './variant-file';

export interface RenderContext extends SegmentContext {
  db: Db;
}

/** A variant job's context: rendering, and the copy writer of its title and caption. */
export interface VariantContext extends RenderContext {
  writeCopy: VariantCopywriter;
}

/** Why a variant failed for good (not a retry case): the key the console shows translated. */
export class VariantFailure extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

/** Thrown inside the finishing transaction to roll it back: the variant was cancelled meanwhile. */
class NoLongerWanted extends Error {}

const md5Of = (path: string) =>
  new Promise<string>((resolve, reject) => {
    const hash = createHash('md5');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });

/** Keys of a finished variant: random like every library file (decision 017). */
const variantKeys = (teamId: number) => {
  const stem = `library/${teamId}/${randomBytes(16).toString('hex')}`;
  return { fileKey: `${stem}.mp4`, coverKey: `${stem}.jpg` };
};

/**
 * Renders one variant into a fresh folder and stores it under a key no row names yet; only then
 * one transaction moves the variant to done, adds the library video (quota checked under the
 * team's lock) and puts it into the activity's pool. A process killed before that transaction
 * leaves an unnamed file (deleted by the next attempt through `workKey`) and nothing else.
 */
export async function renderVariant(
  o: VariantContext,
  render: RenderRow,
  variant: VariantRow,
  signal: AbortSignal,
): Promise<void> {
  const ids = [...new Set([...variant.shotIds, ...(variant.bgmId ? [variant.bgmId] : [])])];
  const clips = new Map((await libraryVideosByIds(o.db, render.teamId, ids)).map((c) => [c.id, c]));
  const missing = ids.find((id) => !clips.has(id));
  if (missing !== undefined) throw new VariantFailure('mix.clip_deleted');

  // Written while the variant renders; it never fails (a provider that cannot gives way).
  const copying = o.writeCopy(factsOf(render, variant), { teamId: render.teamId, signal });
  copying.catch(() => {}); // only an abort rejects it, and the render sees that itself
  const work = await mkdtemp(join(tmpdir(), 'vidmatrix-mix-'));
  const held: { cleanup: () => Promise<void> }[] = [];
  try {
    const output = await buildVariantFile(o, {
      recipe: render.recipe,
      variant,
      clips,
      work,
      held,
      signal,
    });
    const probe = await probeVideo(o.ffprobePath, output, signal);
    const cover = join(work, 'cover.jpg');
    await extractCover(o.ffmpegPath, output, cover, probe.durationSeconds, signal);
    const hashes = await frameHashes(o.ffmpegPath, output, probe.durationSeconds, signal);
    const md5 = await md5Of(output);
    const written = await copying;
    signal.throwIfAborted();

    const keys = variantKeys(render.teamId);
    await moveVariant(o.db, render.id, variant.idx, ['rendering'], 'rendering', { workKey: keys.fileKey });
    await o.storage.put(keys.fileKey, output, 'video/mp4');
    await o.storage.put(keys.coverKey, cover, 'image/jpeg');
    try {
      await o.db.transaction(async (tx) => {
        const room = await quotaRoom(tx, render.teamId, probe.sizeBytes);
        if (!room.fits) throw new VariantFailure('mix.quota_exceeded');
        const copy = await recordCopy(tx, { renderId: render.id, idx: variant.idx }, written, render.topics);
        const { libraryVideoId, videoId } = await addRenderedVideo(tx, {
          teamId: render.teamId,
          activityId: render.activityId,
          md5,
          title: copy.title,
          caption: copy.caption,
          ...keys,
          ...probeColumns(probe),
          frameHashes: hashes,
          createdBy: render.createdBy,
        });
        const done = await moveVariant(tx, render.id, variant.idx, ['rendering'], 'done', {
          libraryVideoId,
          videoId,
          workKey: null,
          errorKey: videoId === null ? 'mix.too_similar' : null,
        });
        if (!done) throw new NoLongerWanted();
      });
    } catch (error) {
      await Promise.all([o.storage.delete(keys.fileKey), o.storage.delete(keys.coverKey)]).catch(() => {});
      if (error instanceof NoLongerWanted) return;
      throw error;
    }
  } catch (error) {
    if (error instanceof ShotError) {
      // A file that vanished with its row was deleted from the library meanwhile, not damaged.
      const gone = !(await libraryVideosByIds(o.db, render.teamId, [error.clipId])).length;
      throw new VariantFailure(gone ? 'mix.clip_deleted' : error.reason);
    }
    throw error;
  } finally {
    for (const h of held) await h.cleanup().catch(() => {});
    await rm(work, { recursive: true, force: true });
  }
}
