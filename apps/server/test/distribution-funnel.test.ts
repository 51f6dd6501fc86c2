import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities } from '../src/modules/distribution/schema';
import { teams } from '../src/modules/team/schema';
import { DEMO_ACCOUNTS } from '../src/demo/seed-auth';
import { get, loginAs, post as call, registerMember } from './auth-kit';
import { demoApp, makeActivity, PATHS, post, videoOf, visitor } from './distribution-helper';
import { testDatabase } from './test-database';

const FUNNEL = '/member/distribution/activity/funnel';

async function demoTeamId(): Promise<number> {
  const { db } = await testDatabase();
  const [team] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.brandKey, DEMO_ACCOUNTS.brandKey), eq(teams.name, DEMO_ACCOUNTS.teamName)));
  return team!.id;
}

describe('activity funnel (issue 3)', () => {
  it('without a session: 4011', async () => {
    const app = await demoApp();
    const reply = await get(app, FUNNEL, { id: '1001' });
    expect(reply.code).toBe(4011);
  });

  it('a member of no team, a plain member and another team’s administrator: 40300', async () => {
    const app = await demoApp();
    const loner = await registerMember(app);
    expect((await get(app, FUNNEL, { id: '1001' }, { token: loner.token })).code).toBe(40300);

    // The demo café's plain member is neither merchant nor administrator.
    const member = await loginAs(app, DEMO_ACCOUNTS.member, DEMO_ACCOUNTS.password);
    expect((await get(app, FUNNEL, { id: '1001' }, { token: member })).code).toBe(40300);

    const other = await registerMember(app);
    const created = await call(app, '/member/team/create', { name: 'Other café' }, { token: other.token });
    expect(created.code).toBe(0);
    const reply = await get(app, FUNNEL, { id: '1001' }, { token: other.token });
    expect(reply.code).toBe(40300);
    expect(reply.status).toBe(403);
  });

  it('an unknown activity answers 40300 like another team’s', async () => {
    const app = await demoApp();
    const token = await loginAs(app, DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.password);
    expect((await get(app, FUNNEL, { id: '999999' }, { token })).code).toBe(40300);
  });

  it('counts a fetch and a download report for the team’s merchant administrator', async () => {
    const { db } = await testDatabase();
    const app = await demoApp();
    const token = await loginAs(app, DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.password);

    // A fresh activity of the demo café, so the counts are this test's own.
    const pool = await makeActivity(db, { size: 3 });
    await db
      .update(activities)
      .set({ teamId: await demoTeamId() })
      .where(eq(activities.id, pool.id));

    const before = await get(app, FUNNEL, { id: String(pool.id) }, { token });
    expect(before.code).toBe(0);
    expect(before.data).toEqual({
      activity_id: pool.id,
      visitors: 0,
      views: 0,
      claims: 0,
      taken: 0,
      posted: 0,
    });

    const v = visitor();
    const video = videoOf(await post(app, PATHS.browserFetch, { activity_id: pool.id }, v));
    const report = await post(
      app,
      PATHS.browserReport,
      { activity_id: pool.id, mixed_video_id: video.mixed_video_id },
      v,
    );
    expect(report.code).toBe(0);

    const after = await get(app, FUNNEL, { id: String(pool.id) }, { token });
    expect(after.code).toBe(0);
    expect(after.data).toEqual({
      activity_id: pool.id,
      visitors: 1,
      views: 1,
      claims: 1,
      taken: 1,
      posted: 0,
    });
  });

  it('answers the demo café’s own activities', async () => {
    const app = await demoApp();
    const token = await loginAs(app, DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.password);
    for (const id of ['1001', '1002', '1003']) {
      const reply = await get(app, FUNNEL, { id }, { token });
      expect(reply.code, id).toBe(0);
      expect(reply.data.activity_id).toBe(Number(id));
    }
  });
});
