import { expect, test, type Page } from '@playwright/test';
import { allowAxe, expectAccessible } from './axe-kit';
import { ANDROID_CHROME_UA, zh } from './distribution-helpers';
import { WECHAT_UA, localeText } from './locale-text';

// Every visitor page and state must have no serious or critical axe violation (issue 12:
// contrast among them); the rest of the product is in a11y.spec.ts.
const zhShare = localeText('zh-CN', 'share');
const zhNoData = localeText('zh-CN', 'no-data');
const zhBrowser = localeText('zh-CN', 'browser');

allowAxe();

/** Each visitor page: where to go, and what shows that it is ready (the state to check). */
const PAGES: { name: string; url: string; ready: (page: Page) => Promise<void>; mobileOnly?: boolean }[] = [
  // Pages that claim run on one project: the demo pools (1001: 30 videos held 12 h, 1002: 12
  // held 10 min) are shared by every spec of the run, and a second project would empty them.
  {
    name: 'distribution video (Douyin card)',
    url: '/distribution_video?id=1001',
    ready: (page) => expect(page.getByTestId('video-title')).toBeVisible(),
    mobileOnly: true,
  },
  {
    // NFC mode on activity 1001: 1002's 12 videos belong to the platform specs.
    name: 'distribution auto (NFC mode)',
    url: '/distribution_auto?activity_id=1001&platform=douyin',
    ready: (page) => expect(page.getByTestId('video-title')).toBeVisible(),
    mobileOnly: true,
  },
  {
    name: 'receive list',
    url: '/receiveVideos?id=1001',
    ready: (page) => expect(page.getByRole('heading', { name: zh.receive.title })).toBeVisible(),
    mobileOnly: true,
  },
  {
    name: 'download page',
    url: '/publish_video_download?id=1001',
    ready: (page) => expect(page.getByRole('heading', { name: zh.download.title })).toBeVisible(),
    mobileOnly: true,
  },
  {
    name: 'activity 1003, every video taken',
    url: '/distribution_video?id=1003',
    ready: (page) => expect(page.getByTestId('visitor-help-store')).toBeVisible(),
  },
  {
    name: 'activity id does not exist',
    url: '/distribution_video?id=999999',
    ready: (page) => expect(page.getByTestId('visitor-help')).toBeVisible(),
  },
  {
    name: 'disabled NFC card',
    url: '/n/DEMO-NFC-OFF',
    ready: (page) => expect(page.getByTestId('visitor-help-store')).toBeVisible(),
  },
  {
    name: 'no activity id',
    url: '/distribution_auto?platform=wechat',
    ready: (page) => expect(page.getByTestId('visitor-help')).toBeVisible(),
  },
  {
    name: 'share page, open link',
    url: '/shareVideo?code=DEMO-SHARE-OPEN',
    ready: (page) => expect(page.getByTestId('shared-video').first()).toBeVisible(),
  },
  {
    name: 'share page, password gate',
    url: '/shareVideo?code=DEMO-SHARE',
    ready: (page) => expect(page.getByLabel(zhShare.gate.label)).toBeVisible(),
  },
  {
    name: 'share page, expired link',
    url: '/shareVideo?code=DEMO-SHARE-EXPIRED',
    ready: (page) => expect(page.getByTestId('visitor-help')).toBeVisible(),
  },
  {
    name: 'shared script',
    url: '/shareScriptDetail?code=DEMO-SCRIPT',
    ready: (page) => expect(page.locator('main h1').first()).toBeVisible(),
  },
  ...Object.keys(zhNoData.reasons).map((reason) => ({
    name: `no-data page: ${reason}`,
    url: `/nowhere?reason=${reason}`,
    ready: (page: Page) => expect(page.getByText(zhNoData.reasons[reason].title)).toBeVisible(),
  })),
];

test.describe('visitor pages: no serious or critical axe violation', () => {
  test.use({ userAgent: ANDROID_CHROME_UA });

  for (const { name, url, ready, mobileOnly } of PAGES) {
    test(name, async ({ page }, testInfo) => {
      test.skip(mobileOnly === true && testInfo.project.name !== 'mobile', 'one project is enough');
      await page.goto(url);
      await ready(page);
      await expectAccessible(page, name);
    });
  }
});

test.describe('in WeChat', () => {
  test.use({ userAgent: WECHAT_UA });

  test('the browser-restriction page and its overlay', async ({ page }) => {
    await page.goto('/common_distribution_video?id=1002');
    await expect(page.getByRole('dialog', { name: zhBrowser.overlay.label })).toBeVisible();
    await expectAccessible(page);
  });
});
