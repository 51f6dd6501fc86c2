import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config/config';
import { startFakeWechat, type FakeWechatServer } from '../src/integrations/loopback/loopback-wechat';
import { buildTestApp, hostOf } from './helper';

const JS_CONFIG = '/api/open/wechat/js_config';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Redis outlives a run: an app id of this run alone, so no ticket of an earlier run is found. */
const TEST_APP = { appId: `wx${randomBytes(8).toString('hex')}`, appSecret: 'wechat-test-secret' };
const OPEN_APPS = { douyin: 'wxopen_douyin_test', xhs: 'wxopen_xhs_test' };

let fake: FakeWechatServer;
beforeAll(async () => {
  fake = await startFakeWechat({ apps: [TEST_APP] });
});
afterAll(() => fake.close());

const configured = (extra: Partial<Config> = {}): Partial<Config> => ({
  PLATFORM_CREDENTIALS: {
    jia: {
      wechat: { appId: TEST_APP.appId, appSecret: TEST_APP.appSecret, openApps: OPEN_APPS },
    },
  },
  PLATFORM_FAKES: false,
  WECHAT_API_BASE: fake.baseUrl,
  ...extra,
});

interface Reply {
  code: number;
  message: string;
  data: {
    wx_config: {
      appId: string;
      timestamp: number;
      nonceStr: string;
      signature: string;
      jsApiList: string[];
      openTagList: string[];
    };
    script_url: string;
    open_apps: Record<string, string>;
    demo: boolean;
  } | null;
}

async function jsConfig(app: FastifyInstance, url: string, brand = 'jia') {
  const res = await app.inject({
    method: 'GET',
    url: `${JS_CONFIG}?${new URLSearchParams({ url })}`,
    headers: { host: hostOf(brand), language: 'en' },
  });
  return { status: res.statusCode, reply: res.json() as Reply };
}

const PAGE = `http://${hostOf('jia')}/PenCardPage?code=DEMO-CARD`;

