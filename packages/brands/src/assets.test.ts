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

  it.each(['icon-192.png', 'icon-512.png'] as const)('every brand has its own %s render', (file) => {
    const hashes = BRANDS.map((b) => {
      const png = readBrandAsset(b, file);
      expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      return createHash('sha256').update(png).digest('hex');
    });
    expect(new Set(hashes).size).toBe(BRANDS.length);
  });
});
