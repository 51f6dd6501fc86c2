import { expect, test, type Request } from '@playwright/test';
import { isApi, replyData, zh, type ClaimedVideo } from './distribution-helpers';

// The claim the HTML starts (apps/web src/boot/boot-claim.ts, decision 019): one request per
// page load, made before the app runs, and its cover painted before the app's card replaces it.
// Claims hold demo videos shared by the whole run: the phone project only, one claim.

const DOUYIN_VIDEO = '/member/douyin/share_activity/video';
const claimPaths = ['/member/douyin/share_activity/video', '/member/douyin/share_activity/random'];

test.skip(({ isMobile }) => !isMobile, 'claims hold shared demo videos: the phone project is enough');

test('/distribution_video sends one claim, from the HTML, and paints its cover before the app', async ({
  page,
}) => {
  const claims: Request[] = [];
  page.on('request', (request) => {
    if (claimPaths.some((path) => isApi(path)(request))) claims.push(request);
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // The app's entry script is held back until the HTML alone has claimed and painted the cover.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await released;
    await route.continue();
  });

  const [response] = await Promise.all([
    page.waitForResponse(isApi(DOUYIN_VIDEO)),
    page.goto('/distribution_video?id=1001', { waitUntil: 'commit' }),
  ]);
  const video = (await replyData<ClaimedVideo & { items: { video_cover: string }[] }>(response)).items[0]!;
  const bootCover = page.locator('#boot-card img');
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
