import { join } from 'node:path';
import { MIX_CAPTION_SECONDS } from '@vidmatrix/contract/mix';
import { assemble, GOP_SECONDS, type Piece } from '../../integrations/video/mix-render';
import type { ClipRow } from './repo';
import type { MixRecipe } from './schema';
import { ensureOpening, ensureSegment, type SegmentContext } from './segments';
import { inPoints } from './trim';

/** What one variant plays: a render's variant row, or the preview's first planned variant. */
export interface VariantEdit {
  shotIds: number[];
  shotSeconds: number[];
  caption: string;
  bgmId: number | null;
}

/**
 * Pure: the variant's pieces — the captioned opening, then each segment from its in point (a
 * keyframe: trim.ts) for its planned seconds.
 */
export function piecesOf(
  segments: string[],
  seconds: number[],
  starts: number[],
  opening: string | null,
): Piece[] {
  return segments.flatMap((path, i) => {
    const from = starts[i] ?? 0;
    const length = seconds[i]!;
    if (i > 0 || !opening) return [{ path, from, to: from + length }];
    const head = Math.min(length, MIX_CAPTION_SECONDS);
    const rest: Piece[] = head < length ? [{ path, from: from + head, to: from + length }] : [];
    return [{ path: opening, from: 0, to: head }, ...rest];
  });
}

/**
 * Assembles a variant into `<work>/variant.mp4` from the cached segments (made when missing) and
 * its captioned opening: stream copy, only the opening (and music) encoded. What it takes from
 * storage is pushed on `held`, which the caller cleans up with its work folder.
 */
export async function buildVariantFile(
  o: SegmentContext,
  job: {
    recipe: MixRecipe;
    variant: VariantEdit;
    clips: Map<number, ClipRow>;
    work: string;
    held: { cleanup: () => Promise<void> }[];
    signal: AbortSignal;
  },
): Promise<string> {
  const { recipe, variant, clips, work, held, signal } = job;
  const size = recipe.output;
  const starts = inPoints(recipe, new Map([...clips].map(([id, c]) => [id, c.durationSeconds])));
  const from = variant.shotIds.map((id) => starts.get(id) ?? 0);
  const segments: string[] = [];
  for (const id of variant.shotIds) {
    const segment = await ensureSegment(o, clips.get(id)!, size, work, signal);
    held.push(segment);
    segments.push(segment.path);
  }
  let opening: string | null = null;
  if (variant.caption) {
    const head = Math.max(GOP_SECONDS, Math.min(variant.shotSeconds[0]!, MIX_CAPTION_SECONDS));
    const cached = await ensureOpening(
      o,
      clips.get(variant.shotIds[0]!)!,
      segments[0]!,
      { caption: variant.caption, seconds: head, size, from: from[0]! },
      work,
      signal,
    );
    held.push(cached);
    opening = cached.path;
  }
  let music: { path: string; level: number } | undefined;
  if (variant.bgmId) {
    // A library file's key never changes content (a new upload gets a new key): cached like the pieces.
    const copy = await o.copies.copy(clips.get(variant.bgmId)!.fileKey, work);
    held.push(copy);
    music = { path: copy.path, level: recipe.bgm_level };
  }
  const output = join(work, 'variant.mp4');
  await assemble({
    ffmpegPath: o.ffmpegPath,
    pieces: piecesOf(segments, variant.shotSeconds, from, opening),
    output,
    workDir: work,
    music,
    signal,
  });
  return output;
}
