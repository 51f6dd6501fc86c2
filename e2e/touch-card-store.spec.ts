// The customer's touch-card pages on a phone (issue 14): /PenCardPage with every function item
// of DEMO-CARD, /AddWxPage, /CardWriterPage streamed from the built-in template writer, and the
// store page's offline repeat visit. Mobile project only (the pages are phone pages).
import { expect, test, type Page } from '@playwright/test';
import type { PublicTouchCard, PublicTouchCardItem } from '@vidmatrix/contract/touch-card-public';
import { TOUCH_CARD_ITEM_KINDS } from '@vidmatrix/contract/touch-card-rules';
import { ANDROID_CHROME_UA, IPHONE_SAFARI_UA, openedLinks, spyOnAppLinks } from './distribution-helpers';
import { localeText, WECHAT_UA } from './locale-text';

const zh = localeText('zh-CN', 'touch-card');
const CODE = 'DEMO-CARD';
const STORE = `/PenCardPage?code=${CODE}`;
const PAGE_API = '**/api/open/touch_card/page?*';
const COPY_API = '**/api/open/touch_card/copy/generate';

test.skip(({ isMobile }) => !isMobile, 'phone pages: the mobile project runs them');

async function demoCard(page: Page): Promise<PublicTouchCard> {
  const reply = await page.request.get(`/api/open/touch_card/page?code=${CODE}`);
  const body = (await reply.json()) as { code: number; data: { card: PublicTouchCard } };
  expect(body.code).toBe(0);
  return body.data.card;
}

const itemOf = <K extends PublicTouchCardItem['kind']>(card: PublicTouchCard, kind: K) =>
  card.items.find((i) => i.kind === kind) as Extract<PublicTouchCardItem, { kind: K }>;

/** Serves the store page with a changed configuration (states the demo card does not have). */
async function serveCard(page: Page, change: (card: PublicTouchCard) => PublicTouchCard) {
  await page.route(PAGE_API, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      code: number;
      message: string;
      data: { card: PublicTouchCard };
    };
    await route.fulfill({ response, json: { ...body, data: { card: change(body.data.card) } } });
  });
}

const item = (page: Page, kind: string) => page.locator(`button[data-kind="${kind}"]`).first();

