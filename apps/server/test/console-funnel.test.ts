import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { C, addVideos, createActivity, demoAdmin, getList } from './console-kit';
import { get } from './auth-kit';
import { demoApp, PATHS, post, videoOf, visitor } from './distribution-helper';
import { testDatabase } from './test-database';

/** A claimer row as other paths leave it (an empty pool's visits, a platform's proof of posting). */
async function seedClaimer(
  activityId: number,
  c: { claimer: string; views: number; claims: number; taken: number; posted: number },
) {
  const { db } = await testDatabase();
  await db.execute(sql`insert into claimers (activity_id, claimer, views, claims, taken, posted)
    values (${activityId}, ${c.claimer}, ${c.views}, ${c.claims}, ${c.taken}, ${c.posted})`);
}

describe('console funnel (issue 13): distinct visitors, each step a subset of the one before', () => {
  it('matches the hand-computed figures of a seeded activity', async () => {
    const app = await demoApp();
    const token = await demoAdmin(app);
    const activity = await createActivity(app, token);
    await addVideos(activity.id, 4);

    // A: opens the page three times (one claim: the re-opens show the video it holds), then downloads it.
    const a = visitor();
    const held = videoOf(await post(app, PATHS.browserFetch, { activity_id: activity.id }, a));
    for (let i = 0; i < 2; i++) {
      expect(videoOf(await post(app, PATHS.browserFetch, { activity_id: activity.id }, a)).video_id).toBe(
        held.video_id,
      );
    }
    const report = await post(
      app,
      PATHS.browserReport,
      { activity_id: activity.id, mixed_video_id: held.mixed_video_id },
      a,
    );
    expect(report.code).toBe(0);
    // B: opens once and is handed a video it never takes.
    videoOf(await post(app, PATHS.browserFetch, { activity_id: activity.id }, visitor()));
    // D: five visits while nothing could be claimed; E: two claims, one taken and posted;
    // F: a row with a video taken but no claim of its own (written by another path): the
    // definition leaves it out of "taken", so that step stays a subset of "claimed".
    await seedClaimer(activity.id, { claimer: 'seed-d', views: 5, claims: 0, taken: 0, posted: 0 });
    await seedClaimer(activity.id, { claimer: 'seed-e', views: 4, claims: 2, taken: 1, posted: 1 });
    await seedClaimer(activity.id, { claimer: 'seed-f', views: 1, claims: 0, taken: 1, posted: 0 });

    const expected = {
      visitors: 5, // A, B, D, E, F
      visitors_claimed: 3, // A, B, E
      visitors_taken: 2, // A, E (F has no claim)
      visitors_posted: 1, // E
      views: 3 + 1 + 5 + 4 + 1,
      claims: 1 + 1 + 0 + 2 + 0,
      taken: 1 + 0 + 0 + 1 + 1,
      posted: 1,
    };
    const detail = await get(app, `${C}/activity`, { id: String(activity.id) }, { token });
    expect(detail.code).toBe(0);
    expect(detail.data.activity.funnel).toEqual(expected);

    const list = await getList(app, token, { page: '1', page_size: '50' });
    const row = (list.data.items as { id: number; funnel: unknown }[]).find((x) => x.id === activity.id);
    expect(row?.funnel).toEqual(expected);
  });

  it('an activity nobody visited has an all-zero funnel', async () => {
    const app = await demoApp();
    const token = await demoAdmin(app);
    const activity = await createActivity(app, token);
    const detail = await get(app, `${C}/activity`, { id: String(activity.id) }, { token });
    expect(Object.values(detail.data.activity.funnel as Record<string, number>).every((n) => n === 0)).toBe(
      true,
    );
  });
});
