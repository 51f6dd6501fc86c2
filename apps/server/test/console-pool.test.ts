import { describe, expect, it } from 'vitest';
import { markPosted } from '../src/modules/distribution/service';
import { en, get, post } from './auth-kit';
import { addVideos, C, createActivity, demoAdmin, expireLocks, getList, validActivity } from './console-kit';
import { demoApp, PATHS, post as visit, videoOf, visitor } from './distribution-helper';
import { testDatabase } from './test-database';
import { EMPTY_FUNNEL } from '@vidmatrix/contract/console';

const counts = async (app: Awaited<ReturnType<typeof demoApp>>, token: string, id: number) => {
  const list = await getList(app, token, { page_size: '100' });
  const row = list.data.items.find((a: { id: number }) => a.id === id);
  return { counts: row.counts, funnel: row.funnel };
};

describe('console pool: live counts', () => {
  it('free / locked / published / posted follow claims, reports and posts', async () => {
    const app = await demoApp();
    const token = await demoAdmin(app);
    const { id } = await createActivity(app, token, { ...validActivity, claim_limit: null });
    await addVideos(id, 5);
    expect(await counts(app, token, id)).toEqual({
      counts: { pool: 5, free: 5, locked: 0, published: 0, posted: 0 },
      funnel: EMPTY_FUNNEL,
    });

    // Three visitors claim; one downloads (taken for good); one of those is posted.
    const claimed = [];
    for (const v of [visitor(), visitor(), visitor()]) {
      claimed.push({ v, video: videoOf(await visit(app, PATHS.browserFetch, { activity_id: id }, v)) });
    }
    const report = await visit(
      app,
      PATHS.browserReport,
      { activity_id: id, mixed_video_id: claimed[0]!.video.mixed_video_id },
      claimed[0]!.v,
    );
    expect(report.code).toBe(0);
    await visit(
      app,
      PATHS.browserReport,
      { activity_id: id, mixed_video_id: claimed[1]!.video.mixed_video_id },
      claimed[1]!.v,
    );
    expect(await markPosted((await testDatabase()).db, claimed[1]!.video.mixed_video_id)).toBe(true);

    expect(await counts(app, token, id)).toEqual({
      counts: { pool: 5, free: 2, locked: 1, published: 1, posted: 1 },
      funnel: {
        visitors: 3,
        visitors_claimed: 3,
        visitors_taken: 2,
        visitors_posted: 1,
        views: 3,
        claims: 3,
        taken: 2,
        posted: 1,
      },
    });
    // The distribution funnel endpoint agrees.
    const funnel = await get(app, '/member/distribution/activity/funnel', { id: String(id) }, { token });
    expect(funnel.data).toMatchObject({ visitors: 3, claims: 3, taken: 2, posted: 1 });

    // The pool lists each video's state, and filters by it.
    const pool = await get(app, `${C}/activity/videos`, { id: String(id), page_size: '10' }, { token });
    const states = Object.fromEntries(
      pool.data.items.map((v: { id: number; state: string }) => [v.id, v.state]),
    );
    expect(states[claimed[0]!.video.mixed_video_id]).toBe('published');
    expect(states[claimed[1]!.video.mixed_video_id]).toBe('posted');
    expect(states[claimed[2]!.video.mixed_video_id]).toBe('locked');
    const free = await get(app, `${C}/activity/videos`, { id: String(id), state: 'free' }, { token });
    expect(free.data.total).toBe(2);
    expect(free.data.counts).toEqual({ pool: 5, free: 2, locked: 1, published: 1, posted: 1 });

    // A lock that ran out makes the video free again, without any write.
    await expireLocks(id);
    expect((await counts(app, token, id)).counts).toMatchObject({ free: 3, locked: 0 });
  });
});

describe('console pool: removing videos', () => {
  it('removes free videos; locked, taken or posted ones are refused with 31009 and nothing is removed', async () => {
    const app = await demoApp();
    const token = await demoAdmin(app);
    const { id } = await createActivity(app, token);
    const ids = await addVideos(id, 4);
    const v = visitor();
    const held = videoOf(await visit(app, PATHS.browserFetch, { activity_id: id }, v)).mixed_video_id;
    const free = ids.filter((x) => x !== held);

    const refused = await post(
      app,
      `${C}/activity/videos/remove`,
      { id, video_ids: [free[0], held] },
      { token, ...en },
    );
    expect([refused.status, refused.code, refused.message]).toEqual([
      409,
      31009,
      'Videos that are locked, taken or posted cannot be removed',
    ]);
    expect(refused.data).toEqual({ in_use: [held] });
    // All or nothing: the free one asked for with it is still there.
    expect((await get(app, `${C}/activity/videos`, { id: String(id) }, { token })).data.total).toBe(4);

    const removed = await post(
      app,
      `${C}/activity/videos/remove`,
      { id, video_ids: free.slice(0, 2) },
      { token },
    );
    expect(removed.data).toEqual({ removed: free.slice(0, 2) });
    const left = await get(app, `${C}/activity/videos`, { id: String(id) }, { token });
    expect(left.data.items.map((x: { id: number }) => x.id).sort()).toEqual([held, free[2]].sort());

    // The claimer still has the held video: removing the others did not disturb the claim.
    const again = videoOf(await visit(app, PATHS.browserFetch, { activity_id: id }, v));
    expect(again.mixed_video_id).toBe(held);

    // Taken for good: still refused after its lock is gone.
    await visit(app, PATHS.browserReport, { activity_id: id, mixed_video_id: held }, v);
    await expireLocks(id);
    expect((await post(app, `${C}/activity/videos/remove`, { id, video_ids: [held] }, { token })).code).toBe(
      31009,
    );
    // A video of another activity is "not in this activity".
    const foreign = await post(
      app,
      `${C}/activity/videos/remove`,
      { id, video_ids: [100101] },
      { token, ...en },
    );
    expect([foreign.code, foreign.message]).toEqual([40400, 'Some of these videos are not in this activity']);
  });

  it('a removal racing claims never deletes a claimed video', async () => {
    const app = await demoApp();
    const token = await demoAdmin(app);
    const { id } = await createActivity(app, token, { ...validActivity, claim_limit: null });
    const ids = await addVideos(id, 10);
    const claims = Array.from({ length: 5 }, () => visitor()).map((v) =>
      visit(app, PATHS.browserFetch, { activity_id: id }, v),
    );
    const removal = post(app, `${C}/activity/videos/remove`, { id, video_ids: ids }, { token });
    const [removed, ...claimed] = await Promise.all([removal, ...claims]);
    const got = claimed.filter((c) => c.code === 0 && c.data.exist).map((c) => videoOf(c).mixed_video_id);
    const left = await get(app, `${C}/activity/videos`, { id: String(id), page_size: '100' }, { token });
    const leftIds = left.data.items.map((x: { id: number }) => x.id);
    // Every video handed out is still in the pool; the removal either won entirely or not at all.
    for (const claimedId of got) expect(leftIds).toContain(claimedId);
    if (removed.code === 0) expect(got).toEqual([]);
    else expect(removed.code).toBe(31009);
  });
});
