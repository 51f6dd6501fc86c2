import { expect, test, type Page } from '@playwright/test';
import {
  ACTIVITY_1001_IDS,
  ANDROID_CHROME_UA,
  IPHONE_SAFARI_UA,
  isApi,
  leaveAndComeBack,
  openClaim,
  openedLinks,
  replyData,
  spyOnAppLinks,
  waitForOpenedLink,
  zh,
  zhBrowser,
  type ClaimedVideo,
} from './distribution-helpers';
import { DOUYIN_UA, WECHAT_UA } from './locale-text';

// The distribution screen on the demo data (README "Demo data"): 1001 Douyin (30 videos, 3 per
// claimer, 12 h lock), 1002 matrix (12 videos, 10 min lock), 1003 all claimed. Every test is a
// new browser context, so a new visitor id: tests never share a claim. Each test on 1001 holds
// one video for the run (both projects together stay well under 30); only the tests that must
// publish report a download.

const DOUYIN_VIDEO = '/member/douyin/share_activity/video';
const DOUYIN_RANDOM = '/member/douyin/share_activity/random';

test.describe('display states', () => {
  test.use({ userAgent: ANDROID_CHROME_UA });

  test('code ≠ 0 with the claim-limit wording: shown as an error', async ({ page }) => {
    const message = '账号领取次数已达上限';
    await page.goto(`/distribution_video?id=1001&code=20003&message=${encodeURIComponent(message)}`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(zh.states.claimLimitTitle);
    await expect(alert).toContainText(message);
    await expect(page.getByRole('button', { name: zh.actions.publishDouyin })).toHaveCount(0);
  });

  test('code ≠ 0 otherwise: the message, or "share failed"', async ({ page }) => {
    // A disabled NFC card: the short URL redirects with the server's code and message.
    await page.goto('/n/DEMO-NFC-OFF');
    await expect(page).toHaveURL(/\/distribution_auto\?.*code=20005/);
    // The redirect words the message in the browser's language, URI-encoded.
    const message = new URL(page.url()).searchParams.get('message')!;
    expect(message).not.toBe('');
    await expect(page.getByRole('heading', { name: decodeURIComponent(message) })).toBeVisible();
    await page.goto('/distribution_auto?activity_id=1002&platform=wechat&code=1');
    await expect(page.getByText(zh.states.shareFailed)).toBeVisible();
  });

  test.describe('in Douyin', () => {
    test.use({ userAgent: DOUYIN_UA });
    test('activity 1003, every video taken: "sorry, too late"', async ({ page }) => {
      const claim = await openClaim(page, '/distribution_video?id=1003', DOUYIN_VIDEO);
      expect(claim.exist).toBe(false);
      await expect(page.getByText(zh.states.tooLateTitle)).toBeVisible();
      await expect(page.getByText(zh.states.tooLateDescription)).toBeVisible();
    });
  });
});

test.describe('the video card (iPhone Safari)', () => {
  test.use({ userAgent: IPHONE_SAFARI_UA });

  test('cover, duration, title, id, store location, copy buttons, demo badge; a reload keeps the video', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const claim = await openClaim(page, '/distribution_video?id=1001', DOUYIN_VIDEO);
    const video = claim.items[0]!;
    await expect(page.getByTestId('video-title')).toHaveText(video.video_title);
    await expect(page.getByTestId('video-id')).toHaveText(String(video.mixed_video_id));
    await expect(page.getByTestId('store-location')).toHaveText(
      '上海市静安区南京西路1266号恒隆广场一楼 L108 Demo café（南京西路店）',
    );
    await expect(page.getByRole('button', { name: zh.card.play }).locator('img')).toHaveAttribute(
      'src',
      /\/media\/demo\/clip-\d+\.jpg$/,
    );
    await expect(page.getByRole('button', { name: zh.card.play })).toContainText(/^\d+:\d{2}$/);
    await expect(page.getByTestId('demo-platform-badge')).toHaveText(zh.card.demoPlatform);
    await expect(page.getByRole('button', { name: zh.actions.changeVideo })).toBeVisible();
    await expect(page.getByRole('button', { name: zh.actions.publishDouyin })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('scan_view_ids_1001'))).toBe(
      String(video.mixed_video_id),
    );

    await page
      .getByRole('button', { name: zh.card.copyLabel.replace('{{what}}', zh.card.videoTitle) })
      .click();
    await expect(page.getByText(zh.card.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(video.video_title);

    // The lock holds the video: a reload sends held_id and shows the same one.
    const [again] = await Promise.all([page.waitForRequest(isApi(DOUYIN_VIDEO)), page.reload()]);
    expect(new URL(again.url()).searchParams.get('held_id')).toBe(String(video.mixed_video_id));
    await expect(page.getByTestId('video-title')).toHaveText(video.video_title);
  });
});

test.describe('change video', () => {
  test.use({ userAgent: ANDROID_CHROME_UA });

  test('to the loop end: every free video viewed, the viewed list starts again', async ({ page }) => {
    const first = (await openClaim(page, '/distribution_video?id=1001', DOUYIN_VIDEO)).items[0]!;
    // As if the visitor had already seen all 30: the server can only answer with a loop end.
    await page.evaluate(
      (ids) => sessionStorage.setItem('scan_view_ids_1001', ids.join(',')),
      ACTIVITY_1001_IDS,
    );
    const [request, response] = await Promise.all([
      page.waitForRequest(isApi(DOUYIN_RANDOM)),
      page.waitForResponse(isApi(DOUYIN_RANDOM)),
      page.getByRole('button', { name: zh.actions.changeVideo }).click(),
    ]);
    expect(request.postDataJSON()).toMatchObject({
      id: 1001,
      prev_id: first.mixed_video_id,
      view_mixed_video_ids: ACTIVITY_1001_IDS.join(','),
    });
    const next = await replyData<ClaimedVideo>(response);
    expect(next.is_loop_end).toBe(true);
    const shown = next.items[0]!;
    expect(shown.mixed_video_id).not.toBe(first.mixed_video_id);
    await expect(page.getByTestId('video-title')).toHaveText(shown.video_title);
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('scan_view_ids_1001')))
      .toBe(String(shown.mixed_video_id));
  });

  test('to "already the last video": the current video stays', async ({ page }) => {
    const first = (await openClaim(page, '/distribution_video?id=1001', DOUYIN_VIDEO)).items[0]!;
    // The pool of 30 is shared by the parallel tests, so "nothing else is free" cannot be arranged
    // on the server: the change answers the server's "none free" shape on the wire instead.
    await page.route('**/api/member/douyin/share_activity/random', (route) =>
      route.fulfill({
        json: {
          code: 0,
          message: 'ok',
          data: { exist: false, items: [], is_loop_end: false, activity_id: 1001, lock_time: 43200 },
        },
      }),
    );
    await page.getByRole('button', { name: zh.actions.changeVideo }).click();
    await expect(page.getByTestId('loading-overlay')).toBeVisible();
    await expect(page.getByText(zh.messages.lastVideo)).toBeVisible();
    await expect(page.getByTestId('video-title')).toHaveText(first.video_title);
  });
});

