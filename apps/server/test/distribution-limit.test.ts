import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimers, videos } from '../src/modules/distribution/schema';
import { funnel } from '../src/modules/distribution/activity-repo';
import { demoApp, makeActivity, PATHS, post, videoOf, visitor } from './distribution-helper';
import { testDatabase } from './test-database';

const fetch = PATHS.wechatFetch;
const report = (
  app: Parameters<typeof post>[0],
  activityId: number,
  videoId: number,
  v: string,
  path: string = PATHS.wechatReport,
) => post<{ reported: boolean }>(app, path, { activity_id: activityId, mixed_video_id: videoId }, v);

describe('claim limit', () => {
  it('counts the videos taken (reported), not the ones viewed or changed', async () => {
    const { db } = await testDatabase();
    const app = await demoApp();
    const pool = await makeActivity(db, { size: 8, claimLimit: 2 });
    const v = visitor();
    // Four views and three changes: nothing taken yet.
    let current = videoOf(await post(app, fetch, { activity_id: pool.id }, v)).mixed_video_id;
    for (let i = 0; i < 3; i++) {
      current = videoOf(await post(app, fetch, { activity_id: pool.id, prev_id: current }, v)).mixed_video_id;
    }
    expect((await report(app, pool.id, current, v)).data).toEqual({ reported: true });
    const second = videoOf(await post(app, fetch, { activity_id: pool.id }, v)).mixed_video_id;
    expect(second).not.toBe(current);
    expect((await report(app, pool.id, second, v, PATHS.browserReport)).data).toEqual({ reported: true });

    const refused = await post(app, fetch, { activity_id: pool.id }, v);
    expect(refused).toMatchObject({ status: 403, code: 20003 });
    expect(refused.message).toBe('账号领取次数已达上限');
    // Someone else is not limited by it.
    expect((await post(app, fetch, { activity_id: pool.id }, visitor())).data.exist).toBe(true);
    expect(await funnel(db, pool.id)).toMatchObject({ visitors: 2, taken: 2 });
  });

  it.each([
    ['zh-CN', '账号领取次数已达上限'],
    ['zh-TW', '帳號領取次數已達上限'],
    ['en', 'account claim limit reached'],
    ['es', 'límite de reclamos de la cuenta'],
    ['pt-BR', 'Limite de resgates da conta atingido'],
    ['id', 'Batas klaim akun tercapai'],
  ])('says so in %s', async (language, wording) => {
    const { db } = await testDatabase();
    const app = await demoApp();
    const pool = await makeActivity(db, { size: 2, claimLimit: 1 });
    const v = visitor();
    const id = videoOf(await post(app, fetch, { activity_id: pool.id }, v)).mixed_video_id;
    await report(app, pool.id, id, v);
    const refused = await post(app, fetch, { activity_id: pool.id }, v, { language });
    expect(refused.code).toBe(20003);
    expect(refused.message).toContain(wording);
  });

  it('demo activity 1001 allows 3 per claimer', async () => {
    const app = await demoApp();
    const v = visitor();
    for (let i = 0; i < 3; i++) {
      const id = videoOf(await post(app, PATHS.browserFetch, { activity_id: 1001 }, v)).mixed_video_id;
      expect((await report(app, 1001, id, v, PATHS.browserReport)).data.reported).toBe(true);
    }
    expect(await post(app, PATHS.browserFetch, { activity_id: 1001 }, v)).toMatchObject({ code: 20003 });
  });
});

describe('download / publish report', () => {
  it('marks the video published: it is never handed out again, even after its lock', async () => {
    const { db } = await testDatabase();
    const app = await demoApp();
    const pool = await makeActivity(db, { size: 1 });
    const v = visitor();
    const id = videoOf(await post(app, PATHS.xhsFetch, { activity_id: pool.id }, v)).mixed_video_id;
    expect((await report(app, pool.id, id, v, PATHS.xhsReport)).data).toEqual({ reported: true });
    await db
      .update(videos)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(videos.id, id));
    expect((await post(app, fetch, { activity_id: pool.id }, visitor())).data.exist).toBe(false);
    // Its claimer's next fetch draws another (none left here) rather than re-showing a taken one.
    expect((await post(app, fetch, { activity_id: pool.id }, v)).data.exist).toBe(false);
    const [row] = await db.select().from(videos).where(eq(videos.id, id));
    expect(row!.publishedAt).not.toBeNull();
    expect(row!.publishedBy).toBe(`v:${v}`);
  });

  it('is idempotent: a second report of the same video counts once', async () => {
    const { db } = await testDatabase();
    const app = await demoApp();
    const pool = await makeActivity(db, { size: 3, claimLimit: 3 });
    const v = visitor();
    const id = videoOf(await post(app, fetch, { activity_id: pool.id }, v)).mixed_video_id;
    expect((await report(app, pool.id, id, v)).data.reported).toBe(true);
    expect((await report(app, pool.id, id, v)).data.reported).toBe(true);
    const [row] = await db
      .select()
      .from(claimers)
      .where(and(eq(claimers.activityId, pool.id), eq(claimers.claimer, `v:${v}`)));
    expect(row!.taken).toBe(1);
  });

  it('refuses a video the reporter does not hold (20004, "claim released after timeout")', async () => {
    const { db } = await testDatabase();
    const app = await demoApp();
    const pool = await makeActivity(db, { size: 2 });
    const owner = visitor();
    const id = videoOf(await post(app, fetch, { activity_id: pool.id }, owner)).mixed_video_id;
    const stranger = await report(app, pool.id, id, visitor(), PATHS.browserReport);
    expect(stranger).toMatchObject({ status: 409, code: 20004 });
    const en = await post(app, PATHS.browserReport, { activity_id: pool.id, mixed_video_id: id }, visitor(), {
      language: 'en',
    });
    expect(en.message).toContain('Claim released after timeout');
    expect(await report(app, 999_999, id, owner)).toMatchObject({ code: 20001 });
  });

  it('never exceeds the limit when one claimer reports many videos at once', async () => {
    const { db } = await testDatabase();
    const app = await demoApp();
    const pool = await makeActivity(db, { size: 10, claimLimit: 3 });
    const v = visitor();
    await post(app, fetch, { activity_id: pool.id }, v); // creates the claimer row
    // Hand the claimer every video (as if many tabs had each claimed one).
    await db
      .update(videos)
      .set({ lockedBy: `v:${v}`, lockedUntil: new Date(Date.now() + 3_600_000) })
      .where(eq(videos.activityId, pool.id));
    const replies = await Promise.all(pool.videoIds.map((id) => report(app, pool.id, id, v)));
    expect(replies.filter((r) => r.code === 0)).toHaveLength(3);
    expect(replies.filter((r) => r.code === 20003)).toHaveLength(7);
    const published = await db
      .select({ id: videos.id })
      .from(videos)
      .where(and(inArray(videos.id, pool.videoIds), isNotNull(videos.publishedAt)));
    expect(published).toHaveLength(3);
  });
});
