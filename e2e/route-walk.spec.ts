// Issue 27: every route of the web app's route table (apps/web/src/app/routes.tsx) and every
// console section, opened signed out and signed in as the demo merchant, without a page error
// and without the error boundary's "page went wrong". The routes are read from the table, so a
// new route is walked without touching this file. The pages do not depend on the viewport for
// this: the desktop project runs it (playwright.config.ts).
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginViaApi } from './auth-kit';
import { localeText } from './locale-text';

const zhCommon = localeText('zh-CN', 'common');
const zhUpload = localeText('zh-CN', 'upload');
const source = (path: string) => readFileSync(new URL(`../apps/web/src/${path}`, import.meta.url), 'utf8');

const PAGE_PATHS = [...source('app/routes.tsx').matchAll(/\{ path: '([^']+)', exact:/g)].map((m) => m[1]!);
const CONSOLE_PATHS = [...source('app/shell/areas.tsx').matchAll(/consoleArea\(\s*'([^']+)'/g)].map(
  (m) => `/console/${m[1]}`,
);

/**
 * The same routes with the demo data they show (README "Demo data"), where opening them changes
 * nothing other specs count on: no claim from a shared pool, no AI writing.
 */
const WITH_DATA = [
  '/uploader?activity_id=1001',
  '/distribution_video?id=1003',
  '/touch_card?code=DEMO-CARD',
  '/PenCardData?code=DEMO-CARD',
  '/PenCardPage?code=DEMO-CARD',
  '/AddWxPage?code=DEMO-CARD',
  '/shareVideo?code=DEMO-SHARE',
  '/shareScriptDetail?code=DEMO-SCRIPT',
  '/trafficAcademy?token=demo-course-token',
  '/console/activities/1001',
  '/inviteMember/nope',
  '/anything/unknown',
];
const PATHS = [...new Set([...PAGE_PATHS, ...CONSOLE_PATHS, ...WITH_DATA])];

/**
 * Opens each path in turn in one page (its chunks stay cached, so the walk stays quick) and
 * waits for its data to settle; returns what went wrong, by path.
 */
async function walk(page: Page, paths: readonly string[]): Promise<Record<string, string[]>> {
  const problems: Record<string, string[]> = {};
  let current = '';
  const report = (problem: string) => (problems[current] ??= []).push(problem);
  page.on('pageerror', (error) => report(`page error: ${error.message}`));
  // A render error the boundary caught is no page error: the boundary logs it (error-boundary.tsx).
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Unhandled render error'))
      report(`render error: ${message.text().split('\n')[0]}`);
  });
  for (const path of paths) {
    current = path;
    // The page before may still be leaving for /login (its session code came late): open this
    // one again once that navigation has landed.
    await page.goto(path).catch(async (error: Error) => {
      if (!/interrupted by another navigation/.test(error.message)) throw error;
      await page.waitForLoadState('networkidle');
      await page.goto(path);
    });
    // The page's chunk, then its reads (and any redirect they cause), then what their answers render.
    await page.waitForLoadState('networkidle');
    // A frame for React to commit; a redirect just then (a session code's /login) is waited out.
    await page
      .evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))))
      .catch(() => page.waitForLoadState('networkidle'));
    if (await page.getByText(zhCommon.errorTitle, { exact: true }).count())
      report(`error boundary: ${zhCommon.errorTitle}`);
  }
  return problems;
}

/** The paths in runs of a few, each run one test: workers share the walk. */
const RUN = 8;
const runs = Array.from({ length: Math.ceil(PATHS.length / RUN) }, (_, i) =>
  PATHS.slice(i * RUN, (i + 1) * RUN),
);
const runName = (paths: readonly string[]) => `${paths[0]} … ${paths.at(-1)}`;

test.describe('signed out', () => {
  for (const paths of runs) {
    test(runName(paths), async ({ page }) => {
      expect(await walk(page, paths)).toEqual({});
    });
  }
});

test('signed out, /uploader says to sign in first and links to the login page and back', async ({ page }) => {
  await page.goto('/uploader?activity_id=1001');
  await expect(page.getByRole('alert')).toHaveText(zhUpload.uploader.loginFirst);
  await page.getByRole('link', { name: zhUpload.uploader.login }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuploader%3Factivity_id%3D1001$/);
});

// One demo-merchant session per worker: every signed-in walk uses it, so it stays the account's
// most recently used and the five-device limit ends other specs' older sessions first.
let merchantToken: string | undefined;

test.describe('signed in as the demo merchant', () => {
  test.beforeEach(async ({ page, request }) => {
    merchantToken ??= await loginViaApi(request, DEMO.admin, DEMO.password);
    await page.addInitScript(
      ({ token, phone }) => {
        localStorage.setItem('share_token', token);
        localStorage.setItem('username', phone);
      },
      { token: merchantToken, phone: DEMO.admin },
    );
  });

  for (const paths of runs) {
    test(runName(paths), async ({ page }) => {
      expect(await walk(page, paths)).toEqual({});
    });
  }
});
