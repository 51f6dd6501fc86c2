import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_DIR } from '../src/integrations/storage/keys';
import { demoApp, PATHS, post, signedDownload, signedFile, videoOf, visitor } from './distribution-helper';

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
    const url = signedDownload(app, 100101);
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="video-100101.mp4"; filename*=UTF-8''${encodeURIComponent('拿铁拉花的第一笔.mp4')}`,
    );
    expect(res.rawPayload.equals(readFileSync(clip))).toBe(true);
    const ranged = await app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9' } });
    expect(ranged.statusCode).toBe(206);
  });

  it('an unknown video is 404 "download address does not exist"', async () => {
    const app = await demoApp();
    const res = await app.inject({
      method: 'GET',
      url: signedDownload(app, 99),
      headers: { language: 'en' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 40400, message: 'Download address does not exist' });
    expect((await app.inject({ method: 'GET', url: '/media/download/abc' })).statusCode).toBe(404);
  });
});

describe('download_url: only the claimer opens it (issue 11, finding 5)', () => {
  const refused = async (app: FastifyInstance, url: string, host?: string) => {
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { language: 'en', ...(host ? { host } : {}) },
    });
    expect([res.statusCode, res.json().code], url).toEqual([404, 40400]);
    expect(res.headers['content-disposition']).toBeUndefined();
  };

  it('the URL handed out with a claim answers 200, and 206 with Range', async () => {
    const app = await demoApp();
    const reply = await post(app, PATHS.browserFetch, { activity_id: 1001 }, visitor(), {
      host: 'vidmatrix.localhost:3000',
    });
    const { download_url: url } = videoOf(reply);
    expect(url).toMatch(/^http:\/\/vidmatrix\.localhost:3000\/media\/download\/\d+\?e=\d+&s=[\w-]{22}$/);
    const path = new URL(url).pathname + new URL(url).search;
    const whole = await app.inject({ url: path, headers: { host: 'vidmatrix.localhost:3000' } });
    expect(whole.statusCode).toBe(200);
    const ranged = await app.inject({
      url: path,
      headers: { host: 'vidmatrix.localhost:3000', range: 'bytes=10-19' },
    });
    expect([ranged.statusCode, ranged.rawPayload.length]).toEqual([206, 10]);
    expect(ranged.headers['content-range']).toMatch(/^bytes 10-19\/\d+$/);
  });

  it('refuses a bare id, another brand, an expired, a tampered or a moved signature', async () => {
    const app = await demoApp();
    await refused(app, '/media/download/100101');
    const good = signedDownload(app, 100101);
    await refused(app, good, 'jia.localhost:3000');
    await refused(app, signedDownload(app, 100101, 'jia'));
    await refused(app, signedDownload(app, 100101, 'vidmatrix', Date.now() - 2 * 60 * 60 * 1000));
    const [, query] = good.split('?');
    await refused(app, `/media/download/100102?${query}`);
    const flipped = good.replace(/s=(.)/, (_, c: string) => `s=${c === 'A' ? 'B' : 'A'}`);
    await refused(app, flipped);
    await refused(
      app,
      good.replace(/e=(\d+)/, (_, e: string) => `e=${Number(e) + 300}`),
    );
  });

  it('never serves a stored video by its bare key: only a signed URL opens it', async () => {
    const app = await demoApp({ MEDIA_DIR: mkdtempSync(join(tmpdir(), 'media-')) });
    const key = 'library/1/0123456789abcdef0123456789abcdef.mp4';
    await app.ready();
    await app.storage.put(key, clip, 'video/mp4');
    await refused(app, `/media/${key}`);
    await refused(app, `${signedFile(app, key)}x`);
    const res = await app.inject({ url: signedFile(app, key), headers: { range: 'bytes=0-9' } });
    expect(res.statusCode).toBe(206);
  });
});
