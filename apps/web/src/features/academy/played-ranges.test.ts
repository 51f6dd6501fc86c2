import { describe, expect, it } from 'vitest';
import { newlyPlayed, rangesOf, reportDue, REPORT_EVERY_MS } from './played-ranges';

const timeRanges = (list: [number, number][]): TimeRanges => ({
  length: list.length,
  start: (i: number) => list[i]![0],
  end: (i: number) => list[i]![1],
});

describe('rangesOf', () => {
  it('reads what was played, rounded to centiseconds, without a seek’s single frame', () => {
    expect(rangesOf(timeRanges([]))).toEqual([]);
    expect(
      rangesOf(
        timeRanges([
          [0, 1.23456],
          [2.9, 2.92],
          [5, 9.999],
        ]),
      ),
    ).toEqual([
      { start: 0, end: 1.23 },
      { start: 5, end: 10 },
    ]);
  });
});

describe('newlyPlayed', () => {
  it('is everything before the first report', () => {
    expect(newlyPlayed([{ start: 0, end: 4 }], [])).toEqual([{ start: 0, end: 4 }]);
  });

  it('is only the part played since the last report', () => {
    expect(newlyPlayed([{ start: 0, end: 14 }], [{ start: 0, end: 10 }])).toEqual([{ start: 10, end: 14 }]);
    expect(newlyPlayed([{ start: 0, end: 10 }], [{ start: 0, end: 10 }])).toEqual([]);
  });

  it('keeps new ranges around and between the reported ones', () => {
    expect(
      newlyPlayed(
        [
          { start: 0, end: 20 },
          { start: 30, end: 35 },
        ],
        [
          { start: 2, end: 5 },
          { start: 8, end: 12 },
        ],
      ),
    ).toEqual([
      { start: 0, end: 2 },
      { start: 5, end: 8 },
      { start: 12, end: 20 },
      { start: 30, end: 35 },
    ]);
  });

  it('reports nothing for a seek to the end (no playing in between)', () => {
    expect(newlyPlayed(rangesOf(timeRanges([[179.98, 180]])), [])).toEqual([]);
  });
});

describe('reportDue', () => {
  it('reports at most every REPORT_EVERY_MS while playing', () => {
    expect(reportDue(0, REPORT_EVERY_MS - 1)).toBe(false);
    expect(reportDue(0, REPORT_EVERY_MS)).toBe(true);
  });
});
