// The built app served by the real server with the demo data, on a fresh embedded database:
// what the page benches (page-weight, lighthouse) measure, as a phone would reach it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;

/** A port nobody listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Starts the server on `distDir` (default: apps/web/dist); resolves once /api/healthz answers. */
export async function startDemoServer({ distDir } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'vm-bench-demo-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DEMO_DATA: 'true',
      DATABASE_URL: '',
      ...(distDir ? { WEB_DIST_DIR: distDir } : {}),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
  });
  const origin = `http://localhost:${port}`;
  const stop = async () => {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    const up = await fetch(`${origin}/api/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { origin, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error('the server did not answer /api/healthz within 60 s');
}
