import { expect, test, type Page, type Request } from '@playwright/test';
import { isApi, replyData, zh, type ClaimedVideo } from './distribution-helpers';

// The claim the HTML starts (apps/web src/boot/boot-claim.ts, decision 019): one request per
// page load, made before the app runs, and its cover painted before the app's card replaces it.
// Claims hold demo videos shared by the whole run: the phone project only, one claim.

const claimPaths = ['/member/douyin/share_activity/video', '/member/douyin/share_activity/random'];

test.skip(({ isMobile }) => !isMobile, 'claims hold shared demo videos: the phone project is enough');

/**
 * Opens `url` with the app's entry held back and the claims to `paths` recorded: the claim and the
 * cover the HTML alone makes. Resolves with them and the claimed video; `release` lets the app run.
 */
async function openWithoutApp(page: Page, url: string, paths: string[]) {
  const claims: Request[] = [];
  page.on('request', (request) => {
    if (paths.some((path) => isApi(path)(request))) claims.push(request);
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await released;
    await route.continue();
  });
  const [response] = await Promise.all([
    page.waitForResponse((r) => paths.some((path) => isApi(path)(r))),
    page.goto(url, { waitUntil: 'commit' }),
  ]);
  const video = (await replyData<ClaimedVideo & { items: { video_cover: string }[] }>(response)).items[0]!;
  return { claims, video, release, bootCover: page.locator('#boot-card img') };
}

test('/distribution_video sends one claim, from the HTML, and paints its cover before the app', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // The app's entry script is held back until the HTML alone has claimed and painted the cover.
  const { claims, video, release, bootCover } = await openWithoutApp(
    page,
    '/distribution_video?id=1001',
    claimPaths,
  );
  await expect(bootCover).toBeVisible();
  await expect(bootCover).toHaveAttribute('src', video.video_cover);
  await expect.poll(() => bootCover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const claim = claims[0]!;
  expect(claim.headers()['visitor-id']).toBe(await page.evaluate(() => localStorage.getItem('visitor-id')));
  // Spec §7: bizid, language and version on every call, the HTML's first claim included (issue 27).
  expect(claim.headers()).toMatchObject({ bizid: '1001', language: 'zh-CN' });
  expect(claim.headers().version).toMatch(/^\S+$/);
  expect(new URL(claim.url()).searchParams.get('view_mixed_video_ids')).toBe('');

  // The app now runs, takes that claim, and its card shows the same picture in place of the boot card.
  release();
  await expect(page.getByTestId('video-title')).toHaveText(video.video_title);
  await expect(page.getByRole('article').locator('img')).toHaveAttribute('src', video.video_cover);
  await expect(page.locator('#boot-card')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('scan_view_ids_1001'))).toBe(
    String(video.mixed_video_id),
  );
  await page.waitForLoadState('networkidle');
  expect(claims).toHaveLength(1);
  // The same version the app sends on its own calls ("change video" asks the app's client).
  const [change] = await Promise.all([
    page.waitForRequest((request) => claimPaths.some((path) => isApi(path)(request))),
    page.getByRole('button', { name: zh.actions.changeVideo }).click(),
  ]);
  expect(change.headers().version).toBe(claim.headers().version);
  expect(violations).toEqual([]);
});

// A matrix link names no platform: the server writes the running activity into the HTML and the
// boot claim claims on its first platform (apps/server test/web-boot-claim.test.ts, web
// src/boot/send-claim.test.ts; the main-thread and accessibility specs load the page with it).
// No claim here: the demo pools are budgeted for the run's publishing tests
// (distribution-helpers.ts), and a new visitor's claim empties one. The refused browsers claim
// nothing before their restriction page.
const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) NetType/WIFI Language/zh_CN';

test.describe('/common_distribution_video in WeChat', () => {
  test.use({ userAgent: WECHAT_UA });

  test('claims nothing: the restriction page shows', async ({ page }) => {
    const claims: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/open/weixin_dist/')) claims.push(request);
    });
    await page.goto('/common_distribution_video?id=1002');
    await expect(page.getByText('当前浏览器不支持')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(claims).toEqual([]);
    await expect(page.locator('#boot-card')).toHaveCount(0);
  });
});
