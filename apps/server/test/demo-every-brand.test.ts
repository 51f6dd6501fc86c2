import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, nfcCards } from '../src/modules/distribution/schema';
import { seedDemoData, seedVersion } from '../src/demo/seed';
import { DEMO, flagDistributionDemo } from '../src/demo/seed-distribution';
import { demoApp, makeActivity, PATHS, post, videoOf, visitor } from './distribution-helper';
import { hostOf } from './helper';
import { tapLanding } from './nfc-kit';
import { testDatabase } from './test-database';

// The README's demo links (activity 1001, card DEMO-NFC-01, "all claimed" 1003) answer visitors
// on every brand host (issue 12); a merchant's activity still answers only on its own brand's.

const JIA = { host: hostOf('jia') };
const DEMO_IDS = [DEMO.douyinActivity, DEMO.matrixActivity, DEMO.claimedActivity];

describe('demo data on every brand host', () => {
  it('claims, reports and downloads a demo video on another brand host', async () => {
    const app = await demoApp();
    const who = visitor();
    const get = (url: string) => app.inject({ method: 'GET', url, headers: { ...JIA, 'visitor-id': who } });

    const info = (await get(`${PATHS.shareInfo}?id=${DEMO.douyinActivity}`)).json();
    expect(info).toMatchObject({ code: 0, data: { activity_id: DEMO.douyinActivity } });
    const claimed = videoOf((await get(`${PATHS.douyinVideo}?id=${DEMO.douyinActivity}`)).json());
    const download = await get(new URL(claimed.download_url).pathname + new URL(claimed.download_url).search);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('video/mp4');

    const matrix = videoOf(
      await post(
        app,
        PATHS.wechatFetchV2,
        { activity_id: DEMO.matrixActivity, nfc_code: DEMO.nfcCard },
        who,
        JIA,
      ),
    );
    const report = { activity_id: DEMO.matrixActivity, mixed_video_id: matrix.mixed_video_id };
    expect(await post(app, PATHS.wechatReport, report, who, JIA)).toMatchObject({
      code: 0,
      data: { reported: true },
    });

    // "All claimed": the empty page, not "activity id does not exist".
    const late = await post(app, PATHS.browserFetch, { activity_id: DEMO.claimedActivity }, visitor(), JIA);
    expect(late).toMatchObject({ code: 0, data: { exist: false } });
  });

  it('opens a demo NFC card on another brand host', async () => {
    const app = await demoApp();
    const target = tapLanding(await app.inject({ method: 'GET', url: `/n/${DEMO.nfcCard}`, headers: JIA }));
    expect(target.searchParams.get('code')).toBe('0');
    expect(target.searchParams.get('activity_id')).toBe(String(DEMO.matrixActivity));
  });

  it("a merchant's activity and card of another brand still answer 20001 / card invalid", async () => {
    const app = await demoApp();
    const { db } = await testDatabase();
    const own = await makeActivity(db, { size: 2 });
    await db.insert(nfcCards).values({ code: `OWN-${own.id}`, activityId: own.id, platform: 'wechat' });

    const claim = await post(app, PATHS.douyinRandom, { id: own.id }, visitor(), JIA);
    expect(claim).toMatchObject({ status: 404, code: 20001 });
    const info = await app.inject({ method: 'GET', url: `${PATHS.shareInfo}?id=${own.id}`, headers: JIA });
    expect(info.json()).toMatchObject({ code: 20001 });
    const report = await post(
      app,
      PATHS.browserExpire,
      { activity_id: own.id, mixed_video_id: own.videoIds[0] },
      visitor(),
      JIA,
    );
    expect(report).toMatchObject({ code: 20001 });
    const target = tapLanding(await app.inject({ method: 'GET', url: `/n/OWN-${own.id}`, headers: JIA }));
    expect(target.searchParams.get('code')).not.toBe('0');
    expect(target.searchParams.has('activity_id')).toBe(false);
    // On its own brand's host it works.
    videoOf(await post(app, PATHS.douyinRandom, { id: own.id }, visitor()));
  });

  it('flags only the demo activities, and a database seeded before the flag gets it too', async () => {
    await demoApp();
    const { db } = await testDatabase();
    const flagged = () =>
      db
        .select({ id: activities.id })
        .from(activities)
        .where(eq(activities.demo, true))
        .orderBy(activities.id);
    expect((await flagged()).map((r) => r.id)).toEqual(DEMO_IDS);

    // As a database seeded before the flag existed: rows there, no flags; the step is an update.
    await db.update(activities).set({ demo: false }).where(inArray(activities.id, DEMO_IDS));
    const next = (await seedVersion(db)) + 1;
    expect(await seedDemoData(db, [{ version: next, name: 'flag', run: flagDistributionDemo }])).toBe(1);
    expect((await flagged()).map((r) => r.id)).toEqual(DEMO_IDS);
  });
});
