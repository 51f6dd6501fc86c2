import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../integrations/storage/local-storage';
import { AVATAR_MAX_BYTES, avatarUrl, copyAvatar } from './avatar';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
// What a CDN might answer instead of a picture.
const PAGES: Record<string, { type: string; body: Buffer; delayMs?: number }> = {
  '/a.png': { type: 'image/png', body: PNG },
  '/page.png': { type: 'image/png', body: Buffer.from('<html>not a picture</html>') },
  '/huge.png': { type: 'image/png', body: Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES)]) },
  '/slow.png': { type: 'image/png', body: PNG, delayMs: 2_000 },
};

let server: Server;
let origin: string;
let mediaDir: string;
beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'avatar-test-'));
  server = createServer((request, response) => {
    const page = PAGES[request.url ?? ''];
    if (!page) return void response.writeHead(404).end();
    setTimeout(
      () => response.writeHead(200, { 'content-type': page.type }).end(page.body),
      page.delayMs ?? 0,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const options = { timeoutMs: 500, allowHttp: true };

describe('copyAvatar', () => {
  it('keeps the picture under a key named by its content, served from our origin', async () => {
    const storage = createLocalStorage(mediaDir);
    const key = await copyAvatar(storage, `${origin}/a.png`, options);
    expect(key).toMatch(/^platform-avatars\/[0-9a-f]{32}\.png$/);
    expect(await readFile(join(mediaDir, key))).toEqual(PNG);
    expect(await copyAvatar(storage, `${origin}/a.png`, options)).toBe(key);
    expect(avatarUrl(key)).toBe(`/media/${key}`);
  });

  it('keeps nothing that is not a picture, too large, too slow, missing or not a URL', async () => {
    const storage = createLocalStorage(mediaDir);
    for (const path of ['/page.png', '/huge.png', '/slow.png', '/missing.png'])
      expect(await copyAvatar(storage, `${origin}${path}`, options), path).toBe('');
    expect(await copyAvatar(storage, '', options)).toBe('');
    expect(await copyAvatar(storage, 'javascript:alert(1)', options)).toBe('');
  });

  it('takes plain http only where the fakes stand in (outside production)', async () => {
    const storage = createLocalStorage(mediaDir);
    expect(await copyAvatar(storage, `${origin}/a.png`, { ...options, allowHttp: false })).toBe('');
  });

  it('shows only our own copies: a platform link stored before is not loaded', () => {
    expect(avatarUrl('https://p3.douyinpic.com/aweme/100x100/a.jpeg')).toBe('');
    expect(avatarUrl('')).toBe('');
  });
});
