import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TUS_PATH } from '@vidmatrix/contract/upload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Fake, type S3Fake } from '../src/integrations/storage/fakes/s3-fake';
import { FIXTURE_DIST } from './helper';

// `npm start` and the Docker image run the server as one esbuild bundle with plain node
// (scripts/server-build.mjs, decision 020), the tests from the sources: this builds a bundle and
// starts it, so a path read relative to a source file or a lazily imported package that does not
// resolve from the bundle fails here and not in production.
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const ROOT = join(SERVER_DIR, '../..');

let outdir: string;
let dataDir: string;
let s3: S3Fake;
beforeAll(async () => {
  // Inside apps/server (dist/ is ignored by git and eslint): the bundle finds the package root and
  // node_modules by walking up from itself.
  // A clean clone has no dist/ yet.
  mkdirSync(join(SERVER_DIR, 'dist'), { recursive: true });
  outdir = mkdtempSync(join(SERVER_DIR, 'dist/test-bundle-'));
  dataDir = mkdtempSync(join(tmpdir(), 'vm-bundle-data-'));
  s3 = await startS3Fake({ bucket: 'bundle-test', accessKeyId: 'AKBUNDLE' });
});
afterAll(async () => {
  await s3?.close();
  for (const dir of [outdir, dataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

function build() {
  const result = spawnSync(process.execPath, ['scripts/server-build.mjs', '--force', `--outdir=${outdir}`], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return join(outdir, 'main.mjs');
}

/** Every npm package a bundle file imports (statically or lazily), by its specifier. */
function packageSpecifiers(): string[] {
  const files = readdirSync(outdir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mjs'));
  const specifiers = new Set<string>();
  for (const file of files) {
    const text = readFileSync(join(outdir, file), 'utf8');
    // esbuild's output: `import … from "x";` statements at the start of a line, and `import("x")`.
    const statements = text.matchAll(/^(?:import|export)\b[^"';]*?\bfrom\s*"([^"]+)";$/gm);
    const lazy = text.matchAll(/\bimport\("([^"]+)"\)/g);
    for (const [, specifier] of [...statements, ...lazy]) {
      if (!/^(\.|node:)/.test(specifier!)) specifiers.add(specifier!);
    }
  }
  return [...specifiers].sort();
}

describe('the server bundle (npm start, Docker)', () => {
  it('starts with plain node, answers readyz, serves a page and loads its lazy parts', async () => {
    const main = build();

    // Every package import, the lazy ones too (tus, the AWS SDK…), resolves from the bundle's folder.
    const specifiers = packageSpecifiers();
    expect(specifiers).toEqual(
      expect.arrayContaining(['@tus/server', '@aws-sdk/client-s3', 'pg-boss', 'fastify']),
    );
    const unresolved = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const bad = JSON.parse(process.argv[1]).filter((s) => { try { import.meta.resolve(s); return false; } catch { return true; } });
         console.log(JSON.stringify(bad));`,
        JSON.stringify(specifiers),
      ],
      { cwd: outdir, encoding: 'utf8' },
    );
    expect(unresolved.stderr).toBe('');
    expect(JSON.parse(unresolved.stdout)).toEqual([]);

    const { DATABASE_URL: _db, REDIS_URL: _redis, ...parentEnv } = process.env;
    const child = spawn(process.execPath, ['--max-semi-space-size=4', main], {
      // Not the repository: nothing may depend on the working folder.
      cwd: dataDir,
      env: {
        ...parentEnv,
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // The seed reads the shipped demo files; the migrations run from src/db/migrations.
        DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: FIXTURE_DIST,
        // The S3 driver is a lazily imported chunk with the AWS SDK.
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: 'bundle-test',
        S3_ACCESS_KEY_ID: 'AKBUNDLE',
        S3_SECRET_ACCESS_KEY: 'bundle-secret',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const port = await new Promise<number>((resolve, reject) => {
        const onData = () => {
          const match = /http:\/\/localhost:(\d+)\/api\/docs/.exec(output);
          if (match) resolve(Number(match[1]));
        };
        child.stdout.on('data', onData);
        void exited.then((code) =>
          reject(new Error(`the bundle exited (${code}) before it was ready:\n${output}`)),
        );
      });
      const base = `http://127.0.0.1:${port}`;

      expect((await fetch(`${base}/api/readyz`)).status).toBe(200);
      const page = await fetch(`${base}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await page.text()).toMatch(/<html/i);
      // The brand's icon, read through the brands package's exports.
      const icon = await fetch(`${base}/brand/favicon.svg`);
      expect(icon.status).toBe(200);
      expect(await icon.text()).toMatch(/<svg/);
      // tus loads on the first upload request (an OPTIONS needs no session).
      const tus = await fetch(`${base}/api${TUS_PATH}`, { method: 'OPTIONS' });
      expect(tus.status).toBe(204);
      expect(tus.headers.get('tus-version')).toBe('1.0.0');

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      // Warnings only (LOG_LEVEL=warn): the job queue and the sweeps started without an error.
      expect(output).not.toMatch(/"level":(50|60)/);
    } finally {
      child.kill('SIGKILL');
    }
  }, 60_000);
});