test.describe('/PenCardPage', () => {
  test.use({ userAgent: ANDROID_CHROME_UA });

  test('shows the store and every function item in the merchant order', async ({ page }) => {
    const card = await demoCard(page);
    await page.goto(STORE);
    await expect(page.getByRole('heading', { level: 1, name: card.title })).toBeVisible();
    await expect(page.getByTestId('store-logo')).toBeVisible();
    const shown = await page
      .locator('[data-kind]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
    expect(shown).toEqual(card.items.map((i) => i.kind));
    // Every kind of spec §3 is on the demo card.
    expect(new Set(shown)).toEqual(new Set(TOUCH_CARD_ITEM_KINDS));
  });

  test('follow items: app link with the jump-failure toast and the guide; Channels is a guide', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const card = await demoCard(page);
    await spyOnAppLinks(page);
    await page.goto(STORE);
    const douyin = itemOf(card, 'follow_douyin');
    await item(page, 'follow_douyin').click();
    await expect.poll(() => openedLinks(page)).toEqual([douyin.app_url]);
    // The app is not installed here: the page stays visible, so the 4 s watch fails the jump.
    await expect(page.getByText(zh.messages.jumpFailed)).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('panel-guide')).toBeVisible();
    await expect(page.getByTestId('follow-account')).toHaveText(douyin.account_id);
    await page.getByRole('button', { name: zh.guide.close }).click();

    await item(page, 'follow_channels').click();
    const guide = page.getByTestId('panel-guide');
    await expect(guide).toContainText(zh.guide.channelsStepOpen);
    await guide.getByRole('button', { name: zh.guide.copyId }).click();
    await expect(page.getByText(zh.messages.copied)).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(itemOf(card, 'follow_channels').account_id);
    expect(await openedLinks(page)).toHaveLength(1); // Channels opened no app link
  });

  test('Wi-Fi: network name, password to copy and a Wi-Fi QR code', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const wifi = itemOf(await demoCard(page), 'wifi');
    expect(wifi.qr_text).toMatch(/^WIFI:T:WPA;S:.+;P:.+;;$/);
    await page.goto(STORE);
    await item(page, 'wifi').click();
    await expect(page.getByTestId('wifi-ssid')).toHaveText(wifi.ssid);
    await expect(page.getByTestId('wifi-password')).toHaveText(wifi.password);
    await expect(page.getByTestId('wifi-qr')).toHaveAttribute('src', /^data:image\/png;base64,/);
    await page.getByRole('button', { name: zh.wifi.copyPassword }).click();
    // The toast, not the clipboard: parallel workers share the system clipboard.
    await expect(page.getByText(zh.messages.copied)).toBeVisible();
  });

  test('collection, review check-in, link and send video', async ({ page }) => {
    const card = await demoCard(page);
    await page.goto(STORE);
    await item(page, 'collection').click();
    await expect(page.getByTestId('panel-collection')).toContainText(zh.collection.stepSave);
    await page.getByRole('button', { name: zh.guide.close }).click();

    // The review site and the merchant's link are other sites: answered here, not fetched.
    await page.route('https://**/*', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>elsewhere</p>' }),
    );
    const review = itemOf(card, 'review_checkin');
    await item(page, 'review_checkin').click();
    await page.waitForURL(review.url!);
    await page.goBack();
    const link = itemOf(card, 'link');
    await page.locator('button[data-kind="link"]').first().click();
    await page.waitForURL(link.url);
    await page.goBack();

    // "Send video" enters the distribution flow of its activity (answered here: no claim is spent).
    const video = itemOf(card, 'send_video');
    expect(video.activity_id).toBe(1002);
    await page.route('**/distribution_auto**', (route) =>
      route.fulfill({ contentType: 'text/html', body: 'flow' }),
    );
    await item(page, 'send_video').click();
    await page.waitForURL(
      (url) => url.pathname === '/distribution_auto' && url.searchParams.get('id') === '1002',
    );
  });

  test('group buy: ready opens the deal; generating and failed say so', async ({ page }) => {
    const card = await demoCard(page);
    const group = itemOf(card, 'group_buy');
    expect(group.packages.length).toBeGreaterThanOrEqual(2);
    await spyOnAppLinks(page);
    await serveCard(page, (c) => ({
      ...c,
      items: c.items.map((i) =>
        i.kind === 'group_buy'
          ? {
              ...i,
              packages: [
                i.packages[0]!,
                { ...i.packages[1]!, state: 'generating', title: null, deal_url: null, app_url: null },
                {
                  ...i.packages[1]!,
                  id: 999_999,
                  state: 'failed',
                  title: null,
                  deal_url: null,
                  app_url: null,
                },
              ],
            }
          : i,
      ),
    }));
    await page.goto(STORE);
    const packages = page.getByTestId('group-buy-package');
    await expect(packages).toHaveCount(3);
    await packages.nth(1).getByRole('button').click();
    await expect(page.getByText(zh.messages.generatingPackage)).toBeVisible();
    await packages.nth(2).getByRole('button', { name: zh.groupBuy.failed }).click();
    await expect(page.getByText(zh.messages.cannotJump).last()).toBeVisible();
    // Ready: the deal in the app when it has a link, else its web page.
    const ready = group.packages[0]!;
    expect(ready.state).toBe('ready');
    await page.route('https://**/*', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>deal</p>' }),
    );
    await packages.nth(0).getByRole('button', { name: zh.groupBuy.ready }).click();
    if (ready.app_url) await expect.poll(() => openedLinks(page)).toEqual([ready.app_url]);
    else await page.waitForURL(ready.deal_url!);
  });

  test('an item the merchant has not configured says so', async ({ page }) => {
    await serveCard(page, (c) => ({
      ...c,
      items: c.items.map((i) => (i.kind === 'wifi' ? { ...i, configured: false } : i)),
    }));
    await page.goto(STORE);
    await item(page, 'wifi').click();
    await expect(page.getByText(zh.messages.notConfigured)).toBeVisible();
    await expect(page.getByTestId('panel-wifi')).toHaveCount(0);
  });

  test('an unknown code: NFC card info not obtained', async ({ page }) => {
    await page.goto('/PenCardPage?code=NO-SUCH-CARD');
    await expect(page.getByRole('alert')).toHaveText(zh.messages.cardInvalid);
    await page.goto('/PenCardPage');
    await expect(page.getByRole('alert')).toHaveText(zh.messages.cardInvalid);
  });

  test('Add WeChat: the QR code large enough to long-press', async ({ page }) => {
    await page.goto(STORE);
    await item(page, 'wechat_qr').click();
    await page.waitForURL(/\/AddWxPage\?code=DEMO-CARD$/);
    const qr = page.getByTestId('wechat-qr');
    await expect(qr).toBeVisible();
    const box = (await qr.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(240);
    await expect(page.getByText(zh.addWx.hintOther)).toBeVisible();
  });
});

