import { describe, expect, it } from 'vitest';
import { FRAME_HASH_BITS, frameHash, sampleTimes } from './frame-hash';
import { hammingDistance } from './near-duplicate';

/** A 36×32 RGB frame from a colour function. */
function frame(colour: (x: number, y: number) => [number, number, number]) {
  const rgb = new Uint8Array(36 * 32 * 3);
  for (let y = 0; y < 32; y++) {
    for (let x = 0; x < 36; x++) rgb.set(colour(x, y), (y * 36 + x) * 3);
  }
  return rgb;
}

describe('frameHash', () => {
  it('is FRAME_HASH_BITS of hex, the same for the same picture', () => {
    const ramp = frame((x) => [x * 7, x * 7, x * 7]);
    expect(frameHash(ramp)).toMatch(new RegExp(`^[0-9a-f]{${FRAME_HASH_BITS / 4}}$`));
    expect(frameHash(ramp)).toBe(frameHash(frame((x) => [x * 7, x * 7, x * 7])));
  });

  it('separates two flat pictures of different colour but the same (no) shapes', () => {
    const red = frameHash(frame(() => [200, 40, 40]));
    const green = frameHash(frame(() => [40, 200, 40]));
    expect(hammingDistance(red, green)).toBeGreaterThan(FRAME_HASH_BITS * 0.15);
  });

  it('ignores an overall brightness change of a grey picture with edges', () => {
    const bars = (lift: number) =>
      frame((x) => (x % 8 < 4 ? [60 + lift, 60 + lift, 60 + lift] : [180 + lift, 180 + lift, 180 + lift]));
    expect(hammingDistance(frameHash(bars(0)), frameHash(bars(40)))).toBe(0);
  });
});

describe('sampleTimes', () => {
  it('takes the middle of each eighth', () => {
    expect(sampleTimes(16)).toEqual([1, 3, 5, 7, 9, 11, 13, 15]);
  });
});
