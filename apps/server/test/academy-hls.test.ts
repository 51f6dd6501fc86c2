import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { academyHls } from '../src/modules/academy/schema';
import { DEMO_COURSES } from '../src/demo/seed-academy';
import { DEMO_COURSE_TOKEN, learnerCall, seeded } from './academy-kit';
import { buildTestApp } from './helper';
import { testDatabase } from './test-database';
import { tempDir } from './upload-kit';

const LESSON = DEMO_COURSES[0].id * 10 + 1;

it('packages lesson videos as HLS in the background and serves the playlists and segments', async () => {
  await seeded();
  const mediaDir = tempDir('academy-hls-');
  const app = await buildTestApp({ HLS_PACKAGING: true, MEDIA_DIR: mediaDir });
  await app.ready();
  const { db } = await testDatabase();

  // The worker takes the six demo videos one by one; the lesson plays its MP4 meanwhile.
  await vi.waitFor(
    async () => {
      const rows = await db.select().from(academyHls);
      expect(rows.length).toBeGreaterThanOrEqual(6);
      expect(rows.every((r) => r.state === 'ready')).toBe(true);
    },
    { timeout: 240_000, interval: 1000 },
  );
  const [row] = await db
    .select()
    .from(academyHls)
    .where(eq(academyHls.libraryVideoId, 1001 * 1000 + 101));
  // A 360×640 clip: two renditions, the lowest for weak networks.
  expect(row!.renditions).toEqual([240, 360]);
  for (const file of ['master.m3u8', 'v0/index.m3u8', 'v1/index.m3u8', 'v0/seg-0000.ts']) {
    expect(existsSync(join(mediaDir, row!.prefix!, file))).toBe(true);
  }

  const lesson = await learnerCall(app, '/lessons/info', {
    courseToken: DEMO_COURSE_TOKEN,
    query: { id: String(LESSON) },
  });
  const master = new URL(lesson.data.sources.hls as string);
  expect(master.pathname).toMatch(
    /^\/media\/hls\/\d+\.[\w-]+\/academy-hls\/\d+\/[0-9a-f]{16}\/master\.m3u8$/,
  );
  expect(lesson.data.sources.mp4).toMatch(/clip-34\.mp4$/);

  const fetch = (path: string, headers: Record<string, string> = {}) =>
    app.inject({ url: path, headers: { host: master.host, ...headers } });
  const playlist = await fetch(master.pathname);
  expect(playlist.statusCode).toBe(200);
  expect(playlist.headers['content-type']).toContain('application/vnd.apple.mpegurl');
  expect(playlist.headers['cache-control']).toContain('max-age');
  expect(playlist.body).toContain('RESOLUTION=240x426');
  expect(playlist.body).toContain('v1/index.m3u8');

  // Relative URLs inherit the signed folder.
  const folder = master.pathname.slice(0, master.pathname.lastIndexOf('/') + 1);
  const low = await fetch(`${folder}v0/index.m3u8`);
  expect(low.body).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
  const segment = await fetch(`${folder}v0/seg-0000.ts`, { range: 'bytes=0-187' });
  expect(segment.statusCode).toBe(206);
  expect(segment.headers['content-type']).toBe('video/mp2t');
  expect(segment.rawPayload.length).toBe(188);

  // A forged signature, another folder or another kind of file reads as missing.
  expect((await fetch(master.pathname.replace(/\/hls\/(\d+)\./, '/hls/1$1.'))).statusCode).toBe(404);
  expect(
    (await fetch(folder.replace(/[0-9a-f]{16}\/$/, '0000000000000000/') + 'master.m3u8')).statusCode,
  ).toBe(404);
}, 300_000);
