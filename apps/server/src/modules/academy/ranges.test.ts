import { describe, expect, it } from 'vitest';
import { applyReport, coveredSeconds, isCompleted, mergeRanges, percentOf } from './ranges';

describe('mergeRanges', () => {
  it('sorts, merges overlapping and touching ranges, clamps to the lesson', () => {
    expect(
      mergeRanges(
        [
          [50, 70],
          [0, 10],
          [9, 20],
          [20.3, 30],
          [90, 200],
        ],
        100,
      ),
    ).toEqual([
      [0, 30],
      [50, 70],
      [90, 100],
    ]);
  });
  it('drops empty and out-of-lesson ranges', () => {
    expect(
      mergeRanges(
        [
          [5, 5],
          [120, 130],
          [-5, 2],
        ],
        100,
      ),
    ).toEqual([[0, 2]]);
  });
  it('keeps the longest stretches when there are too many', () => {
    const specks = Array.from({ length: 500 }, (_, i): [number, number] => [i * 2, i * 2 + 0.1]);
    const merged = mergeRanges([...specks, [1000, 1100]], 2000);
    expect(merged).toHaveLength(200);
    expect(merged).toContainEqual([1000, 1100]);
  });
});

describe('completion', () => {
  it('needs 90 % of the lesson covered by the union of played ranges', () => {
    expect(isCompleted(89.9, 100)).toBe(false);
    expect(isCompleted(90, 100)).toBe(true);
    expect(isCompleted(10, 0)).toBe(false);
  });
  it('seeking to the end does not complete', () => {
    const r = applyReport(
      undefined,
      {
        position: 100,
        played: [
          [0, 3],
          [98, 100],
        ],
      },
      100,
    );
    expect(r.completed).toBe(false);
    expect(r.position).toBe(100);
    expect(r.watchedSeconds).toBe(5);
  });
  it('replaying the same stretch counts once', () => {
    let r = applyReport(undefined, { position: 50, played: [[0, 50]] }, 100);
    r = applyReport(r, { position: 50, played: [[0, 50]] }, 100);
    expect(r.watchedSeconds).toBe(50);
    expect(r.completed).toBe(false);
    r = applyReport(r, { position: 95, played: [[50, 95]] }, 100);
    expect(r.completed).toBe(true);
    expect(coveredSeconds(r.ranges)).toBe(95);
  });
  it('stays completed when watched again', () => {
    const done = applyReport(undefined, { position: 100, played: [[0, 100]] }, 100);
    expect(applyReport(done, { position: 3, played: [[0, 3]] }, 100).completed).toBe(true);
  });
  it('percent of lessons', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(3, 3)).toBe(100);
  });
});
