import { describe, expect, it } from 'vitest';
import { funnelBars } from './funnel-steps';

describe('funnel bars', () => {
  it('sizes each step against the largest and converts from the step before', () => {
    const bars = funnelBars({ visitors: 10, views: 40, claims: 20, taken: 5, posted: 1 });
    expect(bars.map((b) => [b.step, b.width, b.fromPrevious])).toEqual([
      ['visitors', 25, null],
      ['views', 100, 400],
      ['claims', 50, 50],
      ['taken', 12.5, 25],
      ['posted', 2.5, 20],
    ]);
  });

  it('an empty funnel has no conversion to show', () => {
    const bars = funnelBars({ visitors: 0, views: 0, claims: 0, taken: 0, posted: 0 });
    expect(bars.every((b) => b.width === 0 && b.fromPrevious === null)).toBe(true);
  });
});