test.describe('publish to Douyin: the speed test picks the link (Android Chrome)', () => {
  test.use({ userAgent: ANDROID_CHROME_UA });

  // Without a CDN both signed links name the same file; the test marks the CDN one so the
  // choice can be seen.
  async function markCdnLink(page: Page) {
    await page.route('**/api/member/douyin/share_activity/video**', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.cdn_schema_v2 = `${body.data.cdn_schema_v2}&e2e_cdn=1`;
      await route.fulfill({ response, json: body });
    });
  }

  test('fast download → schema_v2; reported; the jump-failure toast after 4 s', async ({ page }) => {
    await spyOnAppLinks(page);
    await markCdnLink(page);
    let tested = '';
    await page.route(
      (url) => url.pathname.startsWith('/media/demo/') && url.searchParams.has('t'),
      (route) => {
        tested = route.request().url();
        return route.fulfill({ body: Buffer.alloc(3_000_000), contentType: 'video/mp4' });
      },
    );
    const claim = await openClaim(page, '/distribution_video?id=1001', DOUYIN_VIDEO);
    const [report] = await Promise.all([
      page.waitForRequest(isApi('/member/browser_video/activity_log/download_report')),
      page.getByRole('button', { name: zh.actions.publishDouyin }).click(),
    ]);
    expect(report.postDataJSON()).toEqual({
      activity_id: 1001,
      mixed_video_id: claim.items[0]!.mixed_video_id,
    });
    expect(await waitForOpenedLink(page)).toBe(claim.schema_v2);
    expect(tested).toMatch(/[?&]t=\d+/);
    // Chromium cannot open Douyin: the page stays visible and says so.
    await expect(page.getByText(zh.messages.jumpFailed)).toBeVisible({ timeout: 6_000 });
  });

  test('slow download (cut at 2.5 s) → cdn_schema_v2; coming back cancels the toast', async ({ page }) => {
    await spyOnAppLinks(page);
    await markCdnLink(page);
    await page.route(
      (url) => url.pathname.startsWith('/media/demo/') && url.searchParams.has('t'),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 3_500));
        await route.fulfill({ body: Buffer.alloc(1_000), contentType: 'video/mp4' }).catch(() => undefined);
      },
    );
    const claim = await openClaim(page, '/distribution_video?id=1001', DOUYIN_VIDEO);
    const started = Date.now();
    await page.getByRole('button', { name: zh.actions.publishDouyin }).click();
    await expect(page.getByTestId('loading-overlay')).toBeVisible();
    expect(await waitForOpenedLink(page)).toBe(claim.cdn_schema_v2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_400);
    // Douyin opened (page hidden) and the visitor came back: no "jump failed".
    await leaveAndComeBack(page);
    await page.waitForTimeout(5_000);
    await expect(page.getByText(zh.messages.jumpFailed)).toHaveCount(0);
    expect(await openedLinks(page)).toHaveLength(1);
  });
});

test.describe('in WeChat', () => {
  test.use({ userAgent: WECHAT_UA });

  test('publishing shows the open-in-browser overlay; the fallback still saves the video and the caption', async ({
    page,
  }) => {
    await spyOnAppLinks(page);
    const claim = await openClaim(page, '/distribution_video?id=1001', DOUYIN_VIDEO);
    const fallback = page.getByTestId('in-app-fallback');
    await expect(fallback).toBeVisible();
    await expect(fallback.getByText(zh.inApp.saveHint)).toBeVisible();
    await expect(fallback.locator('video')).toHaveAttribute('src', claim.items[0]!.video_url);
    await expect(fallback.getByRole('link', { name: zh.inApp.openVideo })).toHaveAttribute(
      'href',
      claim.items[0]!.download_url,
    );
    await expect(fallback.getByRole('button', { name: zh.inApp.copyCaption })).toBeVisible();

    await page.getByRole('button', { name: zh.actions.publishDouyin }).click();
    const overlay = page.getByRole('dialog', { name: zhBrowser.overlay.label });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByText(zhBrowser.overlay.tapMenu)).toBeVisible();
    expect(await openedLinks(page)).toEqual([]);
    await overlay.click();
    await expect(overlay).toHaveCount(0);
    await fallback.getByRole('button', { name: zh.inApp.showGuide }).click();
    await expect(overlay).toBeVisible();
  });
});
