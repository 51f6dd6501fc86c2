import { describe, expect, it } from 'vitest';
import { imageType } from './stored-image';

describe('imageType', () => {
  it('tells PNG, JPEG, WebP and GIF by their bytes, and nothing else', () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    expect(imageType(png)).toBe('png');
    expect(imageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe('jpg');
    expect(imageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(imageType(Buffer.from('GIF89a\0\0'))).toBe('gif');
    expect(imageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    // A PNG signature cut short, or with a byte changed, is not a PNG.
    expect(imageType(png.subarray(0, 8))).toBeUndefined();
    expect(
      imageType(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x0a, 0x0a]), png])),
    ).toBeUndefined();
  });
});
