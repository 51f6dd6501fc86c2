import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BRANDS } from './brands';
import { readBrandAsset } from './assets';

describe('brand assets', () => {
  it.each(['favicon.svg', 'icon.svg'] as const)('every brand has its own %s', (file) => {
    const hashes = BRANDS.map((b) => {
      const svg = readBrandAsset(b, file).toString('utf8');
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain(b.themeColor);
      return createHash('sha256').update(svg).digest('hex');
    });
    expect(new Set(hashes).size).toBe(BRANDS.length);
  });
});
