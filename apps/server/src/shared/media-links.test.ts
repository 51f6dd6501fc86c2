import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './media-links';
import { DEMO_DIR, mediaUrl, resolveKey } from '../integrations/storage/keys';

describe('resolveKey', () => {
  it('maps demo/ keys to the shipped clips and the rest under MEDIA_DIR', () => {
    expect(resolveKey('demo/clip-01.mp4', '/data/media')).toEqual({
      root: DEMO_DIR.replace(/\/$/, ''),
      path: 'clip-01.mp4',
    });
    expect(resolveKey('a1/b2/video.mp4', '/data/media')).toEqual({
      root: '/data/media',
      path: 'a1/b2/video.mp4',
    });
  });

  it.each([
    '../x.mp4',
    'demo/../../package.json',
    '/etc/passwd',
    'a//b.mp4',
    'a/./b.mp4',
    'demo/',
    '',
    'a\\b.mp4',
    'x%2e%2e',
  ])('refuses %j', (key) => expect(resolveKey(key, '/data/media')).toBeUndefined());
});

describe('attachmentDisposition (RFC 6266)', () => {
  it('puts the UTF-8 title in filename* and an ASCII fallback in filename', () => {
    expect(attachmentDisposition('拿铁拉花的第一笔', 100101)).toBe(
      `attachment; filename="video-100101.mp4"; filename*=UTF-8''${encodeURIComponent('拿铁拉花的第一笔.mp4')}`,
    );
    expect(attachmentDisposition('Demo café 探店 Vlog', 7)).toBe(
      `attachment; filename="Demo cafe Vlog.mp4"; filename*=UTF-8''Demo%20caf%C3%A9%20%E6%8E%A2%E5%BA%97%20Vlog.mp4`,
    );
  });

  it('keeps quotes, slashes and control characters out of both', () => {
    const header = attachmentDisposition('a"b/c\\d\r\ne(1)*', 1);
    expect(header).toBe(
      `attachment; filename="a b c d e(1).mp4"; filename*=UTF-8''a%20b%20c%20d%20e%281%29.mp4`,
    );
  });
});

describe('mediaUrl', () => {
  it('percent-encodes each path segment', () => {
    expect(mediaUrl('https://cdn.example.com', 'up/视频 1.mp4')).toBe(
      `https://cdn.example.com/media/up/${encodeURIComponent('视频 1.mp4')}`,
    );
  });
});
