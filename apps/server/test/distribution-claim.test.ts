import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, videos } from '../src/modules/distribution/schema';
import { funnel } from '../src/modules/distribution/activity-repo';
import { demoApp, expireLock, makeActivity, PATHS, post, videoOf, visitor } from './distribution-helper';
import { startClearOfWindowEdge } from './helper';
import { testDatabase } from './test-database';

const fetch = PATHS.wechatFetch;

describe('claim: idempotent fetch', () => {
  it('returns the same video to the same visitor, with and without held_id', async () => {
    const app = await demoApp();
    const v = visitor();
    const first = videoOf(await post(app, fetch, { activity_id: 1002 }, v));
    const again = videoOf(await post(app, fetch, { activity_id: 1002 }, v));
    const byHint = videoOf(await post(app, fetch, { activity_id: 1002, held_id: first.mixed_video_id }, v));
    expect(again.mixed_video_id).toBe(first.mixed_video_id);
    expect(byHint.mixed_video_id).toBe(first.mixed_video_id);
    // Another visitor never gets it.
    const other = videoOf(await post(app, fetch, { activity_id: 1002 }, visitor()));
    expect(other.mixed_video_id).not.toBe(first.mixed_video_id);
  });

  it('ignores a held_id the visitor does not hold', async () => {
    const app = await demoApp();
    const a = visitor();
    const b = visitor();
    const mine = videoOf(await post(app, fetch, { activity_id: 1002 }, a));
    const theirs = videoOf(await post(app, fetch, { activity_id: 1002, held_id: mine.mixed_video_id }, b));
    expect(theirs.mixed_video_id).not.toBe(mine.mixed_video_id);
  });

  it('answers the distribution-video shape with lock_time and media URLs', async () => {
    const app = await demoApp();
    const reply = await post(app, fetch, { activity_id: 1002 }, visitor());
    expect(reply.code).toBe(0);
    const data = reply.data;
    expect(data).toMatchObject({ exist: true, is_loop_end: false, activity_id: 1002, store_id: '1001' });
    expect(data.lock_time).toBeGreaterThan(590);
    expect(data.lock_time).toBeLessThanOrEqual(600);
    const item = data.items[0]!;
    expect(item.video_url).toMatch(/^http:\/\/localhost(:\d+)?\/media\/demo\/clip-\d\d\.mp4$/);
    expect(item.video_cover).toMatch(/\/media\/demo\/clip-\d\d\.jpg$/);
    // Signed for this brand and video (issue 11, finding 5).
    expect(item.download_url).toMatch(
      new RegExp(
        `^${item.video_url.replace(/\/media\/.*$/, '')}/media/download/${item.mixed_video_id}\\?e=\\d+&s=`,
      ),
    );
    expect(item.video_duration).toBeGreaterThanOrEqual(3);
    expect(data.poi_param).toMatchObject({ province: '上海市', district: '静安区' });
    expect(data.caption).toContain(item.video_title);
    expect(data.caption).toContain('#咖啡日记');
  });
});

