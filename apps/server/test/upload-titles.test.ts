import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db, get, post } from './auth-kit';
import { buildTestApp } from './helper';
import { makeMp4, newTeam, rows, tempDir, uploadFile, uploadProcessed, waitFinal } from './upload-kit';

// Issue 27 item 14: a file name is no title for customers, and titles are edited in the library.

const app = () => buildTestApp({ UPLOAD_DIR: tempDir(), MEDIA_DIR: tempDir() });

async function activityOf(teamId: number, title: string): Promise<number> {
  const [row] = await rows<{ id: number }>(sql`insert into activities (brand_key, team_id, title, platforms)
    values ('vidmatrix', ${teamId}, ${title}, '{douyin}') returning id`);
  return row!.id;
}

const poolTitles = async (activityId: number) =>
  (
    await rows<{ title: string }>(sql`select title from videos where activity_id = ${activityId} order by id`)
  ).map((r) => r.title);

const libraryTitles = async (a: Awaited<ReturnType<typeof app>>, token: string) =>
  Object.fromEntries(
    (await get(a, '/member/library/videos', {}, { token })).data.videos.map(
      (v: { id: number; title: string }) => [v.id, v.title],
    ),
  );

describe('video titles', () => {
  it('an upload into an activity is titled by the activity and its number, not by its file name', async () => {
    const dir = tempDir();
    const a = await app();
    const { token, teamId } = await newTeam(a);
    const activityId = await activityOf(teamId, 'Spring tasting');
    for (const [name, source] of [
      ['clip.mp4', 'testsrc'],
      ['IMG_2044.mov', 'mandelbrot'],
    ] as const) {
      const created = await uploadFile(a, token, makeMp4(dir, name, { source }), {
        kind: 'quick',
        activityId,
      });
      expect((await waitFinal(a, token, created.data.task.task_id)).state).toBe('complete');
    }
    expect(await poolTitles(activityId)).toEqual(['Spring tasting 1', 'Spring tasting 2']);
    // The library names them as customers see them.
    expect(Object.values(await libraryTitles(a, token)).sort()).toEqual([
      'Spring tasting 1',
      'Spring tasting 2',
    ]);
  });

  it('renames one or many library videos; unclaimed pool entries follow, a claimed one keeps its title', async () => {
    const dir = tempDir();
    const a = await app();
    const { token, teamId } = await newTeam(a);
    const activityId = await activityOf(teamId, 'Autumn menu');
    const first = await uploadProcessed(a, token, makeMp4(dir, 'a.mp4', { source: 'testsrc' }));
    const second = await uploadProcessed(a, token, makeMp4(dir, 'b.mp4', { source: 'mandelbrot' }));
    expect(await libraryTitles(a, token)).toEqual({ [first]: 'a', [second]: 'b' });
    // A merchant's own title is kept when the video goes into a pool.
    const one = await post(
      a,
      '/member/library/rename',
      { items: [{ library_video_id: first, title: '  Latte art  ' }] },
      { token },
    );
    expect(one.data).toEqual({ renamed: 1 });
    await post(
      a,
      '/member/library/add_to_activity',
      { activity_id: activityId, library_video_ids: [first, second] },
      { token },
    );
    expect(await poolTitles(activityId)).toEqual(['Latte art', 'Autumn menu 2']);
    await (await db()).execute(sql`update videos set published_at = now() where library_video_id = ${first}`);

    const bulk = await post(
      a,
      '/member/library/rename',
      {
        items: [
          { library_video_id: first, title: 'Autumn 1' },
          { library_video_id: second, title: 'Autumn 2' },
        ],
      },
      { token },
    );
    expect(bulk.data).toEqual({ renamed: 2 });
    expect(await libraryTitles(a, token)).toEqual({ [first]: 'Autumn 1', [second]: 'Autumn 2' });
    expect(await poolTitles(activityId)).toEqual(['Latte art', 'Autumn 2']);

    const empty = await post(
      a,
      '/member/library/rename',
      { items: [{ library_video_id: second, title: '   ' }] },
      { token, language: 'en' },
    );
    expect(empty.code).toBe(40000);
    expect(empty.data.fields[0].message).toBe('Please enter a video title');
    // Another team's video is unknown, and nothing of the call changes.
    const other = await newTeam(a);
    const foreign = await post(
      a,
      '/member/library/rename',
      {
        items: [
          { library_video_id: second, title: 'Mine now' },
          { library_video_id: first, title: 'Mine now' },
        ],
      },
      { token: other.token },
    );
    expect(foreign.code).toBe(40400);
    expect(await libraryTitles(a, token)).toEqual({ [first]: 'Autumn 1', [second]: 'Autumn 2' });
  });
});
