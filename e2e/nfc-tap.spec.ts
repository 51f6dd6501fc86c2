// A tap on an NFC tag (or a scan of its printed QR code) opens /n/<code>: the page the phone
// lands on keeps the tag URL's query, so `?language=en` shows the English store page (issue 26).
// /n/<code> answers with that page itself, no redirect round trip (decision 025): the page takes
// its own URL before anything reads it, so the router, the boot claim and analytics see the
// target's, and a repeat tap of a store page works without network.
import { expect, test, type Page, type Request } from '@playwright/test';
import { ANDROID_CHROME_UA, openClaim, playHoldingVisitor } from './distribution-helpers';
import { localeText } from './locale-text';

const en = localeText('en', 'touch-card');
const zh = localeText('zh-CN', 'touch-card');
const XHS_V2 = '/open/xhs/activity_log/fetch_video_v2';

/** The main frame's document requests, and CSP reports in the console. */
function watch(page: Page) {
  const documents: Request[] = [];
  const violations: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document' && r.frame() === page.mainFrame()) documents.push(r);
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const paths = () => documents.map((r) => new URL(r.url()).pathname + new URL(r.url()).search);
  return { paths, violations };
}

interface StoredEvent {
  name: string;
  path: string;
  props: Record<string, unknown> | null;
}

test('/n/DEMO-CARD?language=en: the English store page at its own URL, one document, no redirect', async ({
  page,
}) => {
  const seen = watch(page);
  const response = await page.goto('/n/DEMO-CARD?language=en');
  expect(response!.status()).toBe(200);
  expect(response!.request().redirectedFrom()).toBeNull();
  await expect(page).toHaveURL(/\/PenCardPage\?code=DEMO-CARD&language=en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('button[data-kind="wifi"]')).toContainText(en.items.wifi);
  await expect(page.getByText(zh.items.wifi)).toHaveCount(0);
  expect(seen.paths()).toEqual(['/n/DEMO-CARD?language=en']);
  expect(seen.violations).toEqual([]);

  // The store page's open is recorded on the store page's path, as after the redirect.
  const visitor = await page.evaluate(() => localStorage.getItem('visitor-id')!);
  const opened = async () => {
    const reply = await page.request.get(`/api/dev/analytics_events?visitor_id=${visitor}`);
    const events = (await reply.json()).data.events as StoredEvent[];
    return events.find((e) => e.name === 'touch_card_open') ?? null;
  };
  await expect
    .poll(opened, { timeout: 15_000 })
    .toMatchObject({ path: '/PenCardPage', props: { code: 'DEMO-CARD' } });
});

test.describe('a card of an activity, on a phone', () => {
  test.use({ userAgent: ANDROID_CHROME_UA });

  test('/n/DEMO-NFC-02: the claim leaves with the HTML and the video shows, one document', async ({
    page,
  }) => {
    await playHoldingVisitor(page);
    const seen = watch(page);
    const claim = await openClaim(page, '/n/DEMO-NFC-02', XHS_V2);
    expect(claim.items[0]?.mixed_video_id).toBeGreaterThan(0);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/distribution_auto');
    expect(url.searchParams.get('nfc')).toBe('DEMO-NFC-02');
    expect(url.searchParams.get('code')).toBe('0');
    await expect(page.getByTestId('video-title')).toBeVisible();
    expect(seen.paths()).toEqual(['/n/DEMO-NFC-02']);
    expect(seen.violations).toEqual([]);
  });
});

test('a repeat tap without network: the store page from its worker, at its own URL', async ({ browser }) => {
  test.skip(test.info().project.name !== 'mobile', 'a phone page: the mobile project runs it');
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    userAgent: ANDROID_CHROME_UA,
    viewport: { width: 412, height: 915 },
  });
  const page = await context.newPage();
  const heading = page.getByRole('heading', { level: 1 });
  await page.goto('/n/DEMO-CARD');
  await expect(heading).toBeVisible();
  const items = await page.locator('[data-kind]').count();

  // The first tap installs the worker for the store page and for the tap URLs, and keeps the
  // tap URL's answer beside the page's own.
  const installed = () =>
    page.evaluate(async () => {
      const kept = await caches.open('touch-card-page');
      const registrations = await navigator.serviceWorker.getRegistrations();
      return {
        tap: (await kept.match(`${location.origin}/n/DEMO-CARD`)) !== undefined,
        page: (await kept.match(location.href)) !== undefined,
        config: (await (await caches.open('touch-card-config')).keys()).length > 0,
        active: registrations
          .filter((r) => r.active)
          .map((r) => new URL(r.scope).pathname)
          .sort(),
      };
    });
  await expect
    .poll(installed, { timeout: 15_000 })
    .toEqual({ tap: true, page: true, config: true, active: ['/PenCardPage', '/n/'] });

  await context.setOffline(true);
  const response = await page.goto('/n/DEMO-CARD');
  expect(response!.fromServiceWorker()).toBe(true);
  await expect(page).toHaveURL(/\/PenCardPage\?code=DEMO-CARD$/);
  await expect(heading).toBeVisible();
  await expect(page.locator('[data-kind]')).toHaveCount(items);
  // A card that opens another page is never kept: without network it is not served.
  const other = await page.goto('/n/DEMO-NFC-02').catch(() => null);
  expect(other?.ok() ?? false).toBe(false);
  await context.close();
});
