import { EMPTY_FUNNEL, type Funnel } from '@vidmatrix/contract/console';
import { describe, expect, it } from 'vitest';
import { funnelBars } from './funnel-steps';

const funnel = (f: Partial<Funnel>): Funnel => ({ ...EMPTY_FUNNEL, ...f });

describe('funnel bars', () => {
  it('counts distinct visitors per step and converts from the step before', () => {
    // The activity: 91 page opens by 7 visitors read "1300 %" when opens were a step.
    const bars = funnelBars(
      funnel({
        visitors: 7,
        views: 91,
        visitors_claimed: 6,
        claims: 87,
        visitors_taken: 3,
        taken: 3,
        visitors_posted: 1,
        posted: 1,
      }),
    );
    expect(bars.map((b) => [b.step, b.value, b.total, b.width, b.fromPrevious])).toEqual([
      ['visitors', 7, 91, 100, null],
      ['claimed', 6, 87, 85.7, 85.7],
      ['taken', 3, 3, 42.9, 50],
      ['posted', 1, 1, 14.3, 33.3],
    ]);
  });

  it('never shows a conversion over 100 % for a subset funnel', () => {
    const bars = funnelBars(
      funnel({
        visitors: 3,
        visitors_claimed: 3,
        visitors_taken: 3,
        visitors_posted: 3,
        views: 50,
        claims: 40,
      }),
    );
    expect(bars.every((b) => b.fromPrevious === null || b.fromPrevious <= 100)).toBe(true);
    expect(bars.slice(1).map((b) => b.fromPrevious)).toEqual([100, 100, 100]);
  });

  it('an empty funnel has no conversion to show', () => {
    const bars = funnelBars(funnel({}));
    expect(bars.every((b) => b.width === 0 && b.fromPrevious === null)).toBe(true);
  });

  it('after a step nobody reached, the next has no conversion rather than a division by zero', () => {
    const bars = funnelBars(funnel({ visitors: 4, visitors_claimed: 2 }));
    expect(bars.map((b) => b.fromPrevious)).toEqual([null, 50, 0, null]);
  });
});
