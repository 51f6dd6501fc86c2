import type { ScriptShot } from '@vidmatrix/contract/script-model';

/** The jobs a shot of a short shop video does, in the order a viewer meets them. */
export type ShotRole = 'hook' | 'problem' | 'product' | 'feature' | 'proof' | 'offer' | 'cta';

interface RoleShot {
  size: ScriptShot['shot_size_id'];
  scale: ScriptShot['shot_scale'];
  /** Share of the total duration. */
  weight: number;
}

/** Framing and length of each job: a close-up stops the scroll, the proof shows the whole room… */
export const ROLE_SHOTS: Record<ShotRole, RoleShot> = {
  hook: { size: 5, scale: 'close_up', weight: 2 },
  problem: { size: 4, scale: 'medium', weight: 2 },
  product: { size: 3, scale: 'medium', weight: 3 },
  feature: { size: 5, scale: 'close_up', weight: 2 },
  proof: { size: 6, scale: 'panorama', weight: 3 },
  offer: { size: 1, scale: 'special', weight: 2 },
  cta: { size: 2, scale: 'far', weight: 2 },
};

/** Shots of a video this long when the brief does not say: six from 15 s up, four below. */
export const defaultShotCount = (seconds: number) => (seconds >= 15 ? 6 : 4);

/**
 * The job of each shot. Fewer shots keep hook, product and call to action; more than six add
 * feature close-ups after the product, one per extra shot. Never more shots than seconds, so no
 * shot is zero seconds long.
 */
export function shotPlan(count: number, seconds: number): ShotRole[] {
  const n = Math.max(3, Math.min(count, seconds));
  if (n === 3) return ['hook', 'product', 'cta'];
  if (n === 4) return ['hook', 'product', 'proof', 'cta'];
  if (n === 5) return ['hook', 'problem', 'product', 'proof', 'cta'];
  const features: ShotRole[] = Array.from({ length: n - 6 }, () => 'feature');
  return ['hook', 'problem', 'product', ...features, 'proof', 'offer', 'cta'];
}

/** Shots that can carry a selling point, in the order points are handed out. */
const CARRIERS: ShotRole[] = ['product', 'feature', 'proof', 'offer'];

/**
 * Which selling points each shot says (indexes into `plan`): one per carrying shot, in order;
 * with more points than carriers the extra ones join the carriers again from the first, so every
 * point is said once and no shot repeats another's.
 */
export function distributePoints(plan: ShotRole[], points: string[]): string[][] {
  const carriers = plan.flatMap((role, i) => (CARRIERS.includes(role) ? [i] : []));
  const out: string[][] = plan.map(() => []);
  if (carriers.length === 0) return out;
  points.forEach((point, i) => out[carriers[i % carriers.length]!]!.push(point));
  return out;
}

/**
 * Whole seconds in proportion to the weights, adding up to `total` exactly (largest remainder
 * first, earlier shots win ties, so the result is deterministic).
 */
export function splitDuration(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const out = exact.map(Math.floor);
  const order = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  let missing = total - out.reduce((a, b) => a + b, 0);
  for (const { i } of order) {
    if (missing <= 0) break;
    out[i]! += 1;
    missing -= 1;
  }
  return out;
}

/**
 * A small deterministic generator (mulberry32): the same brief and seed give the same script.
 * Its first number is thrown away: for nearby seeds (1, 2, 3…) the first numbers are all above
 * one half, so every script of a test's seeds would open with the same line.
 */
export function randomFrom(seed: number): () => number {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next();
  return next;
}

/** FNV-1a of a text: the seed a brief gives when the caller names none. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
