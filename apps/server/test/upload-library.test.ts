import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { db, get, post } from './auth-kit';
import { buildTestApp } from './helper';
import {
  createTask,
  makeMp4,
  md5Of,
  newTeam,
  rows,
  tempDir,
  uploadFile,
  uploadProcessed,
  waitFinal,
} from './upload-kit';

async function app(overrides: Record<string, unknown> = {}) {
  const media = tempDir();
  return { app: await buildTestApp({ UPLOAD_DIR: tempDir(), MEDIA_DIR: media, ...overrides }), media };
}

async function activityOf(teamId: number): Promise<number> {
  const [row] = await rows<{ id: number }>(sql`insert into activities (brand_key, team_id, title, platforms)
    values ('vidmatrix', ${teamId}, 'Upload test', '{douyin}') returning id`);
  return row!.id;
}

async function poolOf(activityId: number) {
  return rows<{ id: number; library_video_id: number; state: string; file_key: string }>(
    sql`select id, library_video_id, state, file_key from videos where activity_id = ${activityId} order by id`,
  );
}

describe('processing into the library', () => {
  it('processes an upload into a library video with a cover, codecs, checks and its quota use', async () => {
    const dir = tempDir();
    const { app: a, media } = await app();
    const { token, teamId } = await newTeam(a);
    const id = await uploadProcessed(a, token, makeMp4(dir, '门店 视频.mp4', { seconds: 3 }));
    const library = await get(a, '/member/library/videos', {}, { token });
    const [video] = library.data.videos;
    expect(video).toMatchObject({
      id,
      title: '门店 视频',
      video_codec: 'h264',
      audio_codec: 'aac',
      width: 360,
      height: 640,
      checks_ok: true,
      activity_ids: [],
    });
    expect(video.duration_seconds).toBeCloseTo(3, 0);
    expect(video.cover_url).toMatch(new RegExp(`/media/library/${teamId}/[0-9a-f]{32}\\.jpg$`));
    expect(existsSync(join(media, new URL(video.cover_url).pathname.replace('/media/', '')))).toBe(true);
    expect(library.data.quota.used_bytes).toBe(video.size);
    // The cover is served.
    const cover = await a.inject({
      url: new URL(video.cover_url).pathname,
      headers: { host: 'vidmatrix.localhost' },
    });
    expect(cover.statusCode).toBe(200);
    // Issue 11, finding 5: the video's key is random (neither the MD5 nor the cover's) and its
    // URL opens only with the signature the library page handed out.
    const videoUrl = new URL(video.video_url);
    const hex = (path: string) => /\/([0-9a-f]{32})\.(mp4|jpg)$/.exec(path)![1];
    expect(videoUrl.pathname).toMatch(new RegExp(`^/media/library/${teamId}/[0-9a-f]{32}\\.mp4$`));
    expect(hex(videoUrl.pathname)).not.toBe(video.md5);
    expect(hex(videoUrl.pathname)).not.toBe(hex(new URL(video.cover_url).pathname));
    expect(videoUrl.search).toMatch(/^\?e=\d+&s=[\w-]{22}$/);
    const host = { host: 'vidmatrix.localhost' };
    const signed = await a.inject({ url: videoUrl.pathname + videoUrl.search, headers: host });
    expect(signed.statusCode).toBe(200);
    expect((await a.inject({ url: videoUrl.pathname, headers: host })).statusCode).toBe(404);
  });

  it('fails a file that is not a video with "processing failed", and keeps nothing', async () => {
    const dir = tempDir();
    const { app: a } = await app();
    const { token } = await newTeam(a);
    const fake = join(dir, 'fake.mp4');
    writeFileSync(fake, Buffer.alloc(50_000, 42));
    const created = await uploadFile(a, token, fake);
    const task = await waitFinal(a, token, created.data.task.task_id);
    expect(task).toMatchObject({ state: 'failed', error: 'Processing failed' });
    expect((await get(a, '/member/library/videos', {}, { token })).data.videos).toEqual([]);
  });

  it('adds a quick upload to its activity’s pool as a ready video', async () => {
    const dir = tempDir();
    const { app: a } = await app();
    const { token, teamId } = await newTeam(a);
    const activityId = await activityOf(teamId);
    const created = await uploadFile(a, token, makeMp4(dir, 'quick.mp4'), { kind: 'quick', activityId });
    const task = await waitFinal(a, token, created.data.task.task_id);
    expect(task.state).toBe('complete');
    expect(await poolOf(activityId)).toEqual([
      expect.objectContaining({ library_video_id: task.library_video_id, state: 'ready' }),
    ]);
  });

  it('re-queues a task a crashed process left mid-processing, at the next start', async () => {
    const dir = tempDir();
    const uploads = tempDir();
    const { app: first } = await app({ UPLOAD_DIR: uploads });
    const { token } = await newTeam(first);
    const file = makeMp4(dir, 'crash.mp4');
    const bytes = readFileSync(file);
    const created = await createTask(first, token, {
      file_name: 'crash.mp4',
      size: bytes.length,
      md5: md5Of(bytes),
      kind: 'library',
      duration_seconds: 2,
    });
    const id = created.data.task.task_id as string;
    await first.close();
    // What a kill -9 during transcoding leaves: the staged file and the row's state.
    copyFileSync(file, join(uploads, id));
    await (
      await db()
    ).execute(
      sql`update upload_tasks set state = 'transcoding', upload_id = ${id}, progress = 40 where id = ${id}`,
    );
    const { app: second } = await app({ UPLOAD_DIR: uploads });
    await second.ready();
    const task = await waitFinal(second, token, id);
    expect(task.state).toBe('complete');
    // The staged bytes go after the task is complete (a crash in between must not lose them).
    await vi.waitFor(() => expect(existsSync(join(uploads, id))).toBe(false), { timeout: 10_000 });
  });
});

