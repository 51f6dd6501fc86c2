import { expect, test } from '@playwright/test';
import {
  ANDROID_CHROME_UA,
  IPHONE_SAFARI_UA,
  isApi,
  openClaim,
  playHoldingVisitor,
  replyData,
  spyOnAppLinks,
  waitForOpenedLink,
  zh,
  zhPlayer,
} from './distribution-helpers';

// One-click publishing in NFC mode on activity 1002 (12 videos, 10 min lock; cards DEMO-NFC-01
// WeChat, -02 Xiaohongshu, -03 Kuaishou). Four videos per project at most: the pool holds 12.

const WECHAT_V2 = '/open/weixin_dist/activity_log/fetch_video_v2';
const XHS_V2 = '/open/xhs/activity_log/fetch_video_v2';
const KS_V1 = '/open/kuaishou/random_video';
const KS_V2 = '/open/kuaishou/random_video_v2';

test.describe('WeChat card (Android Chrome)', () => {
  test.use({ userAgent: ANDROID_CHROME_UA });

  test('NFC card → player (720, play/pause, progress) → download <title>.mp4, reported once, WeChat opened', async ({
    page,
  }) => {
    await spyOnAppLinks(page);
    const claim = await openClaim(page, '/n/DEMO-NFC-01', WECHAT_V2);
    await expect(page).toHaveURL(/\/distribution_auto\?.*nfc=DEMO-NFC-01/);
    const video = claim.items[0]!;
    await expect(page.getByTestId('video-title')).toHaveText(video.video_title);

    // The player modal.
    await page.getByRole('button', { name: zh.card.play }).click();
    const player = page.getByRole('dialog', { name: video.video_title });
    await expect(player).toBeVisible();
    await expect(player.locator('video')).toHaveAttribute('data-resolution', '720');
    expect((await player.boundingBox())!.width).toBeLessThanOrEqual(840);
    const time = player.getByTestId('player-time');
    await expect(time).not.toHaveText(/\/ 0:00$/); // the total is known
    const playPause = player.getByRole('button', {
      name: new RegExp(`^(${zhPlayer.play}|${zhPlayer.pause})$`),
    });
    if ((await playPause.getAttribute('aria-label')) === zhPlayer.play) await playPause.click();
    await expect(player.getByRole('button', { name: zhPlayer.pause })).toBeVisible();
    await expect(time).not.toHaveText(/^0:00 \//, { timeout: 5_000 }); // it plays
    await player.getByRole('button', { name: zhPlayer.pause }).click();
    await expect(player.getByRole('button', { name: zhPlayer.play })).toBeVisible();
    const slider = player.getByRole('slider', { name: zhPlayer.progress });
    expect(Number(await slider.inputValue())).toBeGreaterThan(0);
    await slider.fill('0');
    await expect(time).toHaveText(/^0:00 \//);
    await player.getByRole('button', { name: zhPlayer.close }).click();
    await expect(player).toHaveCount(0);

    // One-click publish: report, save as <title>.mp4, then WeChat.
    const reports: unknown[] = [];
    page.on('request', (r) => {
      if (isApi('/open/weixin_dist/activity_log/download_report')(r)) reports.push(r.postDataJSON());
    });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: zh.actions.publishWechat }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${video.video_title}.mp4`);
    expect(await waitForOpenedLink(page)).toBe('weixin://');
    expect(reports).toEqual([{ activity_id: 1002, mixed_video_id: video.mixed_video_id }]);
    // Once per video per session: a second tap downloads again without reporting again.
    await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: zh.actions.publishWechat }).click(),
    ]);
    expect(reports).toHaveLength(1);
  });
});

test.describe('Xiaohongshu card', () => {
  test.describe('on a phone', () => {
    test.use({ userAgent: IPHONE_SAFARI_UA });

    test('signed config, reported, our checked share call to the SDK (fake script)', async ({ page }) => {
      // Never the real SDK: a fake records the call.
      await page.route('https://fe-static.xhscdn.com/biz-static/goten/xhs-1.0.1.js', (route) =>
        route.fulfill({
          contentType: 'application/javascript',
          body: 'window.xhs = { share: function (options) { window.__xhsShare = JSON.parse(JSON.stringify(options)); } };',
        }),
      );
      const claim = await openClaim(page, '/n/DEMO-NFC-02', XHS_V2);
      const video = claim.items[0]!;
      await expect(page.getByRole('button', { name: zh.actions.changeVideo })).toBeVisible();
      const [sign, report] = await Promise.all([
        page.waitForResponse(isApi('/open/distribution/nfc_card/get_xhs_sign')),
        page.waitForRequest(isApi('/open/xhs/activity_log/download_report')),
        page.getByRole('button', { name: zh.actions.publishXhs }).click(),
      ]);
      expect(new URL(sign.url()).searchParams.get('source')).toBe('3');
      const config = (await replyData<{ card_config: Record<string, string> }>(sign)).card_config;
      expect(report.postDataJSON()).toEqual({ activity_id: 1002, mixed_video_id: video.mixed_video_id });
      await expect
        .poll(() => page.evaluate(() => (window as { __xhsShare?: unknown }).__xhsShare))
        .toBeTruthy();
      const call = await page.evaluate(() => (window as { __xhsShare?: Record<string, unknown> }).__xhsShare);
      expect(call).toEqual({
        shareInfo: {
          type: 'video',
          title: video.video_title,
          content: claim.caption,
          video: video.video_url,
          cover: expect.stringMatching(/^http:\/\/localhost:\d+\/media\/demo\/clip-\d+\.jpg$/),
        },
        verifyConfig: {
          appKey: config.app_key,
          nonce: config.nonce,
          timestamp: config.timestamp,
          signature: config.signature,
        },
      });
    });
  });

  test('desktop: "only supports mobile"', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the desktop project has a desktop user agent');
    await playHoldingVisitor(page);
    await openClaim(page, '/n/DEMO-NFC-02', XHS_V2);
    await page.getByRole('button', { name: zh.actions.publishXhs }).click();
    await expect(page.getByText(zh.messages.mobileOnly)).toBeVisible();
  });
});

test.describe('Kuaishou (Android Chrome)', () => {
  test.use({ userAgent: ANDROID_CHROME_UA });

  test('without authorization: Kuaishou OAuth, back with authorize_id, create the task, publish success', async ({
    page,
  }) => {
    const claim = await openClaim(page, '/distribution_auto?activity_id=1002&platform=ks', KS_V1);
    const video = claim.items[0]!;
    await page.getByRole('button', { name: zh.actions.publishKs }).click();
    // The brand has no Kuaishou credentials: the demo authorization page of our server.
    await page.locator('#approve').click(); // the demo authorization page's "authorize" link
    await expect(page).toHaveURL(/\/distribution_auto\?.*authorize_id=/);
    // The claim is still the visitor's: the same video comes back.
    await expect(page.getByTestId('video-title')).toHaveText(video.video_title);
    const [task] = await Promise.all([
      page.waitForResponse(isApi('/open/kuaishou/create_task')),
      page.getByRole('button', { name: zh.actions.publishKs }).click(),
    ]);
    expect((await replyData<{ status: string }>(task)).status).toBe('published');
    expect(task.request().postDataJSON()).toMatchObject({
      mixed_video_id: video.mixed_video_id,
      activity_id: 1002,
    });
    await expect(page.getByTestId('publish-success')).toContainText(zh.card.published);
    // The button settles: this video is published.
    await expect(page.getByRole('button', { name: zh.actions.published })).toBeDisabled();
    await expect(page.getByRole('button', { name: zh.actions.publishKs })).toHaveCount(0);
  });

  test('matrix + NFC card: no change button, a confirmation, then Kuaishou publishes and comes back', async ({
    page,
  }) => {
    const claim = await openClaim(page, '/n/DEMO-NFC-03', KS_V2);
    await expect(page.getByTestId('video-title')).toHaveText(claim.items[0]!.video_title);
    await expect(page.getByRole('button', { name: zh.actions.changeVideo })).toHaveCount(0);

    await page.getByRole('button', { name: zh.actions.publishKs }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: zh.ks.confirmContent });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: zh.ks.cancel }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: zh.actions.publishKs }).click();
    const [shareUrl] = await Promise.all([
      page.waitForRequest(isApi('/open/distribution/nfc_card/get_share_url')),
      page.getByRole('dialog').getByRole('button', { name: zh.ks.confirm }).click(),
    ]);
    expect(shareUrl.postDataJSON()).toMatchObject({
      code: 'DEMO-NFC-03',
      source: 2,
      urlParams: { mixed_video_id: claim.items[0]!.mixed_video_id },
    });
    await page.locator('#approve').click(); // the demo authorization page's "authorize" link
    await expect(page).toHaveURL(/ks_task_status=published/);
    // The return URL names the published video, and the page shows that video with its success
    // and its button settled, never another video under "video … published" with a live button
    // (issues 12 and 27: 100209 published, 100211 shown).
    const published = claim.items[0]!.mixed_video_id;
    expect(new URL(page.url()).searchParams.get('ks_video_id')).toBe(String(published));
    await expect(page.getByTestId('video-id')).toHaveText(String(published));
    await expect(page.getByTestId('publish-success')).toContainText(zh.card.published);
    await expect(page.getByTestId('publish-success-other')).toHaveCount(0);
    await expect(page.getByRole('button', { name: zh.actions.published })).toBeDisabled();
    await expect(page.getByRole('button', { name: zh.actions.publishKs })).toHaveCount(0);
  });
});
