// `npm run bench lighthouse`: Lighthouse 12 (mobile profile, simulated slow 4G: 150 ms RTT,
// 1.6 Mbit/s, CPU ×4) against the built app served by the real server with the demo data, in the
// browser tests' engine (playwright.config.ts: Debian's headless shell where installed, else
// Chromium). Prints the median of RUNS runs per page. Budgets (architecture doc): visitor pages
// performance ≥ 98, LCP ≤ 1.8 s, CLS ≤ 0.02; issue 17: performance and accessibility ≥ 95
// for /, /trafficGuide and /who. Figures only — nothing here asserts.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { tsImport } from 'tsx/esm/api';
import { buildWeb } from '../scripts/web-build.mjs';
import { startDemoServer } from './demo-server.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

export const PAGES = [
  { name: '/distribution_video?id=1001', path: '/distribution_video?id=1001', visitor: true },
  { name: '/n/DEMO-NFC-01 (distribution_auto)', path: '/n/DEMO-NFC-01', visitor: true },
  { name: '/shareVideo?code=DEMO-SHARE-OPEN', path: '/shareVideo?code=DEMO-SHARE-OPEN', visitor: true },
  { name: '/', path: '/', visitor: true },
  { name: '/trafficGuide', path: '/trafficGuide', visitor: true },
  { name: '/who', path: '/who', visitor: true },
  { name: '/login', path: '/login', visitor: false },
];

/** Median of the runs that produced the figure (a run can miss one, e.g. no LCP element). */
function median(xs) {
  const seen = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return seen.length ? seen[Math.floor(seen.length / 2)] : NaN;
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (r) => r.resourceType === 'Script',
  );
  return {
    perf: Math.round((lhr.categories.performance.score ?? 0) * 100),
    a11y: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    scriptKb: scripts.reduce((n, r) => n + (r.transferSize ?? 0), 0) / 1024,
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel,
  };
}

export async function run() {
  // LIGHTHOUSE_ORIGIN: measure a server already running (with the demo data) instead.
  // WEB_DIST_DIR: a build made elsewhere (several checkouts' builds side by side), not rebuilt.
  const distDir = process.env.WEB_DIST_DIR;
  const server = process.env.LIGHTHOUSE_ORIGIN
    ? { origin: process.env.LIGHTHOUSE_ORIGIN, stop: async () => {} }
    : (distDir || buildWeb(), await startDemoServer({ distDir }));
  const { CHROMIUM_PATH } = await tsImport('../playwright.config.ts', import.meta.url);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows = [];
  try {
    // LIGHTHOUSE_PAGES=distribution,share: only the pages whose path contains one of the words.
    const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
    for (const page of PAGES.filter((p) => !only || only.some((w) => p.path.includes(w)))) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        // A fresh profile each run (storage cleared by Lighthouse): a new visitor every time.
        const result = await lighthouse(`${server.origin}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        runs.push(figures(result.lhr));
      }
      const pick = (k) => median(runs.map((r) => r[k]));
      rows.push({
        page: page.name,
        perf: pick('perf'),
        a11y: pick('a11y'),
        'LCP s': (pick('lcp') / 1000).toFixed(2),
        'FCP s': (pick('fcp') / 1000).toFixed(2),
        CLS: pick('cls').toFixed(3),
        'TBT ms': Math.round(pick('tbt')),
        'script KB (wire)': pick('scriptKb').toFixed(1),
        'LCP element': runs[0].lcpElement ?? '',
      });
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
  console.log(`Lighthouse ${RUNS} runs per page (median), mobile, simulated slow 4G:`);
  console.table(rows);
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