describe('claim: change video', () => {
  it('releases prev_id, skips viewed ids, and ends the loop when all free ones were viewed', async () => {
    const { db } = await testDatabase();
    const app = await demoApp();
    const pool = await makeActivity(db, { size: 3 });
    const v = visitor();
    const seen: number[] = [];
    let current = videoOf(await post(app, fetch, { activity_id: pool.id }, v)).mixed_video_id;
    seen.push(current);
    for (let i = 0; i < 2; i++) {
      const next = await post(
        app,
        fetch,
        { activity_id: pool.id, prev_id: current, view_ids: seen.join(',') },
        v,
      );
      expect(next.data.is_loop_end).toBe(false);
      current = videoOf(next).mixed_video_id;
      expect(seen).not.toContain(current);
      seen.push(current);
    }
    expect(new Set(seen)).toEqual(new Set(pool.videoIds));
    // Only the current one is held: the two before were released.
    const locked = await db.select().from(videos).where(eq(videos.activityId, pool.id));
    expect(locked.filter((r) => r.lockedBy !== null).map((r) => r.id)).toEqual([current]);

    // Every free video viewed: a video anyway, drawn ignoring the viewed list, and the loop ends.
    const loop = await post(
      app,
      fetch,
      { activity_id: pool.id, prev_id: current, view_ids: seen.join(',') },
      v,
    );
    expect(loop.data.is_loop_end).toBe(true);
    expect(videoOf(loop).mixed_video_id).not.toBe(current);
  });

  it('keeps the held video and answers exist:false when nothing else is free', async () => {
    const { db } = await testDatabase();
    const app = await demoApp();
    const pool = await makeActivity(db, { size: 1 });
    const v = visitor();
    const only = videoOf(await post(app, fetch, { activity_id: pool.id }, v)).mixed_video_id;
    const change = await post(app, fetch, { activity_id: pool.id, prev_id: only, view_ids: String(only) }, v);
    expect(change.data).toMatchObject({ exist: false, items: [], is_loop_end: false });
    expect(videoOf(await post(app, fetch, { activity_id: pool.id }, v)).mixed_video_id).toBe(only);
  });

  it('share_activity/random without prev_id: a held video among the viewed ids is changed away from', async () => {
    const { db } = await testDatabase();
    const app = await demoApp();
    const pool = await makeActivity(db, { size: 3 });
    const v = visitor();
    const random = (viewed: number[]) =>
      post(
        app,
        PATHS.douyinRandom,
        { id: pool.id, ...(viewed.length ? { view_mixed_video_ids: viewed.join(',') } : {}) },
        v,
      );
    // The spec's client: `id` and the viewed ids, never prev_id.
    const first = videoOf(await random([])).mixed_video_id;
    // The held video not among the viewed ids: a re-show, nothing released.
    expect(videoOf(await random([])).mixed_video_id).toBe(first);
    const second = videoOf(await random([first])).mixed_video_id;
    expect(second).not.toBe(first);
    const locked = await db.select().from(videos).where(eq(videos.activityId, pool.id));
    expect(locked.filter((r) => r.lockedBy !== null).map((r) => r.id)).toEqual([second]);
    const third = videoOf(await random([first, second])).mixed_video_id;
    expect([first, second]).not.toContain(third);
    // Every video viewed: the loop ends with another one, as with prev_id.
    const loop = await random([first, second, third]);
    expect(loop.data.is_loop_end).toBe(true);
    expect(videoOf(loop).mixed_video_id).not.toBe(third);
  });

  it('share_activity/random without prev_id: nothing else free keeps the held video (exist:false)', async () => {
    const { db } = await testDatabase();
    const app = await demoApp();
    const pool = await makeActivity(db, { size: 1 });
    const v = visitor();
    const only = videoOf(await post(app, PATHS.douyinRandom, { id: pool.id }, v)).mixed_video_id;
    const change = await post(
      app,
      PATHS.douyinRandom,
      { id: pool.id, view_mixed_video_ids: String(only) },
      v,
    );
    expect(change.data).toMatchObject({ exist: false, items: [] });
    expect(videoOf(await post(app, fetch, { activity_id: pool.id }, v)).mixed_video_id).toBe(only);
  });

  it('answers exist:false when every video is claimed by others', async () => {
    const { db } = await testDatabase();
    const app = await demoApp();
    const pool = await makeActivity(db, { size: 2 });
    videoOf(await post(app, fetch, { activity_id: pool.id }, visitor()));
    videoOf(await post(app, fetch, { activity_id: pool.id }, visitor()));
    const late = await post(app, fetch, { activity_id: pool.id }, visitor());
    expect(late.code).toBe(0);
    expect(late.data).toMatchObject({ exist: false, items: [], activity_id: pool.id });
  });

  it('activity 1003 (every video already taken) answers exist:false', async () => {
    const app = await demoApp();
    const reply = await post(app, fetch, { activity_id: 1003 }, visitor());
    expect(reply.data).toMatchObject({ exist: false, items: [] });
  });
});

describe('claim: release', () => {
  it('a lock that ran out frees the video for the next claimer', async () => {
    const { db } = await testDatabase();
    const app = await demoApp();
    const pool = await makeActivity(db, { size: 1 });
    const first = visitor();
    const id = videoOf(await post(app, fetch, { activity_id: pool.id }, first)).mixed_video_id;
    expect((await post(app, fetch, { activity_id: pool.id }, visitor())).data.exist).toBe(false);
    await expireLock(db, id);
    expect(videoOf(await post(app, fetch, { activity_id: pool.id }, visitor())).mixed_video_id).toBe(id);
    // The first claimer's re-fetch no longer returns it: it is someone else's now.
    expect((await post(app, fetch, { activity_id: pool.id, held_id: id }, first)).data.exist).toBe(false);
  });

  it('an expire report releases the video at once', async () => {
    const { db } = await testDatabase();
    const app = await demoApp();
    const pool = await makeActivity(db, { size: 1 });
    const v = visitor();
    const id = videoOf(await post(app, PATHS.browserFetch, { activity_id: pool.id }, v)).mixed_video_id;
    const stranger = await post(
      app,
      PATHS.browserExpire,
      { activity_id: pool.id, mixed_video_id: id },
      visitor(),
    );
    expect(stranger.data).toEqual({ reported: false });
    const expired = await post(app, PATHS.browserExpire, { activity_id: pool.id, mixed_video_id: id }, v);
    expect(expired.data).toEqual({ reported: true });
    expect(videoOf(await post(app, fetch, { activity_id: pool.id }, visitor())).mixed_video_id).toBe(id);
  });
});

