import { expect, test } from '@playwright/test';
import {
  ANDROID_CHROME_UA,
  IPHONE_SAFARI_UA,
  isApi,
  openClaim,
  spyOnAppLinks,
  waitForOpenedLink,
  zh,
} from './distribution-helpers';

// The other visitor pages of the distribution feature, on activity 1001 (one video each).

const DOUYIN_VIDEO = '/member/douyin/share_activity/video';

test('/receiveVideos: list, select all, download (reported) and publish; cards on phones, a table on desktops', async ({
  page,
}, testInfo) => {
  const desktop = testInfo.project.name === 'desktop';
  await spyOnAppLinks(page);
  const claim = await openClaim(page, '/receiveVideos?id=1001', DOUYIN_VIDEO);
  const video = claim.items[0]!;
  await expect(page.getByRole('heading', { name: zh.receive.title })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(desktop ? 1 : 0);
  if (desktop) await expect(page.getByRole('columnheader', { name: zh.receive.columns.title })).toBeVisible();

  // Nothing selected yet.
  await page.getByRole('button', { name: zh.receive.download }).click();
  await expect(page.getByText(zh.receive.selectFirst)).toBeVisible();

  await page.getByRole('checkbox', { name: zh.receive.selectAll }).check();
  await expect(
    page.getByRole('checkbox', { name: zh.receive.select.replace('{{title}}', video.video_title) }),
  ).toBeChecked();
  await expect(page.getByText(zh.receive.selected.replace('{{count}}', '1'))).toBeVisible();
  const [download, report] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForRequest(isApi('/member/browser_video/activity_log/download_report')),
    page.getByRole('button', { name: zh.receive.download }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${video.video_title}.mp4`);
  expect(report.postDataJSON()).toEqual({ activity_id: 1001, mixed_video_id: video.mixed_video_id });

  await page.getByRole('button', { name: zh.receive.publish }).click();
  if (desktop) {
    await expect(page.getByText(zh.messages.mobileOnly)).toBeVisible();
  } else {
    expect(await waitForOpenedLink(page)).toBe(claim.schema_v2);
  }
});

test.describe('/publish_video_download (iPhone Safari)', () => {
  test.use({ userAgent: IPHONE_SAFARI_UA });

  test('the claimed video: save it as <title>.mp4, copy the caption, open the app', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await spyOnAppLinks(page);
    const claim = await openClaim(page, '/publish_video_download?id=1001', DOUYIN_VIDEO);
    const video = claim.items[0]!;
    await expect(page.getByRole('heading', { name: zh.download.title })).toBeVisible();
    await expect(page.getByTestId('video-title')).toHaveText(video.video_title);
    await expect(page.locator('video')).toHaveAttribute('src', video.video_url);
    await expect(page.getByText(claim.caption)).toBeVisible();

    await page.getByRole('button', { name: zh.download.copyCaption }).click();
    await expect(page.getByText(zh.card.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(claim.caption);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: zh.download.save }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${video.video_title}.mp4`);

    await page.getByRole('button', { name: zh.download.openApp }).click();
    expect(await waitForOpenedLink(page)).toMatch(/^snssdk1128:\/\/openplatform\/share\?/);
  });
});

test.describe('/common_distribution_video (Android Chrome)', () => {
  test.use({ userAgent: ANDROID_CHROME_UA });

  test('matrix publishing in an ordinary browser: the screen through the browser endpoint', async ({
    page,
  }) => {
    const claim = await openClaim(
      page,
      '/common_distribution_video?id=1001',
      '/member/browser_video/activity_log/fetch_video',
    );
    await expect(page.getByTestId('video-title')).toHaveText(claim.items[0]!.video_title);
    await expect(page.getByRole('button', { name: zh.actions.publishDouyin })).toBeVisible();
  });
});

test('/common_distribution_video without an activity in an ordinary browser: not refused, the screen says so', async ({
  page,
}) => {
  await page.goto('/common_distribution_video');
  await expect(page.getByRole('alert')).toContainText(zh.states.noActivityId);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
