// `npm run bench server`: start time and memory of one server process on the embedded database
// (PGlite), started as `npm start` and the Docker image start it (scripts/server-command.mjs: the
// server bundle with plain node; SERVER_FROM_SOURCE=1 runs the sources through tsx instead, as
// before decision 020's bundle), demo data on. A fresh DATA_DIR first (initdb, migrations, seeding), then SERVER_WARM_RUNS
// restarts on the same folder (the warm disk). Each run measures the time from spawn to the first
// 200 of /api/readyz, the RSS right then, and the RSS after a visitor warm-up (HTML pages with
// their scripts, claims, media ranges and covers). Figures only (budget: decision 020).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../scripts/server-build.mjs';
import { SERVER_NODE_ARGS, SERVER_SOURCE_NODE_ARGS, serverEnv } from '../scripts/server-command.mjs';
import { buildWeb } from '../scripts/web-build.mjs';
import { cpuSeconds } from './claims-server.mjs';
import { freePort } from './demo-server.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const WARM_RUNS = Number(process.env.SERVER_WARM_RUNS ?? 3);
const WARMUP_REQUESTS = Number(process.env.SERVER_WARMUP_REQUESTS ?? 500);
const FROM_SOURCE = ['1', 'true'].includes(process.env.SERVER_FROM_SOURCE ?? '');
const NODE_ARGS = FROM_SOURCE ? SERVER_SOURCE_NODE_ARGS : SERVER_NODE_ARGS;
const CONCURRENCY = 8;
const PAGES = [
  '/distribution_video?id=1001',
  '/',
  '/shareVideo?code=DEMO-SHARE-OPEN',
  '/distribution_auto?code=DEMO-NFC-01',
];
const BROWSER = { 'accept-encoding': 'br, gzip', 'user-agent': 'Mozilla/5.0 (iPhone) bench/server-start' };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resident and peak resident memory of a process, in MB (Linux /proc). */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/** Spawns the server on `dataDir`; resolves when /api/readyz answers 200. */
async function start(dataDir) {
  const port = await freePort();
  const env = serverEnv({
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    // Each round is another phone (X-Forwarded-For): the per-IP limits, kept in the database
    // across restarts, must not refuse the next run's claims.
    TRUST_PROXY: '1',
  });
  // The embedded set-up: no PostgreSQL, no Redis, the defaults of `npm start`.
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'NODE_ENV', 'DEMO_DATA']) delete env[name];
  const started = performance.now();
  const child = spawn(process.execPath, NODE_ARGS, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let ready; // the server's own "ready" log line: startMs and its memory breakdown
  child.stdout.on('data', (d) => {
    output = (output + d).slice(-20_000);
    const line = /^\{.*"startMs".*\}$/m.exec(output)?.[0];
    ready ??= line && JSON.parse(line);
  });
  child.stderr.on('data', (d) => (output = (output + d).slice(-20_000)));
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`the server exited before it was ready:\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(10);
  }
  const readyMs = Math.round(performance.now() - started);
  // CPU time (all threads) is what a busy machine does not distort: ready ≥ CPU / cores.
  const cpuToReady = cpuSeconds([child.pid]);
  while (!ready && !exited) await sleep(10);
  return {
    port,
    pid: child.pid,
    readyMs,
    cpuToReady,
    ready,
    async stop() {
      if (exited) return;
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await done;
    },
  };
}

async function get(url, headers = {}) {
  const res = await fetch(url, { headers: { ...BROWSER, ...headers } });
  await res.arrayBuffer();
  return res;
}

/** The scripts and styles an HTML page makes a browser fetch (a 200 page only). */
async function pageWithAssets(base, path) {
  const res = await fetch(`${base}${path}`, { headers: BROWSER });
  const html = await res.text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  await Promise.all(assets.map((a) => get(`${base}${a}`)));
  return 1 + assets.length;
}

/**
 * About `total` visitor requests from CONCURRENCY connections: each round a page (and its
 * assets), a claim on the matrix activity (new visitor each time: a new held video), then a range
 * of the claimed video and its cover. Returns the count of requests sent and of non-2xx replies.
 */
let runs = 0;

async function warmUp(port, total) {
  const runId = process.pid + runs++;
  const base = `http://127.0.0.1:${port}`;
  let sent = 0;
  let failed = 0;
  let round = 0;
  const check = (res) => {
    sent += 1;
    if (!res.ok) {
      failed += 1;
      if (process.env.BENCH_DEBUG) console.log(res.status, res.url);
    }
    return res;
  };
  async function worker() {
    while (sent < total) {
      const n = round++;
      sent += await pageWithAssets(base, PAGES[n % PAGES.length]);
      const claim = await fetch(`${base}/api/open/weixin_dist/activity_log/fetch_video`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'visitor-id': `bench-start-${runId}-${n}`,
          'x-forwarded-for': `10.${runId % 250}.${n >> 8}.${n & 255}`,
        },
        body: JSON.stringify({ activity_id: 1002 }),
      }).then(check);
      const item = (await claim.json()).data?.items?.[0];
      if (!item) continue;
      check(await get(item.video_url, { range: 'bytes=0-1023' }));
      check(await get(item.video_url, { range: 'bytes=1024-' }));
      check(await get(item.video_cover));
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { sent, failed };
}

async function measure(label, dataDir) {
  const server = await start(dataDir);
  try {
    const atReady = memoryOf(server.pid);
    const { sent, failed } = await warmUp(server.port, WARMUP_REQUESTS);
    // A moment for the work the requests left behind (GC, PGlite's background flush).
    await sleep(1000);
    const warm = memoryOf(server.pid);
    return {
      run: label,
      'ready ms': server.readyMs,
      'own startMs': server.ready?.startMs,
      'CPU s to ready': server.cpuToReady,
      'RSS at ready MB': atReady.rss,
      'heap / external MB': server.ready ? `${server.ready.heapMb} / ${server.ready.externalMb}` : '?',
      requests: sent,
      'RSS after warm-up MB': warm.rss,
      'peak RSS MB': warm.peak,
      'non-2xx': failed,
    };
  } finally {
    await server.stop();
  }
}

export async function run() {
  buildWeb();
  if (!FROM_SOURCE) await buildServer();
  console.log(`server: node ${NODE_ARGS.join(' ')}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'vm-bench-start-'));
  try {
    const rows = [await measure('fresh DATA_DIR', dataDir)];
    for (let i = 1; i <= WARM_RUNS; i++) rows.push(await measure(`warm #${i}`, dataDir));
    console.table(rows);
    console.log(
      'ready ms: spawn to the first 200 of /api/readyz; own startMs: the process clock at listen ' +
        '(includes loading the code); CPU s: its user + system time until ready.\n' +
        'Budget (issue 12): warm RSS ≤ 350 MB, ready ≤ 2 s warm.',
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
