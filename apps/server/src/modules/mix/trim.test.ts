import { describe, expect, it } from 'vitest';
import { planVariants, shortestSeconds } from './plan';
import { testRecipe } from './test-recipe';
import { inPoints, playableSeconds, shotWindow, trimProblem } from './trim';
import { piecesOf } from './variant-file';

const recipe = testRecipe;

describe('trim windows (decision 030)', () => {
  it('rounds the in point up and the out point down to the 0.5 s keyframe grid', () => {
    expect(shotWindow(6.2)).toEqual({ in: 0, seconds: 6 });
    expect(shotWindow(6.2, { in_s: 1, out_s: 4 })).toEqual({ in: 1, seconds: 3 });
    // Never a frame before the in point or after the out point the merchant chose.
    expect(shotWindow(6.2, { in_s: 1.2, out_s: 4.4 })).toEqual({ in: 1.5, seconds: 2.5 });
    expect(shotWindow(6.2, { in_s: 0.4999999, out_s: 6.2 })).toEqual({ in: 0.5, seconds: 5.5 });
    // The shortest allowed window (1 s) still plays one keyframe interval, however it lies.
    expect(shotWindow(6, { in_s: 0.3, out_s: 1.3 })).toEqual({ in: 0.5, seconds: 0.5 });
  });

  it('plans lengths from the windows: fitting, the shortest length and the in points', () => {
    const r = recipe(
      [
        { name: 'door', clip_ids: [1, 2], fixed: null, trims: [{ clip_id: 1, in_s: 2, out_s: 5 }] },
        { name: 'cups', clip_ids: [3], fixed: null, trims: [{ clip_id: 3, in_s: 0.5, out_s: 2.5 }] },
      ],
      { length: { min_s: 4, max_s: 20 } },
    );
    const durations = new Map([
      [1, 8],
      [2, 6.3],
      [3, 8],
    ]);
    const playable = playableSeconds(r, durations);
    expect([...playable]).toEqual([
      [1, 3],
      [2, 6.3],
      [3, 2],
    ]);
    // Shortest: the 3 s window of clip 1 (not its 8 s) + the 2 s window of clip 3.
    expect(shortestSeconds(r, playable)).toBe(5);
    const plan = planVariants(r, playable, 4);
    const seconds = new Map(plan.flatMap((v) => v.shotIds.map((id, i) => [id, v.shotSeconds[i]!] as const)));
    expect(seconds.get(1)).toBe(3);
    expect(seconds.get(2)).toBe(6);
    expect(seconds.get(3)).toBe(2);
    expect([...inPoints(r, durations)]).toEqual([
      [1, 2],
      [3, 0.5],
    ]);
    // Cut to max_s, a shot still plays inside its window (from its in point, fewer seconds).
    const short = planVariants({ ...r, length: { min_s: 2, max_s: 3 } }, playable, 1)[0]!;
    expect(short.shotSeconds.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(3);
  });

  it('cuts the segments from their in points; the captioned opening starts there too', () => {
    expect(piecesOf(['/a.ts', '/b.ts'], [3, 2], [1.5, 0], '/open.ts')).toEqual([
      { path: '/open.ts', from: 0, to: 2 },
      { path: '/a.ts', from: 3.5, to: 4.5 },
      { path: '/b.ts', from: 0, to: 2 },
    ]);
    expect(piecesOf(['/a.ts'], [1.5], [2], null)).toEqual([{ path: '/a.ts', from: 2, to: 3.5 }]);
  });

  it('refuses a window that is not one of its scene’s clip', () => {
    const clips = new Map([
      [1, { title: 'door', durationSeconds: 4 }],
      [2, { title: 'cups', durationSeconds: 4 }],
    ]);
    const scenes = (trims: { clip_id: number; in_s: number; out_s: number }[]) =>
      recipe([
        { name: 'A', clip_ids: [1], fixed: null, trims },
        { name: 'B', clip_ids: [2], fixed: null },
      ]);
    expect(trimProblem(scenes([{ clip_id: 1, in_s: 0.5, out_s: 4 }]), clips)).toBeNull();
    expect(trimProblem(scenes([{ clip_id: 2, in_s: 0, out_s: 2 }]), clips)?.key).toBe(
      'mix.trim_not_in_scene',
    );
    expect(
      trimProblem(
        scenes([
          { clip_id: 1, in_s: 0, out_s: 2 },
          { clip_id: 1, in_s: 1, out_s: 3 },
        ]),
        clips,
      )?.key,
    ).toBe('mix.trim_not_in_scene');
    for (const [in_s, out_s] of [
      [3, 2],
      [1, 1.5],
      [1, 4.5],
    ]) {
      expect(trimProblem(scenes([{ clip_id: 1, in_s: in_s!, out_s: out_s! }]), clips)).toMatchObject({
        key: 'mix.trim_window',
        data: { clip_id: 1, in_s, out_s, duration_s: 4 },
      });
    }
  });
});
