import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config/config';
import { DEMO_DIR } from './keys';
import { startS3Fake, type S3Fake } from './fakes/s3-fake';
import { createStorage } from './create-storage';
import { StorageKeyError, type Storage } from './storage';

let dir: string;
let fake: S3Fake;
const BUCKET = 'vidmatrix-test';
const CONTENT = 'abcdefghijklmnopqrstuvwxyz0123456789';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'storage-test-'));
  await writeFile(join(dir, 'source.txt'), CONTENT);
  fake = await startS3Fake({ bucket: BUCKET, accessKeyId: 'AKTEST' });
});
afterAll(async () => {
  await fake.close();
  await rm(dir, { recursive: true, force: true });
});

function s3Env(extra: Record<string, string> = {}) {
  return {
    NODE_ENV: 'test',
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: fake.endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'AKTEST',
    S3_SECRET_ACCESS_KEY: 'secret-test-key',
    ...extra,
  };
}

const drivers: [string, () => Promise<Storage>][] = [
  ['local', () => createStorage(parseConfig({ NODE_ENV: 'test', MEDIA_DIR: join(dir, 'media') }))],
  ['s3', () => createStorage(parseConfig(s3Env()))],
];

describe.each(drivers)('%s storage', (driver, make) => {
  it('puts, stats, reads whole and by range, and deletes', async () => {
    const storage = await make();
    expect(storage.driver).toBe(driver);
    const key = `library/7/${driver}-a.txt`;
    expect(await storage.stat(key)).toBeUndefined();
    await storage.put(key, join(dir, 'source.txt'), 'text/plain');
    expect(await storage.stat(key)).toEqual({ size: CONTENT.length });

    const whole = await storage.read(key);
    expect(whole.size).toBe(CONTENT.length);
    expect(await text(whole.stream)).toBe(CONTENT);
    const part = await storage.read(key, { start: 3, end: 7 });
    expect(part.size).toBe(CONTENT.length); // the object's size, not the range's
    expect(await text(part.stream)).toBe('defgh');

    await storage.delete(key);
    expect(await storage.stat(key)).toBeUndefined();
    await expect(storage.read(key)).rejects.toBeInstanceOf(StorageKeyError);
    await storage.delete(key); // deleting twice is not an error
  });

  it('gives a local copy to read and cleans it up', async () => {
    const storage = await make();
    const key = `library/7/${driver}-copy.txt`;
    await storage.put(key, join(dir, 'source.txt'), 'text/plain');
    const copy = await storage.localCopy(key);
    expect(await readFile(copy.path, 'utf8')).toBe(CONTENT);
    await copy.cleanup();
    // S3: the temp file is gone; local: the stored file itself stays.
    const left = await stat(copy.path).catch(() => undefined);
    expect(Boolean(left)).toBe(driver === 'local');
  });

  it('keeps the shipped demo clips readable under demo/', async () => {
    const storage = await make();
    const size = (await stat(join(DEMO_DIR, 'clip-01.mp4'))).size;
    expect(await storage.stat('demo/clip-01.mp4')).toEqual({ size });
    const head = await storage.read('demo/clip-01.mp4', { start: 4, end: 7 });
    expect(await text(head.stream)).toBe('ftyp');
    // Shared by every seeded row: deleting one row's key must not remove the clip.
    await storage.delete('demo/clip-01.mp4');
    expect(await storage.stat('demo/clip-01.mp4')).toEqual({ size });
    await expect(
      storage.put('demo/clip-01.mp4', join(dir, 'source.txt'), 'video/mp4'),
    ).rejects.toBeInstanceOf(StorageKeyError);
  });

  it('refuses keys that could leave their folder', async () => {
    const storage = await make();
    for (const key of ['../x.txt', 'a/../../x', '/etc/passwd', 'a//b']) {
      await expect(storage.put(key, join(dir, 'source.txt'), 'text/plain')).rejects.toBeInstanceOf(
        StorageKeyError,
      );
    }
  });

  it('lists a folder with sizes and write times, across pages, without demo clips', async () => {
    const storage = await make();
    const folder = `mix-cache/${driver}-list/`;
    const before = Date.now() - 60_000;
    for (const name of ['a.ts', 'b.ts', 'sub/c.ts'])
      await storage.put(`${folder}${name}`, join(dir, 'source.txt'), 'video/mp2t');
    await storage.put(`mix-cache/${driver}-other/d.ts`, join(dir, 'source.txt'), 'video/mp2t');
    const listed = [];
    for await (const o of storage.list(folder)) listed.push(o);
    expect(listed.map((o) => o.key).sort()).toEqual(['a.ts', 'b.ts', 'sub/c.ts'].map((n) => `${folder}${n}`));
    for (const o of listed) {
      expect(o.size).toBe(CONTENT.length);
      expect(o.modifiedAt.getTime()).toBeGreaterThan(before);
    }
    const none = [];
    for await (const o of storage.list(`mix-cache/${driver}-nothing/`)) none.push(o);
    expect(none).toEqual([]);
    await expect(async () => {
      for await (const o of storage.list('demo/')) none.push(o);
    }).rejects.toBeInstanceOf(StorageKeyError);
  });

  it('builds /media/<key> URLs on the given origin', async () => {
    expect((await make()).url('library/7/封面 1.jpg', 'https://a.example')).toBe(
      `https://a.example/media/library/7/${encodeURIComponent('封面 1.jpg')}`,
    );
  });
});