describe('library: add to activity, delete', () => {
  it('refuses near-duplicates (unless allowed), failed checks, videos already in the pool and unknown ids', async () => {
    const dir = tempDir();
    const { app: a } = await app();
    const { token, teamId } = await newTeam(a);
    const other = await newTeam(a);
    const activityId = await activityOf(teamId);
    const original = await uploadProcessed(a, token, makeMp4(dir, 'a.mp4', { source: 'testsrc', crf: 23 }));
    const reencoded = await uploadProcessed(a, token, makeMp4(dir, 'b.mp4', { source: 'testsrc', crf: 35 }));
    const distinct = await uploadProcessed(a, token, makeMp4(dir, 'c.mp4', { source: 'mandelbrot' }));
    const foreign = await uploadProcessed(a, other.token, makeMp4(dir, 'd.mp4', { source: 'smptebars' }));
    await (
      await db()
    ).execute(sql`insert into library_videos
      (team_id, md5, title, file_key, cover_key, duration_seconds, size_bytes, width, height, video_codec, checks)
      values (${teamId}, ${'f'.repeat(32)}, 'bad', 'library/x.mp4', 'library/x.jpg', 2, 1000, 320, 240, 'mpeg4',
        ${JSON.stringify([{ code: 'video_codec', ok: false, detail: 'mpeg4' }])}::jsonb)`);
    const [bad] = await rows<{ id: number }>(sql`select id from library_videos where title = 'bad'`);

    const add = (ids: number[], allow_similar = false) =>
      post(
        a,
        '/member/library/add_to_activity',
        { activity_id: activityId, library_video_ids: ids, allow_similar },
        {
          token,
          language: 'en',
        },
      );
    const first = await add([original, reencoded, distinct, bad!.id, foreign]);
    expect(first.data.added.map((x: { library_video_id: number }) => x.library_video_id)).toEqual([
      original,
      distinct,
    ]);
    const reasons = Object.fromEntries(
      first.data.refused.map((r: { library_video_id: number; reason: string }) => [
        r.library_video_id,
        r.reason,
      ]),
    );
    expect(reasons).toEqual({
      [reencoded]: 'too_similar',
      [bad!.id]: 'checks_failed',
      [foreign]: 'not_found',
    });
    const similar = first.data.refused.find((r: { reason: string }) => r.reason === 'too_similar');
    const pool = await poolOf(activityId);
    const originalVideo = pool.find((v) => v.library_video_id === original)!.id;
    expect(similar).toMatchObject({
      similar_to: originalVideo,
      message: `Too similar to video ${originalVideo} of the activity`,
    });

    const second = await add([reencoded, original], true);
    expect(second.data.added.map((x: { library_video_id: number }) => x.library_video_id)).toEqual([
      reencoded,
    ]);
    expect(second.data.refused).toMatchObject([{ library_video_id: original, reason: 'already_in_pool' }]);
    const library = await get(a, '/member/library/videos', {}, { token });
    const row = library.data.videos.find((v: { id: number }) => v.id === original);
    expect(row.activity_ids).toEqual([activityId]);
    const picker = await get(a, '/member/library/activities', {}, { token });
    expect(picker.data.activities).toEqual([expect.objectContaining({ id: activityId, videos: 3 })]);
    // The library names the activity (issue 13): the same title the picker shows.
    expect(row.activities).toEqual([{ id: activityId, title: picker.data.activities[0].title }]);
  });

  it('deletes an unclaimed library video with its pool entries and files; a claimed one answers 31009', async () => {
    const dir = tempDir();
    const { app: a, media } = await app();
    const { token, teamId } = await newTeam(a);
    const activityId = await activityOf(teamId);
    const free = await uploadProcessed(a, token, makeMp4(dir, 'free.mp4', { source: 'testsrc' }));
    const taken = await uploadProcessed(a, token, makeMp4(dir, 'taken.mp4', { source: 'mandelbrot' }));
    await post(
      a,
      '/member/library/add_to_activity',
      { activity_id: activityId, library_video_ids: [free, taken] },
      { token },
    );
    const pool = await poolOf(activityId);
    await (
      await db()
    ).execute(
      sql`update videos set published_at = now() where library_video_id = ${taken} and activity_id = ${activityId}`,
    );
    const stored = join(media, pool.find((v) => v.library_video_id === free)!.file_key);
    expect(existsSync(stored)).toBe(true);

    const ok = await post(a, '/member/library/delete', { library_video_id: free }, { token });
    expect(ok.data).toEqual({ deleted: true });
    expect((await poolOf(activityId)).map((v) => v.library_video_id)).toEqual([taken]);
    expect(existsSync(stored)).toBe(false);
    const refused = await post(
      a,
      '/member/library/delete',
      { library_video_id: taken },
      { token, language: 'en' },
    );
    expect([refused.status, refused.code]).toEqual([409, 31009]);
    const unknown = await post(a, '/member/library/delete', { library_video_id: free }, { token });
    expect(unknown.code).toBe(40400);
  });
});
