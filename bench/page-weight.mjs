// First-load script of every visitor page AS A PHONE DOWNLOADS IT: the built server on a scratch
// database, each page opened cold in Debian's Chromium with the mobile project of
// playwright.config.ts, the on-the-wire (compressed) bytes of every script response summed.
// Budget: ≤ 100 KB (issue 12; decision 004). Also: no module of desktop antd or TanStack Query in
// any chunk a visitor page downloads, read from the build's module ids (.vite/chunk-modules.json).
// Exits non-zero when a page is over budget or carries a forbidden module.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { buildWeb } from '../scripts/web-build.mjs';
import { startDemoServer } from './demo-server.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
// WEB_DIST_DIR (the server's own setting) weighs another build as it is, e.g. one of an older commit.
const DIST = process.env.WEB_DIST_DIR ? resolve(process.env.WEB_DIST_DIR) : join(ROOT, 'apps/web/dist');
const BUDGET_KB = 100;
const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 MicroMessenger/8.0.49';

/** Pages a visitor opens from a QR code, a link or an NFC card (demo data of the README). */
const VISITOR_PAGES = [
  { label: '/distribution_video', url: '/distribution_video?id=1001' },
  { label: '/distribution_auto (NFC card)', url: '/n/DEMO-NFC-01' },
  { label: '/common_distribution_video', url: '/common_distribution_video?id=1002' },
  { label: 'browser restriction (WeChat)', url: '/common_distribution_video?id=1002', userAgent: WECHAT_UA },
  { label: '/receiveVideos', url: '/receiveVideos?id=1001' },
  { label: '/publish_video_download', url: '/publish_video_download?id=1001' },
  { label: '/shareVideo', url: '/shareVideo?code=DEMO-SHARE-OPEN' },
  { label: '/shareScriptDetail', url: '/shareScriptDetail?code=DEMO-SCRIPT' },
  { label: '/PenCardPage', url: '/PenCardPage?code=DEMO-CARD' },
  { label: '/CardWriterPage', url: '/CardWriterPage?code=DEMO-CARD' },
  { label: '/AddWxPage', url: '/AddWxPage?code=DEMO-CARD' },
  { label: 'no-data (too late)', url: '/nowhere?reason=too-late' },
  { label: '/who', url: '/who' },
];
/**
 * Not visitor pages (they may load TanStack Query), but a phone's first page all the same. The
 * landing page keeps the visitor budget; /login is weighed as a figure only (issue 12 budgets
 * visitor routes; its form carries zod and the contract's fields, ~22 KB).
 */
const FRONT_PAGES = [
  { label: '/', url: '/', member: true },
  { label: '/trafficGuide', url: '/trafficGuide', member: true },
  { label: '/login', url: '/login', member: true, figureOnly: true },
  // The merchant's touch-card settings (console, antd): a signed-out phone lands on sign-in there.
  { label: '/touch_card', url: '/touch_card', member: true, figureOnly: true },
  // Issue 16: the academy's member pages (a learner's phone); hls.js is not in them: only a lesson
  // whose playlist the browser cannot play itself loads it.
  {
    label: '/trafficAcademy',
    url: '/trafficAcademy?token=demo-course-token',
    member: true,
    figureOnly: true,
  },
  {
    label: '/traffic_chapter_detail',
    url: '/traffic_chapter_detail?course_id=1001&id=10011&token=demo-course-token',
    member: true,
    figureOnly: true,
  },
];

