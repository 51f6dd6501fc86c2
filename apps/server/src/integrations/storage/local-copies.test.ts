import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startS3Fake, type S3Fake } from './fakes/s3-fake';
import { createLocalStorage } from './local-storage';
import { localCopies } from './local-copies';
import { createS3Storage } from './s3-storage';
import { StorageKeyError } from './storage';

const BUCKET = 'copies-test';
const SIZE = 1000;
let fake: S3Fake;
let root: string;

beforeAll(async () => {
  fake = await startS3Fake({ bucket: BUCKET, accessKeyId: 'AKCOPIES' });
});
afterAll(() => fake.close());
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'copies-test-'));
  fake.requests.length = 0;
  return () => rm(root, { recursive: true, force: true });
});

const s3 = () =>
  createS3Storage({
    endpoint: fake.endpoint,
    region: 'us-east-1',
    bucket: BUCKET,
    accessKeyId: 'AKCOPIES',
    secretAccessKey: 'secret',
    forcePathStyle: true,
  });

/** An object of SIZE bytes, each byte `fill`. */
function stored(key: string, fill: number) {
  fake.objects.set(key, { body: Buffer.alloc(SIZE, fill), contentType: 'video/mp2t' });
  return key;
}

const requestsOf = (key: string) => fake.requests.filter((r) => r.key === key).map((r) => r.method);
const cacheFiles = async (dir: string) => (await readdir(dir).catch(() => [])).sort();
const cacheBytes = async (dir: string) => {
  let total = 0;
  for (const f of await cacheFiles(dir)) total += (await stat(join(dir, f))).size;
  return total;
};

describe('local copies of immutable keys (S3)', () => {
  it('downloads a key once: a second use asks the storage nothing', async () => {
    const dir = join(root, 'cache');
    const copies = localCopies(s3(), { dir, maxBytes: 10 * SIZE });
    const key = stored('mix-cache/7/11-720x1280-v1.ts', 1);
    const first = await copies.copy(key, root);
    const second = await copies.copy(key, root);
    expect(requestsOf(key)).toEqual(['GET']);
    expect(first.path).not.toBe(second.path); // each caller has its own file
    expect(await readFile(second.path)).toEqual(Buffer.alloc(SIZE, 1));
    await first.cleanup();
    expect(await readFile(second.path)).toEqual(Buffer.alloc(SIZE, 1));
    await second.cleanup();
    expect(await cacheFiles(dir)).toHaveLength(1);
  });

  it('callers wanting the same key at once share one download', async () => {
    const copies = localCopies(s3(), { dir: join(root, 'cache'), maxBytes: 10 * SIZE });
    const key = stored('mix-cache/7/12-720x1280-v1.ts', 2);
    const files = await Promise.all(Array.from({ length: 5 }, () => copies.copy(key, root)));
    expect(requestsOf(key)).toEqual(['GET']);
    for (const f of files) expect(await readFile(f.path)).toEqual(Buffer.alloc(SIZE, 2));
  });

  it('two processes sharing the folder: both get the whole file, never a partial one', async () => {
    const dir = join(root, 'cache');
    const [one, two] = [0, 1].map(() => localCopies(s3(), { dir, maxBytes: 10 * SIZE }));
    const key = stored('mix-cache/7/13-720x1280-v1.ts', 3);
    const files = await Promise.all([one!.copy(key, root), two!.copy(key, root)]);
    for (const f of files) expect(await readFile(f.path)).toEqual(Buffer.alloc(SIZE, 3));
    expect((await cacheFiles(dir)).filter((f) => f.endsWith('.partial'))).toEqual([]);
    // A third "process" finds it on disk.
    fake.requests.length = 0;
    await localCopies(s3(), { dir, maxBytes: 10 * SIZE }).copy(key, root);
    expect(requestsOf(key)).toEqual([]);
  });

  it('stays within its bound, deleting the least recently used; a caller’s file outlives eviction', async () => {
    const dir = join(root, 'cache');
    const copies = localCopies(s3(), { dir, maxBytes: 3 * SIZE });
    const keys = [1, 2, 3, 4, 5].map((n) => stored(`mix-cache/8/${n}-720x1280-v1.ts`, n));
    const held = await copies.copy(keys[0]!, root);
    for (const key of keys.slice(1, 3)) await copies.copy(key, root);
    // Modification times are the last use: give the first key a later one than the second's.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await copies.copy(keys[0]!, root);
    for (const key of keys.slice(3)) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await copies.copy(key, root);
      expect(await cacheBytes(dir)).toBeLessThanOrEqual(3 * SIZE);
    }
    fake.requests.length = 0;
    await copies.copy(keys[0]!, root); // used recently: kept
    await copies.copy(keys[4]!, root);
    await copies.copy(keys[1]!, root); // least recently used: evicted, downloaded again
    expect(fake.requests.map((r) => r.key)).toEqual([keys[1]]);
    expect(await cacheBytes(dir)).toBeLessThanOrEqual(3 * SIZE);
    expect(await readFile(held.path)).toEqual(Buffer.alloc(SIZE, 1));
  });

  it('keeps what this process made and stored (adopt): no download afterwards', async () => {
    const copies = localCopies(s3(), { dir: join(root, 'cache'), maxBytes: 10 * SIZE });
    const made = join(root, 'made.ts');
    await writeFile(made, Buffer.alloc(SIZE, 9));
    await copies.adopt('mix-cache/7/14-720x1280-v1.ts', made);
    await rm(made);
    const file = await copies.copy('mix-cache/7/14-720x1280-v1.ts', root);
    expect(await readFile(file.path)).toEqual(Buffer.alloc(SIZE, 9));
    expect(fake.requests).toEqual([]);
  });

  it('a key the storage lacks is "not found", and nothing is cached', async () => {
    const dir = join(root, 'cache');
    const copies = localCopies(s3(), { dir, maxBytes: 10 * SIZE });
    const missing = copies.copy('mix-cache/7/404-720x1280-v1.ts', root);
    await expect(missing).rejects.toBeInstanceOf(StorageKeyError);
    await expect(missing).rejects.toMatchObject({ problem: 'not found' });
    expect(await cacheFiles(dir)).toEqual([]);
  });
});

describe('local copies on local storage', () => {
  it('are the stored files themselves: no cache folder', async () => {
    const media = join(root, 'media');
    const storage = createLocalStorage(media);
    await writeFile(join(root, 'x'), 'segment');
    await storage.put('mix-cache/7/1-720x1280-v1.ts', join(root, 'x'), 'video/mp2t');
    const dir = join(root, 'cache');
    const file = await localCopies(storage, { dir, maxBytes: SIZE }).copy(
      'mix-cache/7/1-720x1280-v1.ts',
      root,
    );
    expect(file.path).toBe(join(media, 'mix-cache/7/1-720x1280-v1.ts'));
    await file.cleanup();
    expect(await readFile(file.path, 'utf8')).toBe('segment');
    expect(await cacheFiles(dir)).toEqual([]);
  });
});
