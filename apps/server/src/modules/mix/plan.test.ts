import { distinctMax, nextShotHint } from '@vidmatrix/contract/mix-plan';
import { describe, expect, it } from 'vitest';
import type { MixRecipe } from './schema';
import { testRecipe } from './test-recipe';
import { fitLength, planVariants, shotChoice, timelineDistance } from './plan';

const recipe = testRecipe;
let next = 1;
const scene = (shots: number, fixed: 'first' | 'last' | null = null) => ({
  name: `s${next}`,
  clip_ids: Array.from({ length: shots }, () => next++),
  fixed,
});
const durations = (r: MixRecipe) =>
  new Map(r.scenes.flatMap((s) => s.clip_ids.map((id) => [id, 4] as const)));

describe('distinct count (decision 030)', () => {
  it('6 shots in 3 free scenes of 2: 8 combinations, 4 pairwise two apart, × 6 orders = 24', () => {
    expect(distinctMax([{ shots: 2 }, { shots: 2 }, { shots: 2 }])).toBe(24);
    // Fixed scenes do not move: only the shot code counts.
    expect(distinctMax([{ shots: 2, fixed: 'first' }, { shots: 2 }, { shots: 2, fixed: 'last' }])).toBe(4);
    // One varying scene: each of its shots is a variant (they differ where the shots allow).
    expect(
      distinctMax([
        { shots: 5, fixed: 'first' },
        { shots: 1, fixed: 'last' },
      ]),
    ).toBe(5);
    expect(distinctMax([{ shots: 0 }, { shots: 3 }])).toBe(0);
  });

  it('the hint names the fewest shots that raise the count', () => {
    // 2+2+2: one more shot anywhere makes that scene the largest and raises nothing; two do.
    expect(nextShotHint([{ shots: 2 }, { shots: 2 }, { shots: 2 }])).toEqual({
      add: [1, 1, 0],
      distinct_max: 36,
    });
    expect(nextShotHint([{ shots: 3 }, { shots: 2 }])).toEqual({ add: [0, 1], distinct_max: 6 });
  });

  it('every planned pair differs in at least two places, and the plan never exceeds the count', () => {
    for (const shape of [
      [scene(2), scene(2), scene(2)],
      [scene(2, 'first'), scene(3), scene(3), scene(1, 'last')],
      [scene(3, 'first'), scene(4), scene(2, 'last')],
    ]) {
      const r = recipe(shape);
      const max = distinctMax(shape.map((s) => ({ shots: s.clip_ids.length, fixed: s.fixed ?? undefined })));
      const plan = planVariants(r, durations(r), max + 50);
      expect(plan).toHaveLength(max);
      const keys = new Set(plan.map((v) => v.shotIds.join(',')));
      expect(keys.size).toBe(max);
      for (let i = 0; i < plan.length; i++) {
        for (let j = i + 1; j < plan.length; j++) {
          expect(timelineDistance(plan[i]!.shotIds, plan[j]!.shotIds)).toBeGreaterThanOrEqual(2);
        }
      }
    }
  });

  it('the parity scene changes whenever one other scene does', () => {
    const counts = [2, 3, 3];
    const words = Array.from({ length: 6 }, (_, c) => shotChoice(counts, c));
    for (let a = 0; a < words.length; a++)
      for (let b = a + 1; b < words.length; b++)
        expect(words[a]!.filter((x, i) => x !== words[b]![i]).length).toBeGreaterThanOrEqual(2);
  });

  it('captions go round; shots are cut to keyframes to fit max_s', () => {
    const r = recipe([scene(2), scene(2)], {
      caption_lines: ['a', 'b', 'c'],
      length: { min_s: 4, max_s: 6 },
    });
    const plan = planVariants(r, durations(r), 4);
    expect(plan.map((v) => v.caption)).toEqual(['a', 'b', 'c', 'a']);
    expect(plan[0]!.shotSeconds).toEqual([3, 3]);
    expect(fitLength([4.2, 4.9], null)).toEqual([4, 4.5]);
  });
});