describe('GET /api/open/wechat/js_config', () => {
  it("signs the page URL with the brand's ticket from WeChat, for the share interfaces and open tags", async () => {
    const app = await buildTestApp(configured());
    const { status, reply } = await jsConfig(app, `${PAGE}#/inner`);
    expect(status).toBe(200);
    const config = reply.data!.wx_config;
    expect(config).toMatchObject({
      appId: TEST_APP.appId,
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
      openTagList: ['wx-open-launch-app'],
    });
    expect(Math.abs(config.timestamp - Date.now() / 1000)).toBeLessThan(5);
    // WeChat checks the page's URL without its fragment; any other URL does not match.
    expect(fake.verify({ ...config, url: PAGE })).toBe(true);
    expect(fake.verify({ ...config, url: `${PAGE}&x=1` })).toBe(false);
    expect(reply.data).toMatchObject({
      script_url: 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js',
      open_apps: OPEN_APPS,
      demo: false,
    });
  });

  it('asks WeChat for the access token and the ticket once, however many pages are signed', async () => {
    const app = await buildTestApp(configured());
    const before = { token: fake.callsOf('token'), ticket: fake.callsOf('getticket') };
    const replies = await Promise.all(Array.from({ length: 6 }, (_, i) => jsConfig(app, `${PAGE}&n=${i}`)));
    expect(replies.every((r) => r.reply.code === 0)).toBe(true);
    expect(new Set(replies.map((r) => r.reply.data!.wx_config.nonceStr)).size).toBe(6);
    expect(fake.callsOf('token') - before.token).toBe(1);
    expect(fake.callsOf('getticket') - before.ticket).toBe(1);
    // A later call still uses the cached ticket.
    await jsConfig(app, PAGE);
    expect(fake.callsOf('getticket') - before.ticket).toBe(1);
  });

  it('shares the ticket between server processes through Redis', async (ctx) => {
    const first = await buildTestApp(configured({ REDIS_URL }));
    await first.ready();
    if (
      !(await first.redis?.ping().then(
        () => true,
        () => false,
      ))
    )
      return ctx.skip('no Redis at TEST_REDIS_URL');
    const appId = `wx${randomBytes(8).toString('hex')}`;
    const own = await startFakeWechat({ apps: [{ ...TEST_APP, appId }] });
    try {
      const credentials = { jia: { wechat: { appId, appSecret: TEST_APP.appSecret, openApps: {} } } };
      const apps = [
        await buildTestApp({
          ...configured({ REDIS_URL }),
          PLATFORM_CREDENTIALS: credentials,
          WECHAT_API_BASE: own.baseUrl,
        }),
        await buildTestApp({
          ...configured({ REDIS_URL }),
          PLATFORM_CREDENTIALS: credentials,
          WECHAT_API_BASE: own.baseUrl,
        }),
      ];
      const a = (await jsConfig(apps[0]!, PAGE)).reply.data!.wx_config;
      const b = (await jsConfig(apps[1]!, PAGE)).reply.data!.wx_config;
      expect(own.callsOf('getticket')).toBe(1);
      expect(own.verify({ ...a, url: PAGE }) && own.verify({ ...b, url: PAGE })).toBe(true);
      expect(a.openTagList).toEqual([]);
    } finally {
      await own.close();
    }
  });

  it('answers 20007 when the brand has no WeChat app and the fakes are off, so the page shares a plain link', async () => {
    const app = await buildTestApp(configured());
    const { status, reply } = await jsConfig(app, `http://${hostOf('batcut')}/shareVideo`, 'batcut');
    expect(status).toBe(503);
    expect(reply).toMatchObject({ code: 20007, message: 'This brand has not configured WeChat sharing' });
  });

  it("refuses to sign a page of another origin, or what is not a page's URL", async () => {
    const app = await buildTestApp(configured());
    const before = fake.callsOf('getticket');
    for (const url of [
      'https://evil.example/PenCardPage',
      `https://${hostOf('jia')}.evil.example/`,
      `http://${hostOf('batcut')}/shareVideo`,
      'javascript:alert(1)',
      'x'.repeat(3000),
    ]) {
      const { status, reply } = await jsConfig(app, url);
      expect(status, url).toBe(400);
      expect(reply.code, url).toBe(40000);
    }
    expect((await jsConfig(app, 'https://evil.example/')).reply.message).toBe(
      'Only pages of this site can be signed',
    );
    expect(fake.callsOf('getticket')).toBe(before);
  });

  it("passes WeChat's own error on as 20008", async () => {
    const app = await buildTestApp(
      configured({
        PLATFORM_CREDENTIALS: {
          jia: { wechat: { appId: TEST_APP.appId, appSecret: 'wrong', openApps: {} } },
        },
      }),
    );
    const { status, reply } = await jsConfig(app, PAGE);
    expect(status).toBe(502);
    expect(reply).toMatchObject({
      code: 20008,
      message: expect.stringContaining('invalid appsecret (40125)'),
    });
  });
});

describe('the demo WeChat (platform fakes on)', () => {
  it('signs with the demo app, serves the JS-SDK test double, and checks signatures as WeChat would', async () => {
    const app = await buildTestApp({ PLATFORM_FAKES: true });
    const { reply } = await jsConfig(app, PAGE);
    expect(reply.data).toMatchObject({
      demo: true,
      script_url: '/api/open/wechat/demo/jweixin-1.6.0.js',
      open_apps: {},
    });
    const config = reply.data!.wx_config;
    const verify = async (url: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/open/wechat/demo/verify?${new URLSearchParams({
            app_id: config.appId,
            url,
            timestamp: String(config.timestamp),
            nonce_str: config.nonceStr,
            signature: config.signature,
          })}`,
        })
      ).json() as { data: { valid: boolean } };
    expect((await verify(PAGE)).data.valid).toBe(true);
    expect((await verify(`${PAGE}1`)).data.valid).toBe(false);
    const script = await app.inject({ method: 'GET', url: reply.data!.script_url });
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('/api/open/wechat/demo/verify');
  });

  it('has no demo routes while the fakes are off', async () => {
    const app = await buildTestApp(configured());
    const res = await app.inject({ method: 'GET', url: '/api/open/wechat/demo/jweixin-1.6.0.js' });
    expect(res.statusCode).toBe(404);
  });
});
