import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { en, get, post } from './auth-kit';
import { demoAdmin } from './console-kit';
import { demoApp } from './distribution-helper';
import { libraryClip, project } from './mix-kit';
import { rows } from './upload-kit';

const TEAM = 1001;

describe('mixing studio: the rules a merchant meets before rendering', () => {
  it('counts distinct variants, hints how to raise them, and refuses more than that', async () => {
    const app = await demoApp();
    const token = await demoAdmin(app);
    const ids = [];
    for (let i = 0; i < 6; i++)
      ids.push(await libraryClip(app, TEAM, { bytes: Buffer.from(`not rendered ${i}`) }));
    const created = await post(
      app,
      '/member/mix/projects/create',
      project([ids.slice(0, 2), ids.slice(2, 4), ids.slice(4, 6)]),
      { token },
    );
    expect(created.code, created.message).toBe(0);
    const info = await get(app, '/member/mix/projects/info', { id: String(created.data.id) }, { token });
    // 6 shots in 3 free scenes of 2: 8 combinations; 4 differ pairwise in two scenes; × 3! orders.
    expect(info.data.distinct_max).toBe(24);
    expect(info.data.hint).toEqual({ add: [1, 1, 0], distinct_max: 36 });
    expect(info.data.scenes[0].shots[0]).toMatchObject({ id: ids[0], available: true });

    const tooMany = await post(
      app,
      '/member/mix/renders/create',
      { project_id: created.data.id, count: 25, activity_id: 1001 },
      { token, ...en },
    );
    expect(tooMany.code).toBe(35001);
    expect(tooMany.data).toEqual({ count: 25, distinct_max: 24 });
    expect(tooMany.message).toBe('These shots allow 24 distinct variants, not 25: add shots or render fewer');

    // Fixing the first and last scenes leaves one free scene: no reordering.
    const fixed = project([ids.slice(0, 2), ids.slice(2, 4), ids.slice(4, 6)]);
    fixed.scenes[0]!.fixed = 'first';
    fixed.scenes[2]!.fixed = 'last';
    const f = await post(app, '/member/mix/projects/create', fixed, { token });
    expect(
      (await get(app, '/member/mix/projects/info', { id: String(f.data.id) }, { token })).data.distinct_max,
    ).toBe(4);
  });

  it('refuses a render the library space cannot hold, with the numbers', async () => {
    const app = await demoApp();
    const token = await demoAdmin(app);
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await libraryClip(app, TEAM, { bytes: Buffer.from(`q ${i}`) }));
    const created = await post(
      app,
      '/member/mix/projects/create',
      project([ids.slice(0, 2), ids.slice(2, 4)]),
      { token },
    );
    const used = await rows<{ used: string }>(
      sql`select coalesce(sum(size_bytes), 0) as used from library_videos where team_id = ${TEAM}`,
    );
    await rows(
      sql`update teams set library_quota_bytes = ${Number(used[0]!.used) + 100_000} where id = ${TEAM}`,
    );
    const refused = await post(
      app,
      '/member/mix/renders/create',
      { project_id: created.data.id, count: 4, activity_id: 1001 },
      { token, ...en },
    );
    expect(refused.code).toBe(31002);
    expect(refused.data.needed_bytes).toBeGreaterThan(100_000);
    expect(refused.data.total_bytes - refused.data.used_bytes).toBe(100_000);
    expect(refused.message).toMatch(
      /^Not enough library space for 4 variants: about \d+ MB needed, 0 MB free/,
    );
    const renders = await rows(sql`select id from mix_renders where project_id = ${created.data.id}`);
    expect(renders).toHaveLength(0);
  });

  it('explains bad recipes and keeps nothing half-made', async () => {
    const app = await demoApp();
    const token = await demoAdmin(app);
    const a = await libraryClip(app, TEAM, { bytes: Buffer.from('a') });
    const b = await libraryClip(app, TEAM, { bytes: Buffer.from('b') });
    const create = (body: object) =>
      post(app, '/member/mix/projects/create', { ...body, title: 'Bad recipe' }, { token, ...en });

    const empty = await create(project([[a], []]));
    expect([empty.code, empty.message]).toEqual([
      35002,
      'Scene “scene 2” has no shot: add at least one clip',
    ]);

    const foreign = await create(project([[a], [999_999]]));
    expect([foreign.code, foreign.data]).toEqual([35003, { clip_id: 999_999 }]);

    await rows(sql`update library_videos set duration_seconds = 0 where id = ${b}`);
    const zero = await create(project([[a], [b]]));
    expect(zero.code).toBe(35003);
    expect(zero.message).toContain('cannot be used as a shot');

    await rows(sql`update library_videos set duration_seconds = 2 where id = ${b}`);
    const short = await create(project([[a], [b]], { length: { min_s: 10, max_s: 20 } }));
    expect([short.code, short.data]).toEqual([35004, { shortest_s: 4, min_s: 10 }]);
    expect(short.message).toContain('only 4 s, less than the 10 s minimum');

    const zh = await post(app, '/member/mix/projects/create', project([[a], []]), {
      token,
      language: 'zh-CN',
    });
    expect(zh.message).toBe('场景“scene 2”还没有镜头：请至少添加一个素材');
    expect(
      await rows(sql`select id from mix_projects where team_id = ${TEAM} and title = 'Bad recipe'`),
    ).toHaveLength(0);
  });

  it('is listed in the API document behind the token', async () => {
    const app = await demoApp();
    const doc = (await app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
    for (const path of [
      '/api/member/mix/projects/create',
      '/api/member/mix/projects/info',
      '/api/member/mix/renders/create',
      '/api/member/mix/renders/info',
      '/api/member/mix/renders/cancel',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const anonymous = await get(app, '/member/mix/projects/info', { id: '1' });
    expect(anonymous.code).toBe(4011);
  });
});
