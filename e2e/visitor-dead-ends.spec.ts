import { expect, test, type Page } from '@playwright/test';
import {
  ANDROID_CHROME_UA,
  IPHONE_SAFARI_UA,
  isApi,
  openClaim,
  spyOnAppLinks,
  waitForOpenedLink,
  zh,
} from './distribution-helpers';
import { localeText } from './locale-text';

// Issue 12: no dead ends on the visitor pages, and a visit that leaves click data behind.
const zhCommon = localeText('zh-CN', 'common');
const DOUYIN_VIDEO = '/member/douyin/share_activity/video';
const XHS_V2 = '/open/xhs/activity_log/fetch_video_v2';
const STORE = '上海市静安区南京西路1266号恒隆广场一楼 L108 Demo café（南京西路店）';
const port = Number(process.env.E2E_PORT ?? 4310);

interface StoredEvent {
  name: string;
  props: Record<string, unknown> | null;
}

/** What the server stored for this page's visitor (development read-back). */
async function storedEvents(page: Page): Promise<StoredEvent[]> {
  const visitor = await page.evaluate(() => localStorage.getItem('visitor-id'));
  const response = await page.request.get(`/api/dev/analytics_events?visitor_id=${visitor}`);
  return (await response.json()).data.events;
}

test.describe('a visit leaves its events on the server', () => {
  test.use({ userAgent: ANDROID_CHROME_UA });

  test('view, claim, copy, change, publish: with the activity and the video ids', async ({
    page,
    context,
  }, testInfo) => {
    // Activity 1001's pool is shared by every spec of the run: one project is enough.
    test.skip(testInfo.project.name !== 'mobile', 'one project is enough');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await spyOnAppLinks(page);
    const first = (await openClaim(page, '/distribution_video?id=1001', DOUYIN_VIDEO)).items[0]!;
    await page
      .getByRole('button', { name: zh.card.copyLabel.replace('{{what}}', zh.card.videoTitle) })
      .click();
    await expect(page.getByText(zh.card.copied)).toBeVisible();
    await page.getByRole('button', { name: zh.actions.changeVideo }).click();
    await expect(page.getByTestId('video-id')).not.toHaveText(String(first.mixed_video_id));
    const second = Number(await page.getByTestId('video-id').textContent());
    await page.getByRole('button', { name: zh.actions.publishDouyin }).click();
    await waitForOpenedLink(page);
    // The visitor leaves: whatever is queued goes out (spec §9 batching, sendBeacon on hide).
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));

    // Order across batches is not guaranteed (a change's new claim may land before the change).
    const expected = [
      { name: 'view', video_id: first.mixed_video_id },
      { name: 'claim', video_id: first.mixed_video_id },
      { name: 'copy', video_id: first.mixed_video_id, field: 'title' },
      { name: 'change', video_id: first.mixed_video_id },
      { name: 'claim', video_id: second },
      { name: 'publish', video_id: second, outcome: 'opened' },
    ];
    const sorted = (names: string[]) => [...names].sort();
    await expect
      .poll(async () => sorted((await storedEvents(page)).map((e) => e.name)), { timeout: 15_000 })
      .toEqual(sorted(expected.map((e) => e.name)));
    const events = await storedEvents(page);
    for (const { name, ...props } of expected) {
      expect(events, name).toContainEqual(
        expect.objectContaining({
          name,
          props: expect.objectContaining({ activity_id: 1001, platform: 'douyin', ...props }),
        }),
      );
    }
  });
});

test.describe('dead ends that are not', () => {
  test('every video taken: the store, the brand, its home; the desktop client on a desktop only', async ({
    page,
  }, testInfo) => {
    await openClaim(page, '/distribution_video?id=1003', DOUYIN_VIDEO);
    await expect(page.getByText(zh.states.tooLateTitle)).toBeVisible();
    await expect(page.getByTestId('visitor-help-store')).toContainText(STORE);
    await expect(page.getByTestId('visitor-help-brand')).toHaveText('Vidmatrix');
    const home = page.getByRole('link', {
      name: zhCommon.visitorHelp.home.replace('{{brand}}', 'Vidmatrix'),
    });
    await expect(home).toHaveAttribute('href', '/');
    // "Too late" is the answer: trying again changes nothing.
    await expect(page.getByRole('button', { name: zhCommon.visitorHelp.retry })).toHaveCount(0);
    const client = page.getByRole('link', { name: zhCommon.visitorHelp.download['super-director'] });
    if (testInfo.project.name === 'desktop') await expect(client).toHaveAttribute('href', /\.exe$/);
    else await expect(client).toHaveCount(0);
  });

  test('"活动ID不存在": the brand and a way on, no retry that cannot help', async ({ page }) => {
    await page.goto('/distribution_video?id=999999');
    await expect(page.getByRole('alert')).toContainText(zh.states.fetchFailedTitle);
    await expect(page.getByTestId('visitor-help-brand')).toHaveText('Vidmatrix');
    await expect(page.getByRole('button', { name: zhCommon.visitorHelp.retry })).toHaveCount(0);
  });

  test('a disabled NFC card names the store it belongs to', async ({ page }) => {
    await page.goto('/n/DEMO-NFC-OFF');
    await expect(page).toHaveURL(/code=20005/);
    await expect(page.getByTestId('visitor-help-store')).toContainText(STORE);
  });

  test('an expired share link: the brand and its home', async ({ page }) => {
    await page.goto('/shareVideo?code=DEMO-SHARE-EXPIRED');
    await expect(page.getByTestId('visitor-help-brand')).toHaveText('Vidmatrix');
    await expect(
      page.getByRole('link', { name: zhCommon.visitorHelp.home.replace('{{brand}}', 'Vidmatrix') }),
    ).toBeVisible();
  });

  test('the demo activity on another brand host: a video, not "活动ID不存在"', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'one project is enough');
    await openClaim(page, `http://jia.localhost:${port}/distribution_video?id=1001`, DOUYIN_VIDEO);
    await expect(page.getByTestId('video-title')).toBeVisible();
  });
});

test.describe('Xiaohongshu SDK unreachable (iPhone Safari)', () => {
  test.use({ userAgent: IPHONE_SAFARI_UA });

  test('falls back to saving the video and copying the caption; counted once, as the download it was', async ({
    page,
    context,
  }, testInfo) => {
    // Activity 1002's pool is shared with the platform specs: one project is enough.
    test.skip(testInfo.project.name !== 'mobile', 'one project is enough');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.route('https://fe-static.xhscdn.com/**', (route) => route.abort('blockedbyclient'));
    const reports: unknown[] = [];
    page.on('request', (r) => {
      if (isApi('/open/xhs/activity_log/download_report')(r)) reports.push(r.postDataJSON());
    });
    const claim = await openClaim(page, '/n/DEMO-NFC-02', XHS_V2);
    const video = claim.items[0]!;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: zh.actions.publishXhs }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${video.video_title}.mp4`);
    await expect(page.getByText(zh.messages.xhsFallback)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(claim.caption);
    expect(reports).toEqual([{ activity_id: 1002, mixed_video_id: video.mixed_video_id }]);
  });
});