describe('claim: refusals', () => {
  it('unknown activity → 20001 "activity id does not exist"', async () => {
    const app = await demoApp();
    const reply = await post(app, fetch, { activity_id: 999_999 }, visitor(), { language: 'en' });
    expect(reply).toMatchObject({ status: 404, code: 20001 });
    expect(reply.message).toContain('activity id does not exist');
  });

  it("another brand's activity does not exist on this host", async () => {
    const app = await demoApp();
    // A merchant's activity: the demo ones answer on every host (demo-every-brand.test.ts).
    const pool = await makeActivity((await testDatabase()).db, { size: 1 });
    const res = await app.inject({
      method: 'POST',
      url: fetch,
      payload: { activity_id: pool.id },
      headers: { host: 'jia.localhost:3000', 'visitor-id': visitor() },
    });
    expect(res.json()).toMatchObject({ code: 20001 });
  });

  it('paused or ended → 20002; platform not served → 20006', async () => {
    const { db } = await testDatabase();
    const app = await demoApp();
    const paused = await makeActivity(db, { size: 1, status: 'paused' });
    const ended = await makeActivity(db, { size: 1, status: 'ended' });
    expect(await post(app, fetch, { activity_id: paused.id }, visitor())).toMatchObject({ code: 20002 });
    expect(await post(app, fetch, { activity_id: ended.id }, visitor())).toMatchObject({ code: 20002 });
    // 1001 is Douyin only.
    expect(await post(app, fetch, { activity_id: 1001 }, visitor())).toMatchObject({
      status: 400,
      code: 20006,
    });
    expect(await post(app, PATHS.xhsFetch, { activity_id: 1001 }, visitor())).toMatchObject({ code: 20006 });
    await db.update(activities).set({ status: 'active' }).where(eq(activities.id, paused.id));
    expect((await post(app, fetch, { activity_id: paused.id }, visitor())).data.exist).toBe(true);
  });

  it('validates ids: a malformed view_ids is 40000', async () => {
    const app = await demoApp();
    const reply = await post(app, fetch, { activity_id: 1002, view_ids: '1,x' }, visitor());
    expect(reply.code).toBe(40000);
  });
});

describe('claim: bookkeeping', () => {
  it('counts views and claims in the funnel', async () => {
    const { db } = await testDatabase();
    const app = await demoApp();
    const pool = await makeActivity(db, { size: 5 });
    const v = visitor();
    const id = videoOf(await post(app, fetch, { activity_id: pool.id }, v)).mixed_video_id;
    await post(app, fetch, { activity_id: pool.id }, v);
    await post(app, fetch, { activity_id: pool.id, prev_id: id, view_ids: String(id) }, v);
    await post(app, fetch, { activity_id: pool.id }, visitor());
    expect(await funnel(db, pool.id)).toEqual({ visitors: 2, views: 4, claims: 3, taken: 0, posted: 0 });
  });

  it('a visitor without visitor-id still gets a video (never someone else’s)', async () => {
    const { db } = await testDatabase();
    const app = await demoApp();
    const pool = await makeActivity(db, { size: 2 });
    const a = videoOf(await post(app, fetch, { activity_id: pool.id })).mixed_video_id;
    const b = videoOf(await post(app, fetch, { activity_id: pool.id })).mixed_video_id;
    expect(a).not.toBe(b);
  });
});

describe('claim: per-IP limit', () => {
  it(
    'is counted by the claim statement itself: 300 fetches an IP a minute, then 42900 drawing and counting nothing',
    { timeout: 120_000 },
    async () => {
      await startClearOfWindowEdge(60 * 1000, 30_000);
      const { db } = await testDatabase();
      const app = await demoApp();
      const pool = await makeActivity(db, { size: 3 });
      const remoteAddress = `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const replies = await Promise.all(
        Array.from({ length: 310 }, () =>
          app.inject({
            method: 'POST',
            url: fetch,
            payload: { activity_id: pool.id },
            headers: { 'visitor-id': visitor() },
            remoteAddress,
          }),
        ),
      );
      const codes = replies.map((r) => (r.json() as { code: number }).code);
      expect(codes.filter((c) => c === 0)).toHaveLength(300);
      expect(codes.filter((c) => c === 42900)).toHaveLength(10);
      expect(Number(replies.find((r) => r.statusCode === 429)!.headers['retry-after'])).toBeGreaterThan(0);
      // The refused fetches left no claimer row behind: 300 visitors, one view each.
      expect(await funnel(db, pool.id)).toMatchObject({ visitors: 300, views: 300, claims: 3 });
    },
  );
});