describe('s3 storage against the loopback fake', () => {
  it('really stores in the bucket, with the content type and a signed request', async () => {
    const storage = await createStorage(parseConfig(s3Env()));
    await storage.put('library/9/v.mp4', join(dir, 'source.txt'), 'video/mp4');
    expect(fake.objects.get('library/9/v.mp4')).toEqual({
      body: Buffer.from(CONTENT),
      contentType: 'video/mp4',
    });
    await storage.read('library/9/v.mp4', { start: 0, end: 9 });
    expect(fake.requests.at(-1)).toEqual({ method: 'GET', key: 'library/9/v.mp4', range: 'bytes=0-9' });
  });

  it('lists page by page (ListObjectsV2 with a continuation token)', async () => {
    const storage = await createStorage(parseConfig(s3Env()));
    const keys = Array.from({ length: 1005 }, (_, i) => `mix-cache/pages/${String(i).padStart(4, '0')}.ts`);
    for (const key of keys) fake.objects.set(key, { body: Buffer.from('x'), contentType: 'video/mp2t' });
    const listed = [];
    for await (const o of storage.list('mix-cache/pages/')) listed.push(o.key);
    expect(listed).toEqual(keys);
    expect(fake.requests.filter((r) => r.method === 'GET' && r.key === '').length).toBeGreaterThanOrEqual(2);
  });

  it('fails loudly with wrong credentials (the fake checks the SigV4 access key)', async () => {
    const storage = await createStorage(parseConfig(s3Env({ S3_ACCESS_KEY_ID: 'AKWRONG' })));
    await expect(storage.put('library/9/w.mp4', join(dir, 'source.txt'), 'video/mp4')).rejects.toThrow();
    expect(fake.objects.has('library/9/w.mp4')).toBe(false);
  });

  it('uses S3_PUBLIC_URL for stored objects but not for the demo clips', async () => {
    const storage = await createStorage(parseConfig(s3Env({ S3_PUBLIC_URL: 'https://cdn.example/bucket/' })));
    expect(storage.url('library/9/v.mp4', 'https://a.example')).toBe(
      'https://cdn.example/bucket/library/9/v.mp4',
    );
    expect(storage.url('demo/clip-01.mp4', 'https://a.example')).toBe(
      'https://a.example/media/demo/clip-01.mp4',
    );
  });
});
