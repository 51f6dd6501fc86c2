import type { TapDay } from '@vidmatrix/contract/touch-card-public';
import { TOUCH_CARD_ITEM_KINDS } from '@vidmatrix/contract/touch-card-rules';
import { describe, expect, it } from 'vitest';
import { chartColumns, clickedKinds, lastDays, rangeDays, totalClicks, validRange } from './tap-data';

const day = (date: string, taps: number, wifi = 0, link = 0): TapDay => ({
  date,
  taps,
  clicks: { ...Object.fromEntries(TOUCH_CARD_ITEM_KINDS.map((k) => [k, 0])), wifi, link } as TapDay['clicks'],
  copies_generated: 1,
  copies_copied: 2,
  posts_started: 3,
});

describe('tap data', () => {
  it('opens on the last seven days, today included', () => {
    expect(lastDays(new Date(2026, 10, 24))).toEqual({ from: '2026-11-18', to: '2026-11-24' });
    expect(lastDays(new Date(2026, 0, 2), 3)).toEqual({ from: '2025-12-31', to: '2026-01-02' });
  });

  it('counts the days of a range with both ends', () => {
    expect(rangeDays('2026-11-18', '2026-11-24')).toBe(7);
    expect(rangeDays('2026-03-28', '2026-03-30')).toBe(3);
  });

  it('orders a reversed range and cuts one over 92 days to its last 92', () => {
    expect(validRange('2026-11-24', '2026-11-18')).toEqual({ from: '2026-11-18', to: '2026-11-24' });
    const cut = validRange('2026-01-01', '2026-12-31');
    expect(cut.to).toBe('2026-12-31');
    expect(rangeDays(cut.from, cut.to)).toBe(92);
  });

  it('adds the clicks of every item and lists the items clicked', () => {
    expect(totalClicks(day('2026-11-24', 5, 2, 3))).toBe(5);
    expect(clickedKinds(day('2026-11-24', 5, 2, 0))).toEqual(['wifi']);
  });

  it('gives uPlot the day indexes and one column per measure', () => {
    const columns = chartColumns([day('2026-11-23', 4, 1), day('2026-11-24', 6, 0, 2)], ['taps', 'clicks']);
    expect(columns).toEqual([
      [0, 1],
      [4, 6],
      [1, 2],
    ]);
  });
});
