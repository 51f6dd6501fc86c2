import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nfcCards } from '../src/modules/distribution/schema';
import type { LoopbackPlatformServer } from '../src/integrations/loopback/loopback-server';
import { verifyLoopbackXhsCardConfig } from '../src/integrations/loopback/loopback-xhs';
import type { XhsCardConfig } from '../src/integrations/platforms';
import { demoApp, makeActivity } from './distribution-helper';
import { configuredFor, startTestFake, TEST_APPS } from './fakes/platform-test-kit';
import { testDatabase } from './test-database';

const SIGN = '/api/open/distribution/nfc_card/get_xhs_sign';

let fake: LoopbackPlatformServer;
beforeAll(async () => {
  fake = await startTestFake();
});
afterAll(() => fake.close());

interface Reply {
  code: number;
  message: string;
  data: { card_config: XhsCardConfig } | null;
}

describe('GET /api/open/distribution/nfc_card/get_xhs_sign', () => {
  it('answers card_config signed in two steps with the access token Xiaohongshu issued', async () => {
    const app = await demoApp(configuredFor(fake));
    const res = await app.inject({ method: 'GET', url: `${SIGN}?code=DEMO-NFC-02&source=3` });
    const reply = res.json() as Reply;
    expect(reply.code).toBe(0);
    const config = reply.data!.card_config;
    expect(config.app_key).toBe(TEST_APPS.xhs.appKey);
    expect(Math.abs(Number(config.timestamp) - Date.now())).toBeLessThan(5000);
    expect(verifyLoopbackXhsCardConfig(fake.xhs, config, Date.now())).toBe(true);
  });

  it('fetches the access token once for concurrent requests', async () => {
    const app = await demoApp(configuredFor(fake));
    const before = fake.ctx.callsOf('xhs.access_token');
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        app.inject({ method: 'GET', url: `${SIGN}?code=DEMO-NFC-02&source=3` }),
      ),
    );
    expect(replies.every((r) => (r.json() as Reply).code === 0)).toBe(true);
    expect(fake.ctx.callsOf('xhs.access_token') - before).toBe(1);
  });

  it("answers 20008 with Xiaohongshu's message when the app secret is wrong", async () => {
    const app = await demoApp({
      ...configuredFor(fake),
      PLATFORM_CREDENTIALS: { vidmatrix: { xhs: { appKey: TEST_APPS.xhs.appKey, appSecret: 'wrong' } } },
    });
    const res = await app.inject({
      method: 'GET',
      url: `${SIGN}?code=DEMO-NFC-02&source=3`,
      headers: { language: 'en' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 20008,
      message: 'Xiaohongshu returned an error: access_token: signature verification failed (900004)',
    });
  });

  it('needs an enabled card of this brand whose activity serves Xiaohongshu', async () => {
    const app = await demoApp(configuredFor(fake));
    const { db } = await testDatabase();
    await db
      .insert(nfcCards)
      .values({ code: 'T-DOUYIN-ONLY', activityId: 1001, platform: 'douyin' })
      .onConflictDoNothing();
    const sign = async (code: string, host = 'localhost') =>
      (
        await app.inject({ method: 'GET', url: `${SIGN}?code=${code}&source=3`, headers: { host } })
      ).json() as Reply;
    expect(await sign('NO-SUCH-CARD')).toMatchObject({ code: 20005 });
    expect(await sign('DEMO-NFC-OFF')).toMatchObject({ code: 20005 });
    // Another brand's card (the demo cards answer on every host: demo-every-brand.test.ts).
    const other = await makeActivity(db, { size: 1 });
    await db.insert(nfcCards).values({ code: `T-XHS-${other.id}`, activityId: other.id, platform: 'xhs' });
    expect(await sign(`T-XHS-${other.id}`, 'jia.localhost')).toMatchObject({ code: 20005 });
    expect(await sign('T-DOUYIN-ONLY')).toMatchObject({ code: 20006 });
    expect((await app.inject({ method: 'GET', url: `${SIGN}?source=3` })).json()).toMatchObject({
      code: 40000,
    });
  });

  it('signs with the demo app on the in-process fake when the brand has no credentials', async () => {
    const app = await demoApp();
    const reply = (
      await app.inject({ method: 'GET', url: `${SIGN}?code=DEMO-NFC-02&source=3` })
    ).json() as Reply;
    expect(reply.code).toBe(0);
    expect(reply.data!.card_config.app_key).toBe('demo_xhs_app_key');
    expect(reply.data!.card_config.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers 20007 when fakes are off and the brand has no Xiaohongshu app', async () => {
    const app = await demoApp({ PLATFORM_FAKES: false });
    const res = await app.inject({ method: 'GET', url: `${SIGN}?code=DEMO-NFC-02&source=3` });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 20007, message: '商家尚未配置小红书分享功能' });
  });
});
