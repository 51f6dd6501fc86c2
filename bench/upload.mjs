// Upload figures (issue 5): (a) tus upload throughput into the server's local staging store on
// loopback, per PATCH chunk size, for a ~200 MB file; (b) MD5 speed of the uploader's Web Worker
// (hash-wasm, the built app's own worker bundle) in Debian's Chromium, for a 256 MB Blob.
// Figures only, never asserted. BENCH_UPLOAD_MB and BENCH_MD5_MB change the sizes,
// BENCH_ROUNDS the rounds per row (the median is shown).
import { spawn } from 'node:child_process';
import { freePort } from './demo-server.mjs';
import { createHash, randomFillSync } from 'node:crypto';
import { createReadStream, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { buildWeb } from '../scripts/web-build.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const ASSETS = join(ROOT, 'apps/web/dist/assets');
const MB = 1024 * 1024;
const UPLOAD_MB = Number(process.env.BENCH_UPLOAD_MB ?? 200);
const MD5_MB = Number(process.env.BENCH_MD5_MB ?? 256);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CHUNKS_MB = [4, 16, 64];
const DEMO = { phone: '13800000000', password: 'demo123456', brandHost: 'vidmatrix.localhost' };
const FINAL = ['complete', 'failed', 'cancelled'];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The real server (demo data on, the built web app) on a fresh embedded database. */
async function startServer(dataDir) {
  const port = Number(process.env.BENCH_UPLOAD_PORT ?? (await freePort()));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Its log (the brand list, the expected "processing failed" warnings) shows only if it dies.
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** One HTTP exchange to 127.0.0.1 with the brand's Host (Node cannot resolve *.localhost). */
function call(agent, port, { method, path, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: { host: `${DEMO.brandHost}:${port}`, ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString() }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (body && typeof body.pipe === 'function') body.pipe(req);
    else req.end(body);
  });
}

async function api(agent, port, method, path, token, payload) {
  const reply = await call(agent, port, {
    method,
    path: `/api${path}`,
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  const json = JSON.parse(reply.text);
  if (json.code !== 0) throw new Error(`${path}: ${reply.text}`);
  return json.data;
}

/** A file of random bytes (transfer speed does not depend on content) and its MD5. */
function makeFile(dir, bytes) {
  const path = join(dir, 'bench-upload.mp4');
  const md5 = createHash('md5');
  const block = Buffer.alloc(16 * MB);
  writeFileSync(path, '');
  for (let written = 0; written < bytes; written += block.length) {
    const part = block.subarray(0, Math.min(block.length, bytes - written));
    randomFillSync(part);
    md5.update(part);
    writeFileSync(path, part, { flag: 'a' });
  }
  return { path, size: bytes, md5: md5.digest('hex') };
}

/** A library task, then the tus creation and one PATCH per chunk; seconds from creation to the last byte acknowledged. */
async function tusUpload(agent, port, token, file, chunkBytes) {
  const { task, tus_endpoint: endpoint } = await api(
    agent,
    port,
    'POST',
    '/member/upload/task/create',
    token,
    {
      file_name: 'bench-upload.mp4',
      size: file.size,
      md5: file.md5,
      kind: 'library',
      duration_seconds: 60,
    },
  );
  const tus = { token, 'tus-resumable': '1.0.0' };
  const metadata = `task_id ${Buffer.from(task.task_id).toString('base64')}`;
  const started = performance.now();
  const created = await call(agent, port, {
    method: 'POST',
    path: `/api${endpoint}`,
    headers: { ...tus, 'upload-length': String(file.size), 'upload-metadata': metadata },
  });
  if (created.status !== 201) throw new Error(`tus create: ${created.status} ${created.text}`);
  const location = new URL(created.headers.location, `http://127.0.0.1:${port}/api${endpoint}`).pathname;
  for (let offset = 0; offset < file.size;) {
    const length = Math.min(chunkBytes, file.size - offset);
    const reply = await call(agent, port, {
      method: 'PATCH',
      path: location,
      headers: {
        ...tus,
        'content-type': 'application/offset+octet-stream',
        'content-length': String(length),
        'upload-offset': String(offset),
      },
      body: createReadStream(file.path, { start: offset, end: offset + length - 1, highWaterMark: MB }),
    });
    if (reply.status !== 204) throw new Error(`tus PATCH at ${offset}: ${reply.status} ${reply.text}`);
    offset = Number(reply.headers['upload-offset']);
  }
  const seconds = (performance.now() - started) / 1000;
  // Random bytes fail processing; wait for that so the next round does not share the CPU with it.
  const path = `/member/upload/task/list?ids=${task.task_id}`;
  while (!FINAL.includes((await api(agent, port, 'GET', path, token)).tasks[0].state)) {
    await new Promise((r) => setTimeout(r, 200));
  }
  return seconds;
}

async function tusRows(port, dir) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const { token } = await api(agent, port, 'POST', '/open/auth/login', undefined, {
    phone: DEMO.phone,
    password: DEMO.password,
  });
  const file = makeFile(dir, UPLOAD_MB * MB);
  await tusUpload(agent, port, token, file, 16 * MB); // warm-up: code paths, page cache
  const rows = [];
  for (const chunkMb of CHUNKS_MB) {
    const times = [];
    for (let round = 0; round < ROUNDS; round++)
      times.push(await tusUpload(agent, port, token, file, chunkMb * MB));
    rows.push({
      what: `tus upload, ${UPLOAD_MB} MB, ${chunkMb} MB PATCHes`,
      mbps: UPLOAD_MB / median(times),
    });
  }
  agent.destroy();
  return rows;
}

/** The MD5 worker the built uploader starts (its chunk names the hashed worker file). */
function workerUrl() {
  for (const name of readdirSync(ASSETS).filter((n) => n.endsWith('.js'))) {
    const match = /new Worker\(new URL\(`(\/assets\/md5-worker-[\w-]+\.js)`/.exec(
      readFileSync(join(ASSETS, name), 'utf8'),
    );
    if (match) return match[1];
  }
  throw new Error('no md5 worker in apps/web/dist: the build does not contain the uploader');
}

/**
 * A worker that only reads the Blob in the same 4 MB slices: how much of the MD5 pass is the
 * browser handing over bytes rather than hash-wasm hashing them.
 */
const READ_ONLY_WORKER = `onmessage = async ({ data }) => {
  for (let offset = 0; offset < data.file.size; offset += 4 * 1024 * 1024)
    await data.file.slice(offset, offset + 4 * 1024 * 1024).arrayBuffer();
  postMessage({ type: 'done', md5: '' });
};`;

/**
 * In the page: one Blob of `mb` MB for every round (Chromium's blob store is bounded: a new
 * 256 MB Blob per round soon spills to disk and fails to read). The Blob copies its parts, so
 * it is all in memory; a File on disk may read slower.
 */
async function makeBlob(page, mb) {
  await page.evaluate((mb) => {
    const block = new Uint8Array(16 * 1024 * 1024);
    for (let i = 0; i < block.length; i += 65536) crypto.getRandomValues(block.subarray(i, i + 65536));
    globalThis.benchBlob = new Blob(Array.from({ length: mb / 16 }, () => block));
  }, mb);
}

/** Seconds (median) for `worker` (a URL or a script) to answer "done" for the page's Blob. */
async function timeWorker(page, worker) {
  const times = [];
  for (let round = 0; round <= ROUNDS; round++) {
    const ms = await page.evaluate(async (worker) => {
      const url = worker.script
        ? URL.createObjectURL(new Blob([worker.script], { type: 'text/javascript' }))
        : worker.url;
      const w = new globalThis.Worker(url, { type: 'module' });
      const started = performance.now();
      await new Promise((resolve, reject) => {
        w.onmessage = ({ data }) => {
          if (data.type === 'done') resolve(data.md5);
          else if (data.type === 'error') reject(new Error(data.message));
        };
        w.onerror = (e) => reject(new Error(e.message));
        w.postMessage({ file: globalThis.benchBlob });
      });
      const elapsed = performance.now() - started;
      w.terminate();
      return elapsed;
    }, worker);
    if (round > 0) times.push(ms / 1000); // round 0 warms the WASM compile and the page
  }
  return median(times);
}

/** The uploader's own MD5 worker bundle, driven with its message protocol, in Chromium. */
async function md5Rows(port) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://${DEMO.brandHost}:${port}/uploader`);
    await makeBlob(page, MD5_MB);
    const md5 = await timeWorker(page, { url: workerUrl() });
    const read = await timeWorker(page, { script: READ_ONLY_WORKER });
    return [
      { what: `MD5 worker (hash-wasm, 4 MB slices) in Chromium, ${MD5_MB} MB Blob`, mbps: MD5_MB / md5 },
      { what: `of which reading the Blob alone (4 MB slices, no hashing)`, mbps: MD5_MB / read },
    ];
  } finally {
    await browser.close();
  }
}

export async function run() {
  buildWeb();
  const dir = mkdtempSync(join(tmpdir(), 'vm-bench-upload-'));
  const server = await startServer(join(dir, 'data'));
  try {
    const rows = [...(await tusRows(server.port, dir)), ...(await md5Rows(server.port))];
    console.log(`| measurement | MB/s (median of ${ROUNDS}) |`);
    console.log('| --- | ---: |');
    for (const r of rows) console.log(`| ${r.what} | ${r.mbps.toFixed(0)} |`);
    console.log(`\nOne server process on loopback, staging in ${tmpdir()}, node ${process.version}.`);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
