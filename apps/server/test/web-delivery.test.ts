import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, FIXTURE_DIST } from './helper';

/**
 * What a phone actually receives (issue 12): build assets as the build's brotli/gzip copies,
 * pages and JSON compressed on the fly, and the page's own chunks named in its HTML so they
 * download beside the entry script (docs/decisions/019-visitor-first-load.md).
 */
const PRECOMPRESS = new URL('../../web/scripts/precompress.mjs', import.meta.url).pathname;
const ENTRY = '/assets/index-abc123.js';
const PAGE = 'assets/distribution-pages-def456.js';
// Repetitive like real minified code, and well over the compression thresholds.
const PAGE_CODE = Array.from({ length: 200 }, (_, i) => `export const v${i}="claim ${i}";`).join('\n');

let dist: string;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'web-delivery-'));
  cpSync(FIXTURE_DIST, dist, { recursive: true });
  writeFileSync(join(dist, PAGE), PAGE_CODE);
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(
    join(dist, '.vite/route-preloads.json'),
    JSON.stringify({
      routes: [
        {
          path: '/distribution_video',
          exact: false,
          scripts: [PAGE, ENTRY.slice(1)],
          styles: ['assets/distribution-pages-1.css'],
          namespaces: ['distribution'],
        },
        {
          path: '/shareScriptDetail',
          exact: false,
          scripts: [PAGE, ENTRY.slice(1)],
          styles: ['assets/distribution-pages-1.css'],
          namespaces: ['distribution'],
        },
        { path: '/login', exact: true, scripts: ['assets/login-page-9.js'], styles: [], namespaces: [] },
      ],
      locales: {
        'zh-CN/common': 'assets/common-zh.js',
        'en/common': 'assets/common-en.js',
        'zh-CN/distribution': 'assets/distribution-zh.js',
        'en/distribution': 'assets/distribution-en.js',
      },
      always: ['common'],
    }),
  );
  execFileSync(process.execPath, [PRECOMPRESS, dist]);
});

const app = () => buildTestApp({ WEB_DIST_DIR: dist });

describe('compressed delivery', () => {
  it('sends a build asset as its brotli or gzip copy by Accept-Encoding, cached forever', async () => {
    const server = await app();
    const url = `/${PAGE}`;
    const br = await server.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(PAGE_CODE.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(PAGE_CODE);

    const gz = await server.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(PAGE_CODE);

    const plain = await server.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PAGE_CODE);
  });

  it('compresses the per-brand page on the fly and keeps it uncached', async () => {
    const server = await app();
    const res = await server.inject({
      url: '/distribution_video?id=1001',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('window.__BRAND__=');
  });

  it('compresses JSON answers for clients that ask', async () => {
    const server = await app();
    const res = await server.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toHaveProperty('openapi');
  });
});

describe('preloads in the page', () => {
  it("names the page's chunks, styles and locale files for its language, not the entry again", async () => {
    const server = await app();
    // No boot claim on this page: the preloads are plain <link>s.
    const zh = (await server.inject({ url: '/shareScriptDetail' })).body;
    expect(zh).toContain(`<link rel="modulepreload" crossorigin href="/${PAGE}">`);
    expect(zh).toContain('<link rel="modulepreload" crossorigin href="/assets/common-zh.js">');
    expect(zh).toContain('<link rel="modulepreload" crossorigin href="/assets/distribution-zh.js">');
    expect(zh).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/distribution-pages-1.css">',
    );
    expect(zh.split(ENTRY).length).toBe(2); // only the entry's own <script>
    expect(zh).not.toContain('common-en.js');

    const en = (await server.inject({ url: '/shareScriptDetail?language=en' })).body;
    expect(en).toContain('/assets/distribution-en.js');
    expect(en).not.toContain('/assets/distribution-zh.js');
  });

  it('with a boot claim, its script starts the entry and the preloads once the cover is there', async () => {
    const server = await app();
    const html = (await server.inject({ url: '/distribution_video?id=1001' })).body;
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain(`src="${ENTRY}"`);
    const data = /<script data-start="([^"]*)">/.exec(html)![1]!.replace(/&quot;/g, '"');
    expect(JSON.parse(data)).toEqual([
      ['script', ENTRY],
      ['modulepreload', `/${PAGE}`],
      ['modulepreload', '/assets/common-zh.js'],
      ['modulepreload', '/assets/distribution-zh.js'],
      ['preload', '/assets/distribution-pages-1.css'],
    ]);
  });
});

describe('first paint', () => {
  it("puts the brand's spinner, labelled in the page's language, in #root for React to replace", async () => {
    const server = await app();
    const zh = (
      await server.inject({ url: '/distribution_video?id=1001', headers: { host: 'jia.localhost:3000' } })
    ).body;
    expect(zh).toMatch(/<div id="root"><div class="app-boot" role="status" aria-label="加载中…">/);
    expect(zh).toContain('style="color:#e11d48"');
    const en = (await server.inject({ url: '/?language=en' })).body;
    expect(en).toContain('aria-label="Loading…"');
  });
});
