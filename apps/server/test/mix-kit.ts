// Helpers of the mixing studio's API tests: library clips made by ffmpeg and stored directly
// (the upload pipeline has its own tests), the demo café's merchant, polling a render.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { libraryVideos } from '../src/modules/upload/schema';
import { get, db } from './auth-kit';
import { makeMp4, tempDir } from './upload-kit';

const SOURCES = [
  'testsrc',
  'smptebars',
  'mandelbrot',
  'rgbtestsrc',
  'testsrc2',
  'yuvtestsrc',
  'life',
  'cellauto',
];

let n = 0;
/**
 * A library video of `teamId` whose stored file is a real clip (or `bytes`, e.g. garbage): the
 * row says what ffprobe would say. Returns its id.
 */
export async function libraryClip(
  app: Pick<FastifyInstance, 'storage'>,
  teamId: number,
  o: { source?: string; seconds?: number; bytes?: Buffer; audio?: boolean } = {},
): Promise<number> {
  const dir = tempDir('mix-test-');
  n += 1;
  let path = join(dir, `clip-${n}.mp4`);
  if (o.bytes) writeFileSync(path, o.bytes);
  else
    path = makeMp4(dir, `clip-${n}.mp4`, {
      seconds: o.seconds ?? 2,
      source: o.source ?? SOURCES[n % SOURCES.length],
    });
  const bytes = readFileSync(path);
  const key = `library/${teamId}/${randomBytes(8).toString('hex')}`;
  await app.storage.put(`${key}.mp4`, path, 'video/mp4');
  const [row] = await (
    await db()
  )
    .insert(libraryVideos)
    .values({
      teamId,
      md5: createHash('md5').update(bytes).update(String(n)).digest('hex'),
      title: `clip ${n}`,
      fileKey: `${key}.mp4`,
      coverKey: `${key}.jpg`,
      durationSeconds: o.seconds ?? 2,
      sizeBytes: bytes.length,
      width: 360,
      height: 640,
      videoCodec: 'h264',
      audioCodec: o.audio === false ? null : 'aac',
    })
    .returning({ id: libraryVideos.id });
  return row!.id;
}

export const project = (scenes: number[][], extra: object = {}) => ({
  title: 'Spring menu',
  scenes: scenes.map((clip_ids, i) => ({
    name: `scene ${i + 1}`,
    clip_ids,
    fixed: undefined as 'first' | 'last' | undefined,
  })),
  ...extra,
});

export const renderInfo = async (app: FastifyInstance, token: string, id: number) =>
  (await get(app, '/member/mix/renders/info', { id: String(id) }, { token, language: 'en' })).data;

/** Polls a render until nothing of it is pending, queued or rendering. */
export async function waitRender(app: FastifyInstance, token: string, id: number) {
  let info = await renderInfo(app, token, id);
  await expect
    .poll(
      async () => {
        info = await renderInfo(app, token, id);
        return ['done', 'failed', 'cancelled'].includes(info.status);
      },
      { timeout: 120_000, interval: 250 },
    )
    .toBe(true);
  return info;
}
