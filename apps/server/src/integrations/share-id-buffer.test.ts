import { describe, expect, it } from 'vitest';
import { ShareIdBuffer } from './share-id-buffer';

/** A fetcher that hands out s1, s2, … and counts its calls; `fail` makes the next calls throw. */
function platform() {
  const state = { calls: 0, fail: false };
  const fetchOne = async () => {
    state.calls += 1;
    if (state.fail) throw new Error('share-id failed');
    return `s${state.calls}`;
  };
  return { state, fetchOne };
}

/** Lets the background refill run to its end (it only awaits the fetcher's resolved promises). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ShareIdBuffer', () => {
  it('fetches on a cold start, then fills in the background up to its size', async () => {
    const { state, fetchOne } = platform();
    const buffer = new ShareIdBuffer(fetchOne, { size: 4, lowWater: 2, parallel: 2 });
    const first = await buffer.lease();
    await settle();
    expect(buffer.buffered).toBe(4);
    const callsAfterFill = state.calls;
    const next = await buffer.lease();
    // Taken from the buffer: no platform call in the lease itself; every id is handed out once.
    expect(state.calls).toBe(callsAfterFill);
    expect(next.id).not.toBe(first.id);
    expect(callsAfterFill).toBe(5);
  });

  it('refills once below the low-water mark, never past the size', async () => {
    const { state, fetchOne } = platform();
    const buffer = new ShareIdBuffer(fetchOne, { size: 4, lowWater: 2, parallel: 4 });
    await buffer.lease();
    await settle();
    await buffer.lease(); // 3 left: at or above the mark, no refill
    await settle();
    expect(state.calls).toBe(5);
    await buffer.lease();
    await buffer.lease(); // 1 left: refill to 4
    await settle();
    expect(buffer.buffered).toBe(4);
    expect(state.calls).toBe(8);
  });

  it('drops ids older than maxAgeMs unused', async () => {
    let now = 0;
    const { fetchOne } = platform();
    const buffer = new ShareIdBuffer(
      fetchOne,
      { size: 2, lowWater: 1, parallel: 2, maxAgeMs: 1000 },
      () => now,
    );
    await buffer.lease(); // s1, fills s2 s3
    await settle();
    now = 5000;
    const fresh = await buffer.lease();
    expect(['s2', 's3']).not.toContain(fresh.id);
  });

  it('an id given back is the next one handed out', async () => {
    const { fetchOne } = platform();
    const buffer = new ShareIdBuffer(fetchOne, { size: 2, lowWater: 1, parallel: 1 });
    const lease = await buffer.lease();
    await settle();
    lease.giveBack();
    expect((await buffer.lease()).id).toBe(lease.id);
  });

  it('a failing platform: the lease fails only when nothing is buffered', async () => {
    const { state, fetchOne } = platform();
    const buffer = new ShareIdBuffer(fetchOne, { size: 2, lowWater: 1, parallel: 2 });
    await buffer.lease();
    await settle();
    state.fail = true;
    await buffer.lease();
    await buffer.lease();
    await settle();
    await expect(buffer.lease()).rejects.toThrow('share-id failed');
    state.fail = false;
    expect((await buffer.lease()).id).toMatch(/^s\d+$/);
  });
});
