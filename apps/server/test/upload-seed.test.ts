// The demo library (db/seed-upload.ts): three shipped clips in the demo café's library, usable
// like uploaded ones, and deleting one never touches the shipped files other demo videos play.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_DIR } from '../src/integrations/storage/keys';
import { DEMO_ACCOUNTS } from '../src/demo/seed-auth';
import { DEMO_LIBRARY_IDS, seedUploadDemo } from '../src/demo/seed-upload';
import { db, get, loginAs, post } from './auth-kit';
import { demoApp } from './distribution-helper';
import { VARIANTS } from '../src/integrations/video/test-clips';
import { createTask, tempDir, uploadProcessed } from './upload-kit';

const [first, second, third] = DEMO_LIBRARY_IDS as [number, number, number];
let app: FastifyInstance;
let token: string;

// One app per test (it closes when the test ends); the database and its rows carry over.
beforeEach(async () => {
  app = await demoApp({ UPLOAD_DIR: tempDir(), MEDIA_DIR: tempDir() });
  token = await loginAs(app, DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.password);
});

const library = async () => (await get(app, '/member/library/videos', {}, { token })).data;
const served = async (url: string) =>
  (await app.inject({ url: new URL(url).pathname, headers: { host: 'vidmatrix.localhost' } })).statusCode;

describe('the demo library', () => {
  it('lists three demo clips with their format, passing checks, and a playable file and cover', async () => {
    const { videos, quota } = await library();
    // The library seed's three (the academy's demo lessons add their own clips beside them).
    const ids = videos.map((v: { id: number }) => v.id).filter((id: number) => id < first + 100);
    expect(ids.sort()).toEqual([first, second, third]);
    const clip = videos.find((v: { id: number }) => v.id === first);
    expect(clip).toMatchObject({
      title: 'Demo café 探店 Vlog',
      width: 360,
      height: 640,
      video_codec: 'h264',
      audio_codec: 'aac',
      checks_ok: true,
      activity_ids: [],
    });
    expect(clip.md5).toBe(
      createHash('md5')
        .update(readFileSync(join(DEMO_DIR, 'clip-31.mp4')))
        .digest('hex'),
    );
    expect(await served(clip.video_url)).toBe(200);
    expect(await served(clip.cover_url)).toBe(200);
    expect(quota.used_bytes).toBe(videos.reduce((n: number, v: { size: number }) => n + v.size, 0));
  });

  it('adds a shipped clip instantly when the merchant uploads the same file', async () => {
    const bytes = readFileSync(join(DEMO_DIR, 'clip-32.mp4'));
    const reply = await createTask(app, token, {
      file_name: 'clip-32.mp4',
      size: bytes.length,
      md5: createHash('md5').update(bytes).digest('hex'),
      kind: 'library',
      duration_seconds: 5,
    });
    expect(reply.data).toMatchObject({
      instant: true,
      task: { state: 'complete', library_video_id: second },
    });
  });

  it('carries frame hashes, so an uploaded re-encode of a demo clip is refused as too similar', async () => {
    const addTo1003 = (id: number) =>
      post(
        app,
        '/member/library/add_to_activity',
        { activity_id: 1003, library_video_ids: [id] },
        { token, language: 'en' },
      );
    const demo = await addTo1003(first);
    expect(demo.data.added).toHaveLength(1);
    const copy = await uploadProcessed(
      app,
      token,
      VARIANTS.reencoded(join(DEMO_DIR, 'clip-31.mp4'), tempDir()),
    );
    const refused = await addTo1003(copy);
    expect(refused.data.added).toEqual([]);
    expect(refused.data.refused).toMatchObject([
      { library_video_id: copy, reason: 'too_similar', similar_to: demo.data.added[0].video_id },
    ]);
    // The library stays the demo's three for the tests below.
    expect((await post(app, '/member/library/delete', { library_video_id: copy }, { token })).code).toBe(0);
  }, 60_000);

  it('deletes a demo library video (with its pool entry) but keeps the shipped files', async () => {
    const added = await post(
      app,
      '/member/library/add_to_activity',
      { activity_id: 1001, library_video_ids: [third] },
      { token },
    );
    expect(added.data.added).toHaveLength(1);
    const deleted = await post(app, '/member/library/delete', { library_video_id: third }, { token });
    expect(deleted.data).toEqual({ deleted: true });
    expect((await library()).videos.map((v: { id: number }) => v.id)).not.toContain(third);
    // Activity 1002 still plays the same clip from the same key.
    expect(existsSync(join(DEMO_DIR, 'clip-33.mp4'))).toBe(true);
    expect(existsSync(join(DEMO_DIR, 'clip-33.jpg'))).toBe(true);
    const media = await app.inject({
      url: '/media/demo/clip-33.mp4',
      headers: { host: 'vidmatrix.localhost' },
    });
    expect(media.statusCode).toBe(200);
  });

  it('is idempotent: running the step again fails on nothing and doubles nothing', async () => {
    await (await db()).transaction((tx) => seedUploadDemo(tx));
    const ids = (await library()).videos
      .map((v: { id: number }) => v.id)
      .filter((id: number) => id < first + 100)
      .sort();
    // Fixed ids: the deleted one is inserted again, the two others are left as they are.
    expect(ids).toEqual([first, second, third]);
  });
});
