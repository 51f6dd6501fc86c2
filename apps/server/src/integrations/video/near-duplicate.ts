/**
 * Normalised Hamming distance under which two variants count as the same video. Measured
 * (near-duplicate.test.ts, docs/decisions/010): a re-encode ≈ 0.005, an 8 % crop ≈ 0.035, a
 * caption overlay ≈ 0.03; the closest two of the 42 demo clips ≈ 0.077, their median ≈ 0.43.
 */
export const SIMILAR_BELOW = 0.05;

function popcount(n: bigint): number {
  let count = 0;
  for (let v = n; v > 0n; v >>= 1n) count += Number(v & 1n);
  return count;
}

const HASH = /^[0-9a-f]+$/i;

/** Bits that differ between two hex hashes of the same length. */
export function hammingDistance(a: string, b: string): number {
  return popcount(BigInt(`0x${a}`) ^ BigInt(`0x${b}`));
}

/**
 * Compares two variants by their frame hashes, frame i with frame i (both sampled at the same
 * fractions of their duration). distance: 0 identical … ~0.5 unrelated … 1 inverted; empty or
 * unreadable hashes compare as unrelated (1) rather than blocking a pool.
 */
export function compareVariants(a: string[], b: string[]): { distance: number; similar: boolean } {
  const n = Math.min(a.length, b.length);
  if (n === 0) return { distance: 1, similar: false };
  let bits = 0;
  let total = 0;
  for (let i = 0; i < n; i++) {
    // Different sample counts: pair frames at the same relative position.
    const ai = a[Math.round((i * (a.length - 1)) / Math.max(1, n - 1))]!;
    const bi = b[Math.round((i * (b.length - 1)) / Math.max(1, n - 1))]!;
    // Hashes of another format (an older algorithm) cannot be compared bit by bit.
    if (!HASH.test(ai) || ai.length !== bi.length || !HASH.test(bi)) return { distance: 1, similar: false };
    bits += hammingDistance(ai, bi);
    total += ai.length * 4;
  }
  const distance = bits / total;
  return { distance, similar: distance < SIMILAR_BELOW };
}
