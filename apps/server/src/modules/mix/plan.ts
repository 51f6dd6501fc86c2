import { distinctMax, orderCount, shotCodeSize, type PlanScene } from '@vidmatrix/contract/mix-plan';
import type { MixRecipe } from './schema';
import { GOP_SECONDS } from '../../integrations/video/mix-render';

/** One planned variant: library shots in play order, how long each plays, its opening line. */
export interface PlannedVariant {
  shotIds: number[];
  shotSeconds: number[];
  caption: string;
  bgmId: number | null;
}

export const planScenes = (recipe: Pick<MixRecipe, 'scenes'>): PlanScene[] =>
  recipe.scenes.map((s) => ({ shots: s.clip_ids.length, fixed: s.fixed ?? undefined }));

/** The k-th permutation of 0…n−1 (factorial number system), so orders are enumerated without a list. */
function permutation(n: number, k: number): number[] {
  const pool = Array.from({ length: n }, (_, i) => i);
  const out: number[] = [];
  let f = 1;
  for (let i = 2; i < n; i++) f *= i;
  for (let i = n - 1; i >= 0; i--) {
    const pick = Math.floor(k / f);
    k %= f;
    out.push(pool.splice(pick, 1)[0]!);
    if (i > 0) f /= i;
  }
  return out;
}

/**
 * The c-th shot choice of the distance-2 code: the other scenes count in mixed radix, the scene
 * with the most shots takes the sum of their choices modulo its size (so changing any one other
 * scene changes it too). With one varying scene at most, every combination is its own word.
 */
export function shotChoice(counts: number[], c: number): number[] {
  const varying = counts.filter((q) => q > 1).length;
  const check = varying >= 2 ? counts.indexOf(Math.max(...counts)) : -1;
  const choice = counts.map(() => 0);
  let rest = c;
  let sum = 0;
  counts.forEach((q, i) => {
    if (i === check) return;
    choice[i] = rest % q;
    rest = Math.floor(rest / q);
    sum += choice[i]!;
  });
  if (check >= 0) choice[check] = sum % counts[check]!;
  return choice;
}

/** Scene indexes in play order for the o-th order of the free scenes. */
function sceneOrder(scenes: PlanScene[], o: number): number[] {
  const first = scenes.flatMap((s, i) => (s.fixed === 'first' ? [i] : []));
  const last = scenes.flatMap((s, i) => (s.fixed === 'last' ? [i] : []));
  const free = scenes.flatMap((s, i) => (s.fixed ? [] : [i]));
  return [...first, ...permutation(free.length, o).map((j) => free[j]!), ...last];
}

/** Seconds each shot plays: whole, or cut (to keyframes) so the variant stays within max_s. */
export function fitLength(seconds: number[], maxS: number | null): number[] {
  const whole = seconds.map((s) => Math.floor(s / GOP_SECONDS) * GOP_SECONDS);
  const total = whole.reduce((a, b) => a + b, 0);
  if (maxS === null || total <= maxS) return whole;
  const scale = maxS / total;
  return whole.map((s) => Math.max(GOP_SECONDS, Math.floor((s * scale) / GOP_SECONDS) * GOP_SECONDS));
}

/**
 * The first `count` variants (count ≤ distinctMax): variant i takes order i mod O and shot word
 * ⌊i / O⌋, so consecutive variants differ in order and every pair differs in two places; captions
 * and music go round in turn.
 */
export function planVariants(
  recipe: MixRecipe,
  durations: Map<number, number>,
  count: number,
): PlannedVariant[] {
  const scenes = planScenes(recipe);
  const orders = orderCount(scenes);
  const words = shotCodeSize(scenes);
  const n = Math.min(count, distinctMax(scenes));
  const counts = scenes.map((s) => s.shots);
  return Array.from({ length: n }, (_, i) => {
    const order = sceneOrder(scenes, i % orders);
    const choice = shotChoice(counts, Math.floor(i / orders) % words);
    const shotIds = order.map((s) => recipe.scenes[s]!.clip_ids[choice[s]!]!);
    return {
      shotIds,
      shotSeconds: fitLength(
        shotIds.map((id) => durations.get(id) ?? 0),
        recipe.length?.max_s ?? null,
      ),
      caption: recipe.caption_lines.length ? recipe.caption_lines[i % recipe.caption_lines.length]! : '',
      bgmId: recipe.bgm_ids.length ? recipe.bgm_ids[i % recipe.bgm_ids.length]! : null,
    };
  });
}

/** Places where two variants' timelines play different shots. */
export function timelineDistance(a: number[], b: number[]): number {
  let d = Math.abs(a.length - b.length);
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) d += 1;
  return d;
}

/** The length the shortest shots give (each shot cut to whole keyframe intervals). */
export function shortestSeconds(recipe: MixRecipe, durations: Map<number, number>): number {
  return recipe.scenes.reduce((sum, s) => {
    const shortest = Math.min(...s.clip_ids.map((id) => durations.get(id) ?? 0));
    return sum + Math.floor(shortest / GOP_SECONDS) * GOP_SECONDS;
  }, 0);
}
