// `npm run bench lighthouse-console`: Lighthouse 12, **desktop** profile (simulated 40 ms RTT,
// 10 Mbit/s, no CPU slowdown), on the merchant console's first screen (/console/activities) as
// the demo merchant, in Debian's Chromium. The session is made through the API and written
// where the app reads it (localStorage `share_token`) before each audit; Lighthouse is told not
// to clear storage. Budget (issue 13): the activity list usable in ≤ 2.5 s. Figures only.
/* global localStorage -- used inside page.evaluate, which runs in the browser */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { buildWeb } from '../scripts/web-build.mjs';
import { startDemoServer } from './demo-server.mjs';
import { lcpElementOf } from './lcp-element.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const MERCHANT = { phone: '13800000000', password: 'demo123456' };
const PAGE = '/console/activities';

function median(xs) {
  const seen = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return seen.length ? seen[Math.floor(seen.length / 2)] : NaN;
}

async function signIn(origin) {
  const reply = await fetch(`${origin}/api/open/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MERCHANT),
  });
  const body = await reply.json();
  if (body.code !== 0) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.data;
}

/** A fresh session in the origin's localStorage of the audited Chromium, and an empty cache. */
async function putSession(port, origin) {
  const session = await signIn(origin);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const tab = await browser.newPage();
    // Storage is kept for the session, so Lighthouse keeps the HTTP cache too: a first visit
    // needs it emptied here.
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    // Any answer of the origin owns its storage; the app itself is not started here.
    await tab.goto(`${origin}/api/healthz`);
    await tab.evaluate(({ token, phone }) => {
      localStorage.setItem('share_token', token);
      localStorage.setItem('username', phone);
    }, session);
    await tab.close();
  } finally {
    await browser.disconnect();
  }
}

/** The figures read from each report, by Lighthouse audit id. */
const AUDITS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tti: 'interactive',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};

function figures(lhr) {
  const row = Object.fromEntries(
    Object.entries(AUDITS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? NaN]),
  );
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    ...row,
    perf: Math.round((lhr.categories.performance.score ?? 0) * 100),
    scriptKb: scripts.reduce((n, r) => n + (r.transferSize ?? 0), 0) / 1024,
    scripts: scripts.length,
    finalUrl: lhr.finalDisplayedUrl,
    lcpElement: lcpElementOf(lhr),
  };
}

export async function run() {
  // LIGHTHOUSE_ORIGIN: a server already running with the demo data; LIGHTHOUSE_DIST: a built dist.
  const server = process.env.LIGHTHOUSE_ORIGIN
    ? { origin: process.env.LIGHTHOUSE_ORIGIN, stop: async () => {} }
    : process.env.LIGHTHOUSE_DIST
      ? await startDemoServer({ distDir: process.env.LIGHTHOUSE_DIST })
      : (buildWeb(), await startDemoServer());
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const runs = [];
  try {
    for (let i = 0; i < RUNS; i += 1) {
      await putSession(chrome.port, server.origin);
      const result = await lighthouse(
        `${server.origin}${PAGE}`,
        { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: true },
        { ...desktopConfig, settings: { ...desktopConfig.settings, onlyCategories: ['performance'] } },
      );
      const row = figures(result.lhr);
      // Sent to sign in instead: the figures would be the login page's, not the console's.
      if (!row.finalUrl.includes(PAGE)) throw new Error(`the audit ended on ${row.finalUrl}`);
      runs.push(row);
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
  const pick = (k) => median(runs.map((r) => r[k]));
  console.log(`Lighthouse ${RUNS} runs (median), desktop profile, signed in as the demo merchant:`);
  console.table([
    {
      page: PAGE,
      perf: pick('perf'),
      'FCP s': (pick('fcp') / 1000).toFixed(2),
      'LCP s': (pick('lcp') / 1000).toFixed(2),
      'TTI s': (pick('tti') / 1000).toFixed(2),
      'TBT ms': Math.round(pick('tbt')),
      CLS: pick('cls').toFixed(3),
      'script KB (wire)': pick('scriptKb').toFixed(1),
      'script files': pick('scripts'),
      'LCP element': runs[0].lcpElement ?? '',
    },
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
