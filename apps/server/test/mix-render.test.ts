import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VARIANT_QUEUE, variantKey } from '../src/modules/mix/queue';
import { en, get, post } from './auth-kit';
import { createActivity, demoAdmin } from './console-kit';
import { demoApp } from './distribution-helper';
import { libraryClip, project, renderInfo, waitRender } from './mix-kit';
import { newTeam, rows, tempDir } from './upload-kit';

const TEAM = 1001;
const ACTIVITY = 1001;

async function studio() {
  const app = await demoApp({ MEDIA_DIR: tempDir('mix-media-') });
  const token = await demoAdmin(app);
  return { app, token };
}

const poolOf = (libraryIds: number[]) =>
  rows<{ id: number; library_video_id: number; state: string }>(
    sql`select id, library_video_id, state from videos where activity_id = ${ACTIVITY}
        and library_video_id = any(${sql.raw(`array[${libraryIds.join(',') || 0}]::int[]`)})`,
  );

describe('mixing studio: rendering into a claim pool', { timeout: 180_000 }, () => {
  it('renders distinct variants into activity 1001, each once, and a job run again adds nothing', async () => {
    const { app, token } = await studio();
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await libraryClip(app, TEAM, { seconds: 2, audio: i !== 1 }));
    const created = await post(
      app,
      '/member/mix/projects/create',
      project([ids.slice(0, 2), ids.slice(2, 4)], { caption_lines: ['第二杯半价', 'Open late tonight'] }),
      { token },
    );
    expect(created.code, created.message).toBe(0);
    const render = await post(
      app,
      '/member/mix/renders/create',
      { project_id: created.data.id, count: 4, activity_id: ACTIVITY },
      { token },
    );
    expect(render.code, render.message).toBe(0);
    const info = await waitRender(app, token, render.data.id);
    expect(info).toMatchObject({ status: 'done', total: 4, done: 4, failed: 0 });
    expect(info.videos).toHaveLength(4);
    for (const v of info.videos) {
      expect(v.duration).toBeGreaterThan(3.5);
      expect(v.url).toMatch(/\/media\/library\/1001\/[0-9a-f]{32}\.mp4\?/);
      const played = await app.inject({ url: new URL(v.url).pathname + new URL(v.url).search });
      expect(played.statusCode).toBe(200);
    }
    // In the claim pool as free, ready videos, one per variant.
    const pool = await poolOf(info.videos.map((v: { library_video_id: number }) => v.library_video_id));
    expect(pool.map((p) => p.state)).toEqual(['ready', 'ready', 'ready', 'ready']);
    expect(new Set(pool.map((p) => p.id))).toEqual(
      new Set(info.videos.map((v: { mixed_video_id: number }) => v.mixed_video_id)),
    );

    // The same variant's job sent again (a second process, a sweep) and a rerun after a crash: nothing new.
    const variant = { renderId: render.data.id, idx: 0, attempt: 0 };
    await app.jobs.send(VARIANT_QUEUE, variant, variantKey(variant));
    await app.jobs.send(VARIANT_QUEUE, variant, `${variantKey(variant)}:rerun`);
    await app.jobs.idle(VARIANT_QUEUE, 60_000);
    // Each variant's title is its own (mix-titles.test.ts): one library video per title.
    const titles = info.videos.map((v: { title: string }) => sql`${v.title}`);
    const library = await rows(
      sql`select id from library_videos where team_id = ${TEAM} and title in (${sql.join(titles, sql`, `)})`,
    );
    expect(library).toHaveLength(4);
    expect((await renderInfo(app, token, render.data.id)).done).toBe(4);
  });

  it('a killed worker’s half-written file is removed and the variant lands once', async () => {
    const { app, token } = await studio();
    const ids = [];
    for (let i = 0; i < 2; i++) ids.push(await libraryClip(app, TEAM, { seconds: 2 }));
    const created = await post(app, '/member/mix/projects/create', project([ids], { title: 'Killed' }), {
      token,
    });
    const render = await post(
      app,
      '/member/mix/renders/create',
      { project_id: created.data.id, count: 1, activity_id: ACTIVITY },
      { token },
    );
    const id = render.data.id as number;
    await waitRender(app, token, id);
    // As a process killed after storing its file but before the finishing transaction leaves it:
    // the variant rendering, a file under its work key that no library row names.
    const dir = tempDir('mix-leftover-');
    const leftover = `library/${TEAM}/leftover${id}.mp4`;
    await import('node:fs').then((fs) => fs.writeFileSync(`${dir}/x`, 'partial'));
    await app.storage.put(leftover, `${dir}/x`, 'video/mp4');
    const [before] = await rows<{ library_video_id: number }>(
      sql`select library_video_id from mix_variants where render_id = ${id}`,
    );
    await rows(sql`delete from videos where library_video_id = ${before!.library_video_id}`);
    await rows(sql`delete from library_videos where id = ${before!.library_video_id}`);
    await rows(
      sql`update mix_variants set state = 'rendering', library_video_id = null, video_id = null, work_key = ${leftover} where render_id = ${id}`,
    );
    const variant = { renderId: id, idx: 0, attempt: 0 };
    await app.jobs.send(VARIANT_QUEUE, variant, `${variantKey(variant)}:after-kill`);
    const info = await waitRender(app, token, id);
    expect(info).toMatchObject({ status: 'done', done: 1 });
    expect(await app.storage.stat(leftover)).toBeUndefined();
    expect(
      await rows(sql`select id from library_videos where title = ${info.videos[0].title as string}`),
    ).toHaveLength(1);
  });

  it('cancel stops the rest; finished variants stay', async () => {
    const { app, token } = await studio();
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push(await libraryClip(app, TEAM, { seconds: 2 }));
    const created = await post(
      app,
      '/member/mix/projects/create',
      project([ids.slice(0, 2), ids.slice(2, 4), ids.slice(4, 6)], { title: 'Cancelled' }),
      { token },
    );
    const render = await post(
      app,
      '/member/mix/renders/create',
      { project_id: created.data.id, count: 24, activity_id: ACTIVITY },
      { token },
    );
    const cancelled = await post(app, '/member/mix/renders/cancel', { id: render.data.id }, { token });
    expect(cancelled.code, cancelled.message).toBe(0);
    const info = await waitRender(app, token, render.data.id);
    expect(info.status).toBe('cancelled');
    expect(info.done).toBeLessThan(24);
    await app.jobs.idle(VARIANT_QUEUE, 60_000);
    const after = await renderInfo(app, token, render.data.id);
    expect(after.done).toBe(info.done);
    expect(after.variants.filter((v: { state: string }) => v.state === 'cancelled').length).toBe(
      24 - info.done,
    );
    const again = await post(app, '/member/mix/renders/cancel', { id: render.data.id }, { token, ...en });
    expect([again.code, again.message]).toEqual([35005, 'This render is already over']);
  });

  it('an unreadable clip stops the render with its name; the project survives and retry renders after the fix', async () => {
    const { app, token } = await studio();
    const good = await libraryClip(app, TEAM, { seconds: 2 });
    const bad = await libraryClip(app, TEAM, { bytes: Buffer.from('this is no video at all') });
    const created = await post(
      app,
      '/member/mix/projects/create',
      project([[good], [bad]], { title: 'Broken' }),
      { token },
    );
    const render = await post(
      app,
      '/member/mix/renders/create',
      { project_id: created.data.id, count: 1, activity_id: ACTIVITY },
      { token },
    );
    const info = await waitRender(app, token, render.data.id);
    expect(info.status).toBe('failed');
    const [clip] = await rows<{ title: string; file_key: string }>(
      sql`select title, file_key from library_videos where id = ${bad}`,
    );
    expect(info.error).toBe(
      `The clip “${clip!.title}” cannot be read (damaged or empty): replace it in its scene and retry`,
    );
    expect(info.variants[0].state).toBe('failed');
    // The project is untouched: its info still answers with its scenes.
    const kept = await get(app, '/member/mix/projects/info', { id: String(created.data.id) }, { token });
    expect(kept.data.scenes).toHaveLength(2);
    // The merchant replaces the file (as a re-upload would) and retries: the render completes.
    const dir = tempDir('mix-fix-');
    const { makeMp4 } = await import('./upload-kit');
    await app.storage.put(clip!.file_key, makeMp4(dir, 'fixed.mp4'), 'video/mp4');
    const retried = await post(app, '/member/mix/renders/retry', { id: render.data.id }, { token });
    expect(retried.data.retried).toBe(1);
    expect(await waitRender(app, token, render.data.id)).toMatchObject({ status: 'done', done: 1 });
  });

  it('a clip deleted from the library while a render runs fails its variants with the reason; the project says which', async () => {
    const { app, token } = await studio();
    const a = await libraryClip(app, TEAM, { seconds: 2 });
    const b = await libraryClip(app, TEAM, { seconds: 2 });
    const c = await libraryClip(app, TEAM, { seconds: 2 });
    const created = await post(
      app,
      '/member/mix/projects/create',
      project([[a, b], [c]], { title: 'Deleted' }),
      { token },
    );
    const render = await post(
      app,
      '/member/mix/renders/create',
      { project_id: created.data.id, count: 2, activity_id: ACTIVITY },
      { token },
    );
    const deleted = await post(app, '/member/library/delete', { library_video_id: c }, { token });
    expect(deleted.code, deleted.message).toBe(0);
    const info = await waitRender(app, token, render.data.id);
    expect(info).toMatchObject({ status: 'failed', done: 0, failed: 2 });
    for (const v of info.variants) {
      expect(v.error).toBe(
        'A clip of this variant was deleted from the library: replace it in its scene and retry',
      );
    }
    const kept = await get(app, '/member/mix/projects/info', { id: String(created.data.id) }, { token });
    expect(kept.data.scenes[1].shots[0]).toMatchObject({ id: c, available: false });
  });

  it('one team’s big render does not starve another team’s small one', async () => {
    const { app, token } = await studio();
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push(await libraryClip(app, TEAM, { seconds: 2 }));
    const big = await post(
      app,
      '/member/mix/projects/create',
      project([ids.slice(0, 2), ids.slice(2, 4), ids.slice(4, 6)], { title: 'Big' }),
      { token },
    );
    const other = await newTeam(app);
    const activity = await createActivity(app, other.token);
    const small = [];
    for (let i = 0; i < 3; i++) small.push(await libraryClip(app, other.teamId, { seconds: 2 }));
    const little = await post(
      app,
      '/member/mix/projects/create',
      project([small.slice(0, 2), small.slice(2)], { title: 'Small' }),
      { token: other.token },
    );
    const bigRender = await post(
      app,
      '/member/mix/renders/create',
      { project_id: big.data.id, count: 24, activity_id: ACTIVITY },
      { token },
    );
    const smallRender = await post(
      app,
      '/member/mix/renders/create',
      { project_id: little.data.id, count: 2, activity_id: activity.id },
      { token: other.token },
    );
    expect(smallRender.code, smallRender.message).toBe(0);
    let mostInFlight = 0;
    await expect
      .poll(
        async () => {
          const [row] = await rows<{ n: number }>(
            sql`select count(*)::int as n from mix_variants where render_id = ${bigRender.data.id} and state in ('queued', 'rendering')`,
          );
          mostInFlight = Math.max(mostInFlight, row!.n);
          return (await renderInfo(app, other.token, smallRender.data.id)).status;
        },
        { timeout: 120_000, interval: 100 },
      )
      .toBe('done');
    // The small render finished while the big one had most of its variants still to do.
    expect((await renderInfo(app, token, bigRender.data.id)).done).toBeLessThan(12);
    expect(mostInFlight).toBeLessThanOrEqual(4);
    await post(app, '/member/mix/renders/cancel', { id: bigRender.data.id }, { token });
  });
});
