import { expect, test, type Page } from '@playwright/test';
import { WECHAT_UA } from './locale-text';

/**
 * WeChat share cards (issue 28, decision 031). The e2e server runs with the platform fakes, so
 * every brand signs with the demo WeChat app on the loopback fake and pages load the JS-SDK test
 * double, which checks `wx.config` against the fake's tickets as WeChat's client would and keeps
 * what the page handed over on `window.__wxDouble`.
 */
interface WxDouble {
  config: {
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: string[];
  } | null;
  verified: boolean | null;
  appMessage: { title: string; desc: string; link: string; imgUrl: string } | null;
  timeline: { title: string; link: string; imgUrl: string } | null;
}

const double = (page: Page) =>
  page.evaluate(() => (window as unknown as { __wxDouble?: WxDouble }).__wxDouble);
const meta = (page: Page, property: string) =>
  page.locator(`meta[property="${property}"]`).getAttribute('content');

async function verifiedAgainstFake(page: Page, config: NonNullable<WxDouble['config']>, url: string) {
  const query = new URLSearchParams({
    app_id: config.appId,
    url,
    timestamp: String(config.timestamp),
    nonce_str: config.nonceStr,
    signature: config.signature,
  });
  const reply = await page.request.get(`/api/open/wechat/demo/verify?${query}`);
  return ((await reply.json()) as { data: { valid: boolean } }).data.valid;
}

test.describe('inside WeChat', () => {
  test.use({ userAgent: WECHAT_UA });

  for (const path of ['/PenCardPage?code=DEMO-CARD', '/shareVideo?code=DEMO-SHARE']) {
    test(`${path} configures the JS-SDK with a valid signature and sets the share card`, async ({ page }) => {
      const configCalls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/open/wechat/js_config')) configCalls.push(r.url());
      });
      await page.goto(`${path}#top`);
      await expect.poll(async () => (await double(page))?.appMessage ?? null).not.toBeNull();
      const state = (await double(page))!;
      const pageUrl = page.url().split('#')[0]!;

      // wx.config: the share interfaces, signed for this page's URL with the fake's ticket.
      expect(configCalls).toHaveLength(1);
      expect(state.config!.jsApiList).toEqual(['updateAppMessageShareData', 'updateTimelineShareData']);
      expect(state.verified).toBe(true);
      expect(await verifiedAgainstFake(page, state.config!, pageUrl)).toBe(true);
      expect(await verifiedAgainstFake(page, state.config!, `${pageUrl}&other=1`)).toBe(false);

      // The share card: the page's preview title, description and the brand's preview image.
      const [title, desc, image] = await Promise.all([
        meta(page, 'og:title'),
        meta(page, 'og:description'),
        meta(page, 'og:image'),
      ]);
      expect(title).toBeTruthy();
      expect(image).toMatch(/\/brand\/share-512\.png$/);
      expect(state.appMessage).toEqual({ title, desc, link: pageUrl, imgUrl: image });
      expect(state.timeline).toEqual({ title, link: pageUrl, imgUrl: image });
      // The demo brand has no open-platform app: no open tags, today's overlay stays the way out.
      await expect(page.getByTestId('wechat-open-app')).toHaveCount(0);
    });
  }
});

test.describe('a tap (/n/<code>) answered with the store page itself (decision 025)', () => {
  const ANDROID_WECHAT_UA =
    'Mozilla/5.0 (Linux; Android 14; 23127PN0CC Build/UKQ1.230804.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.188 Mobile Safari/537.36 XWEB/1260117 MMWEBSDK/20240501 MicroMessenger/8.0.50.2701(0x2800323C) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';

  for (const [phone, userAgent, signs] of [
    // iOS WeChat checks the signature against the URL the document was loaded from.
    ['iOS', WECHAT_UA, 'tap URL'],
    ['Android', ANDROID_WECHAT_UA, 'page URL'],
  ] as const) {
    test(`${phone} WeChat: signed for the ${signs}; the share card links the page`, async ({ browser }) => {
      const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, userAgent });
      const page = await context.newPage();
      await page.goto('/n/DEMO-CARD');
      await expect.poll(async () => (await double(page))?.appMessage ?? null).not.toBeNull();
      const state = (await double(page))!;
      const origin = new URL(page.url()).origin;
      const pageUrl = `${origin}/PenCardPage?code=DEMO-CARD`;
      expect(page.url()).toBe(pageUrl);
      const signed = signs === 'tap URL' ? `${origin}/n/DEMO-CARD` : pageUrl;
      expect(state.verified).toBe(true);
      expect(await verifiedAgainstFake(page, state.config!, signed)).toBe(true);
      expect(state.appMessage!.link).toBe(pageUrl);
      await context.close();
    });
  }
});

test('outside WeChat nothing of the JS-SDK loads', async ({ page }) => {
  const wechat: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/open\/wechat\/|jweixin/.test(r.url())) wechat.push(r.url());
  });
  await page.goto('/PenCardPage?code=DEMO-CARD');
  await page.waitForLoadState('load');
  // Past the idle callback the page would have used inside WeChat.
  await page.waitForTimeout(2500);
  expect(wechat).toEqual([]);
  expect(await double(page)).toBeUndefined();
});
