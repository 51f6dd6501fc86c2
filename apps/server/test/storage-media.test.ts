import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config/config';
import { startS3Fake, type S3Fake } from '../src/integrations/storage/fakes/s3-fake';
import { DEMO_DIR } from '../src/integrations/storage/keys';
import { demoApp, signedDownload, signedFile } from './distribution-helper';

// With STORAGE_DRIVER=s3 the files live in the bucket: /media/<key> streams them from there
// (Range passed on) or redirects to S3_PUBLIC_URL; the shipped demo clips stay on disk.
let fake: S3Fake;
beforeAll(async () => {
  fake = await startS3Fake({ bucket: 'media-test', accessKeyId: 'AKMEDIA' });
});
afterAll(() => fake.close());

const s3 = (extra: Partial<Config> = {}): Partial<Config> => ({
  STORAGE_DRIVER: 's3',
  S3_ENDPOINT: fake.endpoint,
  S3_BUCKET: 'media-test',
  S3_ACCESS_KEY_ID: 'AKMEDIA',
  S3_SECRET_ACCESS_KEY: 'media-secret',
  ...extra,
});

const source = join(DEMO_DIR, 'clip-02.mp4');
const bytes = readFileSync(source);
const KEY = 'library/1/0123456789abcdef0123456789abcdef.mp4';

async function s3App(extra: Partial<Config> = {}) {
  const app = await demoApp(s3(extra));
  await app.ready();
  await app.storage.put(KEY, source, 'video/mp4');
  return app;
}

describe('media served from an S3-compatible bucket', () => {
  it('streams the object as video/mp4', async () => {
    const app = await s3App();
    expect(app.storage.driver).toBe('s3');
    expect(fake.objects.has(KEY)).toBe(true);
    const res = await app.inject({ method: 'GET', url: signedFile(app, KEY) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(Number(res.headers['content-length'])).toBe(bytes.length);
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it('passes a Range on to the bucket and answers 206 with exactly those bytes', async () => {
    const app = await s3App();
    const res = await app.inject({
      method: 'GET',
      url: signedFile(app, KEY),
      headers: { range: 'bytes=100-199' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(res.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    expect(fake.requests.at(-1)).toEqual({ method: 'GET', key: KEY, range: 'bytes=100-199' });

    const tail = await app.inject({
      method: 'GET',
      url: signedFile(app, KEY),
      headers: { range: 'bytes=-10' },
    });
    expect(tail.rawPayload.equals(bytes.subarray(-10))).toBe(true);
    const beyond = await app.inject({
      method: 'GET',
      url: signedFile(app, KEY),
      headers: { range: `bytes=${bytes.length}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('answers HEAD from the object metadata without fetching the body', async () => {
    const app = await s3App();
    const before = fake.requests.length;
    const res = await app.inject({ method: 'HEAD', url: signedFile(app, KEY) });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['content-length'])).toBe(bytes.length);
    expect(fake.requests.slice(before).map((r) => r.method)).toEqual(['HEAD']);
  });

  it('is 404 for a missing object or a key that would leave the bucket prefix', async () => {
    const app = await s3App();
    for (const url of ['/media/library/1/missing.mp4', '/media/library/..%2f..%2fsecret.mp4']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('still serves the shipped demo clips from disk', async () => {
    const app = await s3App();
    const res = await app.inject({ method: 'GET', url: '/media/demo/clip-01.mp4' });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['content-length'])).toBe(statSync(join(DEMO_DIR, 'clip-01.mp4')).size);
  });

  it('downloads a claimed video stored in the bucket as an attachment, with ranges', async () => {
    const app = await s3App();
    await app.database.db.execute(sql`update videos set file_key = ${KEY} where id = 100101`);
    const res = await app.inject({ method: 'GET', url: signedDownload(app, 100101) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="video-100101.mp4"/);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    const ranged = await app.inject({
      method: 'GET',
      url: signedDownload(app, 100101),
      headers: { range: 'bytes=0-9' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.equals(bytes.subarray(0, 10))).toBe(true);

    await app.database.db.execute(sql`update videos set file_key = 'library/1/gone.mp4' where id = 100101`);
    const gone = await app.inject({
      method: 'GET',
      url: signedDownload(app, 100101),
      headers: { language: 'en' },
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-disposition']).toBeUndefined();
  });

  it('with S3_PUBLIC_URL, sends the browser to the bucket instead of relaying the bytes', async () => {
    const app = await s3App({ S3_PUBLIC_URL: 'https://cdn.example/media-test' });
    const res = await app.inject({
      method: 'GET',
      url: signedFile(app, KEY),
      headers: { host: 'vidmatrix.localhost:3000' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`https://cdn.example/media-test/${KEY}`);
    expect(app.storage.url(KEY, 'http://vidmatrix.localhost:3000')).toBe(
      `https://cdn.example/media-test/${KEY}`,
    );
  });
});
