import { MIX_TRIM_MIN_SECONDS } from '@vidmatrix/contract/mix';
import type { MixRecipe } from './schema';
import { GOP_SECONDS } from '../../integrations/video/mix-render';

/**
 * Per-shot trim windows (issue 25, decision 030). A segment is the whole clip normalised once
 * with a keyframe every GOP_SECONDS, so a shot can only start and stop on that grid: the window's
 * in point is rounded up and its out point down (never a frame the merchant left out), and the
 * shot plays whole intervals within the window. Pure, so the plan, the render and the tests
 * agree.
 */

/** Where a shot starts in its segment (on a keyframe) and how many seconds it may play. */
export interface ShotWindow {
  in: number;
  seconds: number;
}

/** Tolerance of the grid and the bounds: 0.5 typed as 0.4999999 is still 0.5. */
const EPS = 1e-6;
const up = (s: number) => Math.ceil(s / GOP_SECONDS - EPS) * GOP_SECONDS;
const down = (s: number) => Math.floor(s / GOP_SECONDS + EPS) * GOP_SECONDS;

/** The trim of each clip that has one (a clip is a shot of one scene only). */
export function trimsByClip(recipe: Pick<MixRecipe, 'scenes'>) {
  return new Map(recipe.scenes.flatMap((s) => (s.trims ?? []).map((t) => [t.clip_id, t] as const)));
}

/** Pure: the keyframe-aligned window of a clip of `duration` seconds (its segment's length). */
export function shotWindow(duration: number, trim?: { in_s: number; out_s: number }): ShotWindow {
  const end = down(duration);
  if (!trim) return { in: 0, seconds: end };
  const start = Math.min(up(trim.in_s), end);
  return { in: start, seconds: Math.max(0, down(Math.min(trim.out_s, duration)) - start) };
}

/** Seconds each shot may play (its window): what the plan fits to the target length. */
export function playableSeconds(recipe: Pick<MixRecipe, 'scenes'>, durations: Map<number, number>) {
  const trims = trimsByClip(recipe);
  return new Map(
    [...durations].map(([id, d]) => [id, trims.has(id) ? shotWindow(d, trims.get(id)).seconds : d]),
  );
}

/** Each shot's in point in its segment (0 without a trim). */
export function inPoints(recipe: Pick<MixRecipe, 'scenes'>, durations: Map<number, number>) {
  const trims = trimsByClip(recipe);
  return new Map([...trims].map(([id, t]) => [id, shotWindow(durations.get(id) ?? 0, t).in]));
}

/** Why a scene's trims cannot be used: the message key, its parameters and the envelope's data. */
export interface TrimProblem {
  key: 'mix.trim_not_in_scene' | 'mix.trim_window';
  params: Record<string, string | number>;
  data: Record<string, number>;
}

/**
 * Pure: the first trim that is not a window of its scene's clip — a clip of another scene, a
 * second trim of one clip, in not before out, shorter than MIX_TRIM_MIN_SECONDS, or past the
 * clip's end. `clips` holds the team's library rows (title and duration) by id.
 */
export function trimProblem(
  recipe: Pick<MixRecipe, 'scenes'>,
  clips: Map<number, { title: string; durationSeconds: number }>,
): TrimProblem | null {
  for (const scene of recipe.scenes) {
    const seen = new Set<number>();
    for (const t of scene.trims ?? []) {
      if (!scene.clip_ids.includes(t.clip_id) || seen.has(t.clip_id)) {
        return {
          key: 'mix.trim_not_in_scene',
          params: { id: t.clip_id, scene: scene.name },
          data: { clip_id: t.clip_id },
        };
      }
      seen.add(t.clip_id);
      const clip = clips.get(t.clip_id);
      if (!clip) continue; // the recipe's own check names a clip that is not in the library
      const duration = clip.durationSeconds;
      const fits =
        t.in_s < t.out_s && t.out_s - t.in_s >= MIX_TRIM_MIN_SECONDS - EPS && t.out_s <= duration + EPS;
      if (!fits) {
        const r = (s: number) => Math.round(s * 100) / 100;
        return {
          key: 'mix.trim_window',
          params: {
            clip: clip.title,
            in_s: r(t.in_s),
            out_s: r(t.out_s),
            duration_s: r(duration),
            min_s: MIX_TRIM_MIN_SECONDS,
          },
          data: { clip_id: t.clip_id, in_s: t.in_s, out_s: t.out_s, duration_s: duration },
        };
      }
    }
  }
  return null;
}