test.describe('in-app browsers', () => {
  test('WeChat: follow items show the guide instead of an app link; Add WeChat says long-press', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      userAgent: WECHAT_UA,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await spyOnAppLinks(page);
    await page.goto(STORE);
    await item(page, 'follow_douyin').click();
    await expect(page.getByTestId('panel-guide')).toContainText(zh.guide.blocked);
    expect(await openedLinks(page)).toEqual([]);
    await page.goto(`/AddWxPage?code=${CODE}`);
    await expect(page.getByText(zh.addWx.hintWeChat)).toBeVisible();
    await context.close();
  });

  test('Safari on an iPhone: the follow item opens the app', async ({ browser }) => {
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      userAgent: IPHONE_SAFARI_UA,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const card = await demoCard(page);
    await spyOnAppLinks(page);
    await page.goto(STORE);
    await item(page, 'follow_xhs').click();
    await expect.poll(() => openedLinks(page)).toEqual([itemOf(card, 'follow_xhs').app_url]);
    await context.close();
  });
});

test.describe('/CardWriterPage', () => {
  test('writes a Xiaohongshu note as it streams, changes it, copies it, labels it AI-made', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/CardWriterPage?code=${CODE}`);
    await page.getByRole('button', { name: zh.writer.kinds.xhs }).click();
    await page.getByRole('button', { name: zh.writer.lengthOption.replace('{{n}}', '100') }).click();
    const streamed = page.waitForResponse((r) => r.url().includes('/copy/generate'));
    await page.getByRole('button', { name: zh.writer.generate }).click();
    // Streamed: NDJSON envelopes, body deltas before the one result.
    const lines = (await (await streamed).text())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.filter((l) => l.data?.type === 'progress').length).toBeGreaterThan(1);
    expect(lines.at(-1).data.type).toBe('result');
    const result = page.getByTestId('copy-result');
    await expect(result).toBeVisible();
    await expect(page.getByTestId('copy-title')).not.toBeEmpty();
    await expect(page.getByTestId('ai-label')).toHaveText(zh.writer.aiLabel);
    const body = lines.at(-1).data.copy as { body: string; length: number };
    expect(body.length).toBeLessThanOrEqual(100);
    await expect(page.getByTestId('copy-body')).toHaveText(body.body);

    await page.getByRole('button', { name: zh.writer.copyAll }).click();
    await expect(page.getByText(zh.messages.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(body.body);

    const again = page.waitForResponse((r) => r.url().includes('/copy/generate'));
    await page.getByRole('button', { name: zh.writer.change }).click();
    await again;
    await expect(result).toBeVisible();
    await expect(page.getByRole('button', { name: zh.writer.post })).toBeVisible();
  });

  test('a failure mid-stream shows "generation failed or empty", never half a note, and retries', async ({
    page,
  }) => {
    const envelope = (data: unknown, code = 0, message = '') => JSON.stringify({ code, message, data });
    await page.route(COPY_API, (route) =>
      route.fulfill({
        contentType: 'application/x-ndjson',
        body: [
          envelope({ type: 'start', ai_source: 'template' }),
          envelope({ type: 'progress', text: 'Half a sentence that' }),
          envelope(null, 32004, 'generation failed'),
        ].join('\n'),
      }),
    );
    await page.goto(`/CardWriterPage?code=${CODE}`);
    await page.getByRole('button', { name: zh.writer.generate }).click();
    await expect(page.getByRole('alert')).toContainText(zh.writer.failed);
    await expect(page.getByText('Half a sentence that')).toHaveCount(0);
    await expect(page.getByTestId('copy-result')).toHaveCount(0);
    await page.unroute(COPY_API);
    await page.getByRole('button', { name: zh.writer.retry }).click();
    await expect(page.getByTestId('copy-result')).toBeVisible();
  });
});

test('offline repeat visit: the store page from the service worker', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    userAgent: ANDROID_CHROME_UA,
    viewport: { width: 412, height: 915 },
  });
  const page = await context.newPage();
  const card = await demoCard(page);
  await page.goto(STORE);
  await expect(page.getByRole('heading', { level: 1, name: card.title })).toBeVisible();
  // The first visit installs the worker and fills its caches with what it loaded. Polled from
  // here: waitForFunction takes an async predicate's promise itself as the truthy answer.
  const installed = () =>
    page.evaluate(async () => {
      const config = await (await caches.open('touch-card-config')).keys();
      const html = await (await caches.open('touch-card-page')).match(location.href);
      return config.length > 0 && html !== undefined && navigator.serviceWorker.controller !== null;
    });
  await expect.poll(installed).toBe(true);
  // A repeat tap while the network still works: this navigation goes through the worker, which
  // keeps the page under its own URL (the first one only filled the caches as it installed).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: card.title })).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: card.title })).toBeVisible();
  await expect(page.locator('[data-kind]')).toHaveCount(card.items.length);
  // Only the store page is the worker's: another page is not served offline.
  const other = await page.goto(`/AddWxPage?code=${CODE}`).catch(() => null);
  expect(other?.ok() ?? false).toBe(false);
  await context.close();
});

/** The touch-card pages' first screens from the HTML: the element that must not move when the page replaces it. */
const FIRST_SCREENS = [
  { url: STORE, boot: '#boot-cover .app-store-logo', page: '[data-testid="store-logo"]' },
  { url: `/CardWriterPage?code=${CODE}`, boot: '#boot-cover .app-writer-title', page: 'main h1' },
  { url: `/AddWxPage?code=${CODE}`, boot: '#boot-cover .app-wx-qr', page: '[data-testid="wechat-qr"]' },
];

for (const { url, boot, page: own } of FIRST_SCREENS) {
  test(`${url.split('?')[0]}: its first screen shows from the HTML before the app, where the page then shows it`, async ({
    page,
  }) => {
    const card = await demoCard(page);
    // The app's scripts held back: what the customer sees while they load on a slow line.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(url);
    await expect(page.locator('#boot-cover').getByText(card.title, { exact: true })).toBeVisible();
    await expect(page.locator(boot)).toBeVisible();
    for (const img of await page.locator('#boot-cover img').all()) {
      await expect(img).toHaveJSProperty('complete', true);
    }
    const before = await page.locator(boot).boundingBox();

    await page.unrouteAll();
    await page.goto(url);
    await expect(page.locator(own)).toBeVisible();
    await expect(page.locator('#boot-cover')).toHaveCount(0);
    expect(await page.locator(own).boundingBox()).toEqual(before);
  });
}
