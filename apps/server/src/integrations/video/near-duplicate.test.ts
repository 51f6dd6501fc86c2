import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DIR } from '../storage/keys';
import { frameHashes } from './frame-hash';
import { compareVariants, SIMILAR_BELOW } from './near-duplicate';
import { probeVideo } from './probe';
import { VARIANTS } from './test-clips';

async function hashesOf(path: string) {
  const { durationSeconds } = await probeVideo('ffprobe', path);
  return frameHashes('ffmpeg', path, durationSeconds);
}

/** Runs `fn` over `items`, `width` at a time (each call is an ffmpeg process). */
async function mapPool<T, R>(items: T[], width: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return out;
}

const hex = (bits: string) =>
  BigInt(`0b${bits}`)
    .toString(16)
    .padStart(bits.length / 4, '0');

describe('compareVariants (pure)', () => {
  it('is 0 for identical hashes and counts differing bits otherwise', () => {
    const a = [hex('1'.repeat(64)), hex('0'.repeat(64))];
    expect(compareVariants(a, a)).toEqual({ distance: 0, similar: true });
    const b = [hex('1'.repeat(48) + '0'.repeat(16)), hex('0'.repeat(64))];
    expect(compareVariants(a, b).distance).toBe(16 / 128);
  });

  it('treats missing or foreign hashes as unrelated rather than as duplicates', () => {
    expect(compareVariants([], [])).toEqual({ distance: 1, similar: false });
    expect(compareVariants(['abcd'], ['not-hex!'])).toEqual({ distance: 1, similar: false });
    expect(compareVariants(['abcd'], ['abcdef'])).toEqual({ distance: 1, similar: false });
  });
});

describe('near-duplicate threshold, measured on real clips', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'near-dup-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('calls a re-encode, an 8 % crop and a burnt-in caption of a clip "similar"', async () => {
    const original = join(DEMO_DIR, 'clip-05.mp4');
    const base = await hashesOf(original);
    for (const make of Object.values(VARIANTS)) {
      const variant = make(original, dir);
      const { distance, similar } = compareVariants(base, await hashesOf(variant));
      expect(similar, `${variant}: ${distance}`).toBe(true);
    }
  });

  it('never calls two of the 42 shipped demo clips "similar" (861 pairs)', { timeout: 180_000 }, async () => {
    const files = (await readdir(DEMO_DIR)).filter((f) => f.endsWith('.mp4')).sort();
    expect(files).toHaveLength(42);
    const hashes = await mapPool(files, 6, (f) => hashesOf(join(DEMO_DIR, f)));
    let closest = { distance: 1, pair: '' };
    for (let i = 0; i < files.length; i++) {
      for (let j = i + 1; j < files.length; j++) {
        const { distance } = compareVariants(hashes[i]!, hashes[j]!);
        if (distance < closest.distance) closest = { distance, pair: `${files[i]} ~ ${files[j]}` };
      }
    }
    expect(closest.distance, closest.pair).toBeGreaterThanOrEqual(SIMILAR_BELOW);
  });
});