/** Waits until no script has been requested or answered for `quietMs` (lazy chunks started at mount count). */
async function settle(lastEvent, quietMs = 1000, maxMs = 15_000) {
  const start = Date.now();
  while (Date.now() - Math.max(lastEvent(), start) < quietMs && Date.now() - start < maxMs) {
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Opens one page cold and weighs every script response of its first load. */
async function weigh(browser, profile, origin, { url, userAgent }) {
  const context = await browser.newContext({
    ...profile,
    ...(userAgent ? { userAgent } : {}),
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const scripts = [];
  let lastEvent = Date.now();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') lastEvent = Date.now();
  });
  page.on('response', (response) => {
    const isScript =
      response.request().resourceType() === 'script' ||
      /javascript/.test(response.headers()['content-type'] ?? '');
    if (isScript) {
      scripts.push(response);
      lastEvent = Date.now();
    }
  });
  await page.goto(`${origin}${url}`, { waitUntil: 'load' });
  // The entry's dynamic imports (page chunk, locale files) start after `load`: wait for the
  // network to go quiet (a playing video may keep it busy: then 10 s), then for scripts to.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  await settle(() => lastEvent);
  const rows = await Promise.all(
    scripts.map(async (response) => {
      const [sizes, body, headers] = await Promise.all([
        response.request().sizes(),
        response.body(),
        response.allHeaders(),
      ]);
      return {
        file: new URL(response.url()).pathname.slice(1),
        wire: sizes.responseBodySize,
        raw: body.length,
        encoding: headers['content-encoding'] ?? 'none',
      };
    }),
  );
  await context.close();
  return rows;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

export async function run() {
  if (!process.env.WEB_DIST_DIR) buildWeb();
  const modulesFile = join(DIST, '.vite/chunk-modules.json');
  const chunkModules = existsSync(modulesFile) ? JSON.parse(readFileSync(modulesFile, 'utf8')) : undefined;
  // The mobile project of the browser tests: Debian's Chromium, its flags, a Pixel 7.
  const { default: config } = await tsImport('../playwright.config.ts', import.meta.url);
  const { forbiddenModules } = await tsImport('../apps/web/build/visitor-modules.ts', import.meta.url);
  const { launchOptions, ...profile } = config.projects.find((p) => p.name === 'mobile').use;
  delete profile.browserName;

  const { origin, stop } = await startDemoServer({ distDir: DIST });
  const browser = await chromium.launch(launchOptions);
  const failures = [];
  try {
    console.log(`| page | script requests | wire KB | raw KB | content-encoding | budget ${BUDGET_KB} KB |`);
    console.log('|---|--:|--:|--:|---|---|');
    for (const target of [...VISITOR_PAGES, ...FRONT_PAGES]) {
      const rows = await weigh(browser, profile, origin, target);
      const wire = rows.reduce((sum, r) => sum + r.wire, 0);
      const raw = rows.reduce((sum, r) => sum + r.raw, 0);
      const encodings = [...new Set(rows.map((r) => r.encoding))].join(', ');
      const over = !target.figureOnly && wire > BUDGET_KB * 1024;
      const verdict = target.figureOnly ? 'figure only' : over ? 'OVER' : 'within';
      console.log(
        `| ${target.label} | ${rows.length} | ${kb(wire)} | ${kb(raw)} | ${encodings} | ${verdict} |`,
      );
      // PAGE_WEIGHT_DETAIL=1: each file of the page, to see where its bytes go.
      if (process.env.PAGE_WEIGHT_DETAIL) {
        for (const r of rows)
          console.log(`|   ${r.file} | | ${kb(r.wire)} | ${kb(r.raw)} | ${r.encoding} | |`);
      }
      if (over)
        failures.push(`${target.label}: ${kb(wire)} KB of script on the wire, budget ${BUDGET_KB} KB`);
      if (target.member || !chunkModules) continue;
      for (const { file, modules } of forbiddenModules(
        chunkModules,
        rows.map((r) => r.file),
      )) {
        failures.push(
          `${target.label}: ${file} holds ${modules.length} forbidden modules, e.g. ${modules[0]}`,
        );
      }
    }
  } finally {
    await browser.close();
    stop();
  }
  if (!chunkModules) failures.push(`${modulesFile} is missing: the module check did not run`);
  if (failures.length) {
    console.error(`\n${failures.join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('\nNo desktop antd or TanStack Query module in any chunk a visitor page downloads.');
  }
}
