/**
 * The mixing studio's counting rule (issue 25, docs/decisions/030-mixing-studio.md), pure so the
 * console shows the same number the server enforces while the merchant edits.
 *
 * A variant plays one shot of every scene, fixed scenes at their place and the free scenes in
 * some order. Two variants count as distinct when their timelines differ in at least two places
 * (a place plays another shot) — or in one when only one scene has a choice at all. Scenes never
 * share a shot, so two different orders always differ in at least two places; within one order
 * the shot choices form a code of minimum distance 2, whose largest size is the product of the
 * scenes' shot counts without the largest one (Singleton bound, met by a parity scene).
 */

export interface PlanScene {
  shots: number;
  fixed?: 'first' | 'last' | undefined;
}

/** Never planned past this many variants of one project (a render's count is bounded anyway). */
export const DISTINCT_CAP = 100_000;

const factorial = (n: number) => {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
};

/** Orders of the free scenes (fixed first / last stay put). */
export function orderCount(scenes: PlanScene[]): number {
  return factorial(scenes.filter((s) => !s.fixed).length);
}

/** Shot choices per order that differ pairwise in ≥ 2 scenes (≥ 1 when only one scene varies). */
export function shotCodeSize(scenes: PlanScene[]): number {
  const counts = scenes.map((s) => s.shots);
  if (counts.some((q) => q < 1)) return 0;
  const product = counts.reduce((a, b) => a * b, 1);
  const varying = counts.filter((q) => q > 1).length;
  return varying >= 2 ? product / Math.max(...counts) : product;
}

/** The studio's promise: how many variants these shots allow, pairwise distinct as above. */
export function distinctMax(scenes: PlanScene[]): number {
  if (!scenes.length) return 0;
  return Math.min(DISTINCT_CAP, orderCount(scenes) * shotCodeSize(scenes));
}

/** Shots added per scene (same order as the scenes) and the count they would give. */
export interface ShotHint {
  add: number[];
  distinct_max: number;
}

/** Every way to add `total` shots over `n` scenes (multisets, as per-scene counts). */
function additions(n: number, total: number): number[][] {
  if (n === 0) return total === 0 ? [[]] : [];
  const out: number[][] = [];
  for (let k = total; k >= 0; k--) for (const rest of additions(n - 1, total - k)) out.push([k, ...rest]);
  return out;
}

/**
 * The fewest shots (up to 3) that raise the count, spread where they raise it most. One shot is
 * not always enough: with 2 + 2 + 2 shots a third shot in one scene makes it the largest, and
 * the largest scene adds no choice the parity scene does not already decide.
 */
export function nextShotHint(scenes: PlanScene[]): ShotHint | null {
  const now = distinctMax(scenes);
  if (!scenes.length || now >= DISTINCT_CAP) return null;
  for (let total = 1; total <= 3; total++) {
    let best: ShotHint | null = null;
    for (const add of additions(scenes.length, total)) {
      const more = distinctMax(scenes.map((s, i) => ({ ...s, shots: s.shots + add[i]! })));
      if (more > now && (!best || more > best.distinct_max)) best = { add, distinct_max: more };
    }
    if (best) return best;
  }
  return null;
}
