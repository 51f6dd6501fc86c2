import { describe, expect, it } from 'vitest';
import { DEFAULT_HOLD_MS, holdMs, liveHold, nextHold } from './lock-hold';

describe('holdMs (spec §4 "Lock time")', () => {
  it('is 12 hours = 43,200,000 ms by default', () => {
    expect(DEFAULT_HOLD_MS).toBe(43_200_000);
    expect(holdMs(undefined)).toBe(43_200_000);
    expect(holdMs(0)).toBe(43_200_000);
  });

  it('uses the server lock_time when it is 720 s or less', () => {
    expect(holdMs(600)).toBe(600_000);
    expect(holdMs(720)).toBe(720_000);
    expect(holdMs(1)).toBe(1_000);
  });

  it('ignores a longer lock_time (the 12 h default holds)', () => {
    expect(holdMs(721)).toBe(43_200_000);
    expect(holdMs(43_200)).toBe(43_200_000);
    expect(holdMs(-5)).toBe(43_200_000);
  });
});

describe('nextHold / liveHold', () => {
  const now = 1_000_000;

  it('starts a hold for a new video', () => {
    expect(nextHold(undefined, 7, 600, now)).toEqual({ id: 7, until: now + 600_000 });
    expect(nextHold({ id: 6, until: now + 5 }, 7, 0, now)).toEqual({ id: 7, until: now + 43_200_000 });
  });

  it('keeps the deadline when the same video comes back (a reload never extends it)', () => {
    const held = { id: 7, until: now + 1_000 };
    expect(nextHold(held, 7, 600, now)).toBe(held);
  });

  it('starts afresh when the old hold of that video is over', () => {
    expect(nextHold({ id: 7, until: now - 1 }, 7, 600, now)).toEqual({ id: 7, until: now + 600_000 });
  });

  it('drops an expired hold', () => {
    expect(liveHold({ id: 7, until: now + 1 }, now)).toEqual({ id: 7, until: now + 1 });
    expect(liveHold({ id: 7, until: now }, now)).toBeUndefined();
    expect(liveHold(undefined, now)).toBeUndefined();
  });
});
