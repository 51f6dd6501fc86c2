// Issue 26: nothing on a visitor page jumps while it loads (CLS ≤ 0.02, the visitor budget). The
// claim pages showed their language row (routes.tsx `withLanguage`) at the top of the screen
// during the first claim and moved it down when the list arrived: 0.083 in Lighthouse.
import { expect, test, type Page } from '@playwright/test';
import { ANDROID_CHROME_UA, zh } from './distribution-helpers';

// One visitor for the file: its claims find the video it holds instead of taking more from the
// demo pool the other specs share.
const VISITOR_ID = '0b26a1d0-26a1-4026-8026-0000000000a2';

declare global {
  interface Window {
    __shifts?: number;
  }
}

/** The page's layout-shift score from its first frame (shifts right after an input excluded). */
const layoutShift = (page: Page) => page.evaluate(() => window.__shifts ?? 0);

const PAGES = [
  { url: '/receiveVideos?id=1001', heading: zh.receive.title },
  { url: '/publish_video_download?id=1001', heading: zh.download.title },
];

test.describe('claim pages: no layout shift while they load', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone pages: the mobile project runs them');
  test.use({ userAgent: ANDROID_CHROME_UA });
  test.beforeEach(async ({ context }) => {
    await context.addInitScript((id) => {
      try {
        if (!localStorage.getItem('visitor-id')) localStorage.setItem('visitor-id', id);
      } catch {
        // Storage refused: the page makes its own visitor id.
      }
      window.__shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) window.__shifts! += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    }, VISITOR_ID);
  });

  for (const { url, heading } of PAGES) {
    test(url, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.getByTestId('visitor-language')).toBeAttached();
      await page.waitForLoadState('networkidle');
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    });
  }

  // The download and receive pages' first screens from the HTML (decision 019): what the visitor
  // sees before the app, and where the app then shows the same cover.
  for (const { url, heading, boot, own } of [
    {
      url: '/publish_video_download?id=1001',
      heading: zh.download.title,
      boot: '.app-download-video img',
      own: 'main video',
    },
    {
      url: '/receiveVideos?id=1001',
      heading: zh.receive.title,
      boot: '.app-receive-cards img',
      own: 'main ul img',
    },
  ]) {
    test(`${url}: heading and claimed cover before the app, then the page's in the same box`, async ({
      page,
    }) => {
      // The app's scripts held back: what the visitor sees while they load on a slow line.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(url);
      const screen = page.locator('#boot-cover');
      await expect(screen.getByText(heading, { exact: true })).toBeVisible();
      const cover = screen.locator(boot).first();
      await expect(cover).toHaveJSProperty('complete', true);
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const before = await cover.boundingBox();
      const src = await cover.getAttribute('src');

      await page.unrouteAll();
      await page.goto(url);
      const shown = page.locator(own).first();
      await expect(shown).toBeVisible();
      await expect(page.locator('#boot-cover')).toHaveCount(0);
      // The same video (the visitor holds it), in the same place.
      expect(await shown.evaluate((el) => el.getAttribute(el.tagName === 'VIDEO' ? 'poster' : 'src'))).toBe(
        src,
      );
      const after = await shown.boundingBox();
      expect({ ...after, height: Math.round(after!.height) }).toEqual({
        ...before,
        height: Math.round(before!.height),
      });
    });
  }
});
