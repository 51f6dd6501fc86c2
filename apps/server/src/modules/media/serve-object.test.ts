import { describe, expect, it } from 'vitest';
import { contentTypeOf, parseRange } from './serve-object';

describe('parseRange', () => {
  it.each([
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=90-', { start: 90, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=-500', { start: 0, end: 99 }],
    ['bytes=50-5000', { start: 50, end: 99 }],
  ])('%s of 100 bytes', (header, range) => expect(parseRange(header, 100)).toEqual(range));

  it('answers 416 past the end and the whole file for what it does not understand', () => {
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    for (const header of [undefined, '', 'bytes=-', 'bytes=0-1,5-9', 'items=0-9', 'bytes=9-1']) {
      expect(parseRange(header, 100)).toBeUndefined();
    }
  });
});

it('types media by extension', () => {
  expect(contentTypeOf('library/1/a.mp4')).toBe('video/mp4');
  expect(contentTypeOf('library/1/a.JPG')).toBe('image/jpeg');
  expect(contentTypeOf('library/1/a')).toBe('application/octet-stream');
});
