import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_DIR } from '../src/integrations/storage/keys';
import { demoApp } from './distribution-helper';

const clip = join(DEMO_DIR, 'clip-01.mp4');

describe('media from our origin', () => {
  it('serves a video as video/mp4 with ranges advertised', async () => {
    const app = await demoApp();
    const res = await app.inject({ method: 'GET', url: '/media/demo/clip-01.mp4' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(Number(res.headers['content-length'])).toBe(statSync(clip).size);
    expect(res.rawPayload.equals(readFileSync(clip))).toBe(true);
    const cover = await app.inject({ method: 'GET', url: '/media/demo/clip-01.jpg' });
    expect(cover.headers['content-type']).toBe('image/jpeg');
  });

  it('answers a Range request with 206 and exactly those bytes', async () => {
    const app = await demoApp();
    const size = statSync(clip).size;
    const res = await app.inject({
      method: 'GET',
      url: '/media/demo/clip-01.mp4',
      headers: { range: 'bytes=100-199' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(res.rawPayload.equals(readFileSync(clip).subarray(100, 200))).toBe(true);
    const tail = await app.inject({
      method: 'GET',
      url: '/media/demo/clip-01.mp4',
      headers: { range: 'bytes=-10' },
    });
    expect(tail.rawPayload).toHaveLength(10);
    const beyond = await app.inject({
      method: 'GET',
      url: '/media/demo/clip-01.mp4',
      headers: { range: `bytes=${size}-` },
    });
    expect(beyond.statusCode).toBe(416);
  });

  it('does not leave its folders', async () => {
    const app = await demoApp();
    for (const url of [
      '/media/demo/..%2f..%2fpackage.json',
      '/media/..%2fsrc%2fapp.ts',
      '/media/demo/nope.mp4',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('download_url', () => {
  it('serves the file as an attachment named by the Chinese title (RFC 6266)', async () => {
    const app = await demoApp();
    const res = await app.inject({ method: 'GET', url: '/media/download/100101' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="video-100101.mp4"; filename*=UTF-8''${encodeURIComponent('拿铁拉花的第一笔.mp4')}`,
    );
    expect(res.rawPayload.equals(readFileSync(clip))).toBe(true);
    const ranged = await app.inject({
      method: 'GET',
      url: '/media/download/100101',
      headers: { range: 'bytes=0-9' },
    });
    expect(ranged.statusCode).toBe(206);
  });

  it('an unknown video is 404 "download address does not exist"', async () => {
    const app = await demoApp();
    const res = await app.inject({ method: 'GET', url: '/media/download/99', headers: { language: 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 40400, message: 'Download address does not exist' });
    expect((await app.inject({ method: 'GET', url: '/media/download/abc' })).statusCode).toBe(404);
  });
});
