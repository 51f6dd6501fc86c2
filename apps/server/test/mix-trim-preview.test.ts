import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { probeVideo } from '../src/integrations/video/probe';
import { PREVIEW_QUEUE } from '../src/modules/mix/preview';
import { en, get, post } from './auth-kit';
import { demoAdmin } from './console-kit';
import { demoApp } from './distribution-helper';
import { libraryClip, project } from './mix-kit';
import { rows, tempDir } from './upload-kit';

const TEAM = 1001;

async function studio() {
  const app = await demoApp({ MEDIA_DIR: tempDir('mix-preview-media-') });
  const token = await demoAdmin(app);
  return { app, token };
}

type Trim = { clip_id: number; in_s: number; out_s: number };

/** Two scenes of 4 s clips; the first scene's first shot trimmed (to 1–3 s unless told). */
const trimmed = (ids: number[], extra: object = {}, trims?: Trim[]) => {
  const body = project([ids.slice(0, 2), ids.slice(2, 4)], { title: 'Trimmed', ...extra });
  return {
    ...body,
    scenes: [
      { ...body.scenes[0]!, trims: trims ?? [{ clip_id: ids[0]!, in_s: 1, out_s: 3 }] },
      body.scenes[1]!,
    ],
  };
};

const previewJobs = () =>
  rows<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = ${PREVIEW_QUEUE}`).then(
    (r) => r[0]!.n,
  );

describe('mixing studio: trim windows and the preview variant', { timeout: 180_000 }, () => {
  it('plans lengths from the trim windows and refuses a window outside its clip, translated', async () => {
    const { app, token } = await studio();
    const ids = [];
    for (let i = 0; i < 4; i++)
      ids.push(await libraryClip(app, TEAM, { bytes: Buffer.from(`t ${i}`), seconds: 4 }));
    const create = (body: object, language: 'en' | 'zh-CN' = 'en') =>
      post(app, '/member/mix/projects/create', body, { token, language });

    // The shortest shots: the 2 s window of the first clip (not its 4 s) + 4 s.
    const short = await create(trimmed(ids, { length: { min_s: 7, max_s: 20 } }));
    expect([short.code, short.data]).toEqual([35004, { shortest_s: 6, min_s: 7 }]);

    const created = await create(trimmed(ids, { length: { min_s: 6, max_s: 20 } }));
    expect(created.code, created.message).toBe(0);
    const info = await get(app, '/member/mix/projects/info', { id: String(created.data.id) }, { token });
    expect(info.data.scenes[0].trims).toEqual([{ clip_id: ids[0], in_s: 1, out_s: 3 }]);
    expect(info.data.scenes[0].shots[0]).toMatchObject({ id: ids[0], in_s: 1, out_s: 3 });
    expect(info.data.scenes[0].shots[1]).toMatchObject({ id: ids[1], in_s: 0, out_s: 4 });

    const refused = await create(trimmed(ids, {}, [{ clip_id: ids[0]!, in_s: 2, out_s: 4.5 }]));
    expect([refused.code, refused.data]).toEqual([
      35006,
      { clip_id: ids[0], in_s: 2, out_s: 4.5, duration_s: 4 },
    ]);
    expect(refused.message).toMatch(
      /^The window of “clip \d+” \(2–4\.5 s\) must start before it ends, last at least 1 s and end within the clip's 4 s$/,
    );
    expect((await create(trimmed(ids, {}, [{ clip_id: ids[0]!, in_s: 2, out_s: 2.5 }]))).code).toBe(35006);
    const zh = await create(trimmed(ids, {}, [{ clip_id: ids[2]!, in_s: 0, out_s: 2 }]), 'zh-CN');
    expect([zh.code, zh.message]).toEqual([
      35006,
      `素材 ${ids[2]} 设置了入出点，但它不是场景“scene 1”的镜头（或设置了两次）`,
    ]);
  });

  it('renders one preview variant outside the library, plays it by a signed link, and serves it again unrendered', async () => {
    const { app, token } = await studio();
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await libraryClip(app, TEAM, { seconds: 4 }));
    const created = await post(
      app,
      '/member/mix/projects/create',
      trimmed(ids, { length: { min_s: 4, max_s: 15 }, caption_lines: ['第二杯半价'] }),
      { token },
    );
    expect(created.code, created.message).toBe(0);
    const id = created.data.id as number;
    const library = async () =>
      (await rows(sql`select id from library_videos where team_id = ${TEAM}`)).length;
    const before = await library();
    const jobsBefore = await previewJobs();

    expect((await get(app, '/member/mix/projects/preview', { id: String(id) }, { token })).data).toEqual({
      state: 'none',
    });
    const started = Date.now();
    const first = await post(app, '/member/mix/projects/preview', { id }, { token });
    expect(first.code, first.message).toBe(0);
    expect(first.data.state).toBe('rendering');
    let preview = first.data;
    await expect
      .poll(
        async () => {
          preview = (await get(app, '/member/mix/projects/preview', { id: String(id) }, { token })).data;
          return preview.state;
        },
        { timeout: 120_000, interval: 200 },
      )
      .toBe('done');
    const firstMs = Date.now() - started;

    // Variant 0 plays the trimmed first shot (its 2 s window) or the other, and a shot of scene 2.
    const url = new URL(preview.url);
    expect(url.pathname).toMatch(new RegExp(`^/media/mix-preview/${TEAM}/${id}-[0-9a-f]{20}\\.mp4$`));
    expect(url.searchParams.get('s')).toBeTruthy();
    const played = await app.inject({ url: url.pathname + url.search });
    expect(played.statusCode).toBe(200);
    expect((await app.inject({ url: url.pathname })).statusCode).not.toBe(200);
    const file = join(tempDir('mix-preview-probe-'), 'preview.mp4');
    writeFileSync(file, played.rawPayload);
    const probe = await probeVideo('ffprobe', file);
    expect(probe.durationSeconds).toBeGreaterThanOrEqual(4);
    expect(probe.durationSeconds).toBeLessThanOrEqual(15);
    expect(Math.abs(probe.durationSeconds - preview.duration)).toBeLessThan(0.3);
    expect([probe.width, probe.height]).toEqual([720, 1280]);
    // Not a library video, not in any pool, not counted against the quota.
    expect(await library()).toBe(before);

    // The same recipe again: served at once, no second job.
    const cachedStart = Date.now();
    const again = await post(app, '/member/mix/projects/preview', { id }, { token });
    const cachedMs = Date.now() - cachedStart;
    expect(again.data).toMatchObject({ state: 'done', duration: preview.duration });
    expect(await previewJobs()).toBe(jobsBefore + 1);
    console.info(`mix preview: first ${firstMs} ms, cached ${cachedMs} ms`);

    // A changed recipe is another preview; the project keeps one file (the older one is deleted).
    const changed = trimmed(ids, { caption_lines: ['Open late tonight'] });
    expect((await post(app, '/member/mix/projects/update', { ...changed, id }, { token })).code).toBe(0);
    const next = await post(app, '/member/mix/projects/preview', { id }, { token, ...en });
    expect(next.data.state).toBe('rendering');
    await app.jobs.idle(PREVIEW_QUEUE, 120_000);
    const done = (await get(app, '/member/mix/projects/preview', { id: String(id) }, { token })).data;
    expect(done.state).toBe('done');
    expect(done.url).not.toBe(preview.url);
    expect(await app.storage.stat(url.pathname.replace('/media/', ''))).toBeUndefined();
  });

  it('a preview whose clip cannot be read fails with the reason; asking again renders anew', async () => {
    const { app, token } = await studio();
    const bad = await libraryClip(app, TEAM, { bytes: Buffer.from('not a video'), seconds: 4 });
    const good = await libraryClip(app, TEAM, { seconds: 2 });
    const created = await post(app, '/member/mix/projects/create', project([[bad], [good]]), { token });
    const id = created.data.id as number;
    expect((await post(app, '/member/mix/projects/preview', { id }, { token })).data.state).toBe('rendering');
    await app.jobs.idle(PREVIEW_QUEUE, 120_000);
    const failed = await get(app, '/member/mix/projects/preview', { id: String(id) }, { token, ...en });
    expect(failed.data.state).toBe('failed');
    expect(failed.data.error).toMatch(/cannot be read \(damaged or empty\)/);
    expect((await post(app, '/member/mix/projects/preview', { id }, { token })).data.state).toBe('rendering');
    await app.jobs.idle(PREVIEW_QUEUE, 120_000);

    const other = await get(app, '/member/mix/projects/preview', { id: '999999' }, { token, ...en });
    expect(other.code).not.toBe(0);
  });
});
