// The guard of issue 26: a visitor page whose main-thread work grows past its budget fails here.
// Work is counted (function calls of the page's scripts, KB of script compiled: main-thread-kit.ts),
// never timed, so the figures are the same on a quiet machine and a loaded one (decision 019).
// Budgets are the highest figure seen plus about 10 % (calls) and 5 % (script); a change that
// needs more raises the page's budget in the same change and says why. The call count does not
// follow CPU speed (a 6× CPU throttle moved it by under 4 %), but it does follow the order in which
// a page's replies and chunks land, which a loaded CI machine with two workers shuffles: up to
// 12 % between runs on the claim list pages (2026-12-01, clean-clone CI run beside other work).
import { expect, test, type Page } from '@playwright/test';
import { ANDROID_CHROME_UA, playHoldingVisitor, zh } from './distribution-helpers';
import { localeText } from './locale-text';
import { measureLoad } from './main-thread-kit';

const zhCard = localeText('zh-CN', 'touch-card');

interface VisitorPage {
  url: string;
  ready: (page: Page) => Promise<void>;
  /** JavaScript function calls of the load. */
  calls: number;
  /** KB of script source compiled. */
  scriptKb: number;
}

/** A claim page shows its video, or the help of an emptied pool (a long run): either is its load. */
const claimShown = (page: Page) =>
  expect(page.getByTestId('video-title').or(page.getByTestId('visitor-help-store'))).toBeVisible();

const PAGES: VisitorPage[] = [
  { url: '/distribution_video?id=1001', ready: claimShown, calls: 12_200, scriptKb: 342 },
  // The NFC card's short link, as a card sends it; the page it lands on is /distribution_auto.
  { url: '/n/DEMO-NFC-02', ready: claimShown, calls: 12_200, scriptKb: 342 },
  {
    url: '/common_distribution_video?id=1002',
    ready: (page) => expect(page.locator('main').first()).toBeVisible(),
    calls: 17_100,
    // The boot claim inlined in its HTML since the server names the activity's platforms
    // (decision 019): 341.6 KB seen with it.
    scriptKb: 359,
  },
  {
    url: '/receiveVideos?id=1001',
    ready: (page) => expect(page.getByRole('heading', { name: zh.receive.title })).toBeVisible(),
    calls: 15_300,
    // The boot claim inlined in its HTML since it paints the page's first screen (decision 019):
    // +10 KB of script (324.5 → 334.4 KB).
    scriptKb: 351,
  },
  {
    url: '/publish_video_download?id=1001',
    ready: (page) => expect(page.getByRole('heading', { name: zh.download.title })).toBeVisible(),
    calls: 16_100,
    // The boot claim inlined in its HTML since it paints the page's first screen (decision 019):
    // +8.9 KB of script (325 → 333.9 KB).
    scriptKb: 351,
  },
  {
    url: '/shareVideo?code=DEMO-SHARE-OPEN',
    ready: (page) => expect(page.getByTestId('shared-video').first()).toBeVisible(),
    calls: 17_800,
    scriptKb: 329,
  },
  {
    url: '/shareScriptDetail?code=DEMO-SCRIPT',
    ready: (page) => expect(page.locator('main h1').first()).toBeVisible(),
    calls: 24_600,
    scriptKb: 356,
  },
  {
    url: '/PenCardPage?code=DEMO-CARD',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    calls: 13_300,
    scriptKb: 336,
  },
  {
    url: '/CardWriterPage?code=DEMO-CARD',
    ready: (page) => expect(page.getByRole('button', { name: zhCard.writer.generate })).toBeVisible(),
    calls: 13_400,
    scriptKb: 327,
  },
  {
    url: '/AddWxPage?code=DEMO-CARD',
    ready: (page) => expect(page.getByTestId('wechat-qr')).toBeVisible(),
    // 10,410–11,861 since the app starts after the first screen's QR code (a test run beside it).
    calls: 13_000,
    scriptKb: 319,
  },
  {
    url: '/trafficAcademy?token=demo-course-token',
    ready: (page) => expect(page.getByTestId('course-card').first()).toBeVisible(),
    // Without zod since the learner's calls use the contract's zod-free routes (decision 004):
    // 31,822 → 20,338 calls, 451 → 348.1 KB; one run so far, so 15 % over it.
    calls: 23_400,
    scriptKb: 366,
  },
  {
    url: '/traffic_chapter_detail?course_id=1001&id=10011&token=demo-course-token',
    ready: (page) => expect(page.getByTestId('lesson-state')).toBeVisible(),
    // Without zod (as above): 41,745 → 30,301 calls, 454.4 → 352.6 KB.
    calls: 34_900,
    scriptKb: 371,
  },
];

test.describe('visitor pages: main-thread work within budget', () => {
  // The figures are a phone's (Pixel 7, the mobile project); one project is enough.
  test.skip(({ isMobile }) => !isMobile, 'counted on the mobile project');
  test.use({ userAgent: ANDROID_CHROME_UA });
  // One visitor of its own for every page here: the claim pages find the video it already holds
  // instead of taking another, and no other spec's claim changes the state they load in.
  test.beforeEach(({ context }) => playHoldingVisitor(context, '0b26a1d0-26a1-4026-8026-0000000000a1'));

  for (const { url, ready, calls, scriptKb } of PAGES) {
    test(url, async ({ page }) => {
      const work = await measureLoad(page, url, ready);
      const figures = `${url}: ${work.calls} calls, ${work.scriptKb} KB of script in ${work.scripts} scripts`;
      // Printed, so a change that needs a new budget can read today's figure here.
      console.log(figures);
      test.info().annotations.push({ type: 'main-thread work', description: figures });
      expect(work.calls, `JavaScript function calls of ${url} (budget ${calls})`).toBeLessThanOrEqual(calls);
      expect(work.scriptKb, `KB of script ${url} compiled (budget ${scriptKb})`).toBeLessThanOrEqual(
        scriptKb,
      );
    });
  }
});
