import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BOOT_SCRIPTS_FILE, type BootScriptsManifest } from '@vidmatrix/contract/boot-scripts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoApp } from './distribution-helper';
import { FIXTURE_DIST, hostOf } from './helper';

/**
 * `/n/<code>` answers with its target page itself (issue 26, decision 025): the page the
 * redirect led to, byte for byte, with the tap script first in its head. What the script does
 * in a browser is the web build's test (apps/web build/boot-scripts.test.ts) and e2e/nfc-tap.spec.ts.
 */
const HOST = { host: hostOf('vidmatrix') };
const manifest = JSON.parse(
  readFileSync(join(FIXTURE_DIST, BOOT_SCRIPTS_FILE), 'utf8'),
) as BootScriptsManifest;
const TAP_TAG = /<script data-target="([^"]*)">([\s\S]*?)<\/script>\n\s*/;

/** A build with the store page's and the distribution page's preloads (web-preloads.ts). */
function distWith(boot: Partial<BootScriptsManifest>): string {
  const dist = mkdtempSync(join(tmpdir(), 'web-tap-'));
  cpSync(FIXTURE_DIST, dist, { recursive: true });
  const route = (path: string, page: string, ns: string) => ({
    path,
    exact: path === '/PenCardPage',
    scripts: [`assets/${page}.js`],
    styles: [`assets/${page}.css`],
    namespaces: [ns],
  });
  writeFileSync(
    join(dist, '.vite/route-preloads.json'),
    JSON.stringify({
      routes: [
        route('/PenCardPage', 'pen-card-page', 'touch-card'),
        route('/distribution_auto', 'distribution-pages', 'distribution'),
      ],
      locales: {
        'zh-CN/common': 'assets/common-zh.js',
        'en/common': 'assets/common-en.js',
        'zh-CN/touch-card': 'assets/touch-card-zh.js',
        'en/touch-card': 'assets/touch-card-en.js',
        'zh-CN/distribution': 'assets/distribution-zh.js',
      },
      always: ['common'],
    }),
  );
  writeFileSync(join(dist, BOOT_SCRIPTS_FILE), JSON.stringify(boot));
  return dist;
}

let dist: string;
beforeAll(() => {
  dist = distWith(manifest);
});

const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url, headers: HOST });
const scriptSrc = (csp: unknown) => /script-src ([^;]*)/.exec(csp as string)![1]!.split(' ');
const unescape = (attr: string) => attr.replace(/&amp;/g, '&');

describe('/n/<code> answers with the page it used to redirect to', () => {
  it.each([
    // A touch card with a store page, the tag URL's query kept (tap-params.ts).
    [
      '/n/DEMO-CARD?language=en&utm_source=table%207',
      '/PenCardPage?code=DEMO-CARD&language=en&utm_source=table+7',
    ],
    // A card of an activity: its one-click page, whose first claim leaves with the HTML.
    [
      '/n/DEMO-NFC-01?from=poster',
      '/distribution_auto?id=1002&activity_id=1002&platform=wechat&nfc=DEMO-NFC-01&source=matrix&code=0&from=poster',
    ],
  ])('%s: 200, the HTML of %s with the tap script first', async (tap, target) => {
    const app = await demoApp({ WEB_DIST_DIR: dist });
    const res = await get(app, tap);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    // Private and never stored, as the redirect was: the card may be switched off any moment.
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-location']).toBe(target);

    // The tap script: right after <meta charset>, before every other script, style and preload,
    // the build's code as built, the target as its data.
    const tag = TAP_TAG.exec(res.body)!;
    expect(tag[2]).toBe(manifest.tap.code);
    expect(unescape(tag[1]!)).toBe(target);
    expect(res.body.slice(0, tag.index)).toMatch(/<meta charset="UTF-8" \/>\n\s*$/);
    expect(res.body.slice(0, tag.index)).not.toMatch(/<script|<link|<style/);

    // Otherwise the target's own page, as the redirect delivered it: brand head, preloads,
    // boot claim, language, link preview (og:url the target's).
    const page = await get(app, target);
    expect(res.body.replace(tag[0], '')).toBe(page.body);
    expect(res.body).toContain(
      `<meta property="og:url" content="http://${HOST.host}${target.replace(/&/g, '&amp;')}">`,
    );
    // The same policy, allowing the tap script by its one hash besides the page's own scripts.
    expect(scriptSrc(res.headers['content-security-policy'])).toEqual(
      expect.arrayContaining([...scriptSrc(page.headers['content-security-policy']), manifest.tap.hash]),
    );
    expect(manifest.tap.hash).toBe(
      `'sha256-${createHash('sha256').update(manifest.tap.code).digest('base64')}'`,
    );
  });

  it("the store page in the tag's language: <html lang>, its words preloaded, the English preview", async () => {
    const app = await demoApp({ WEB_DIST_DIR: dist });
    const body = (await get(app, '/n/DEMO-CARD?language=en')).body;
    expect(body).toMatch(/<html lang="en">/);
    // The page paints its header from the HTML (web/first-screens.ts): its chunks, styles and
    // words are started by the cover script once the logo is in, in this order.
    const start = /<script data-start="([^"]*)">/.exec(body)![1]!.replace(/&quot;/g, '"');
    expect(JSON.parse(start)).toEqual([
      ['script', '/assets/index-abc123.js'],
      ['modulepreload', '/assets/pen-card-page.js'],
      ['modulepreload', '/assets/common-en.js'],
      ['modulepreload', '/assets/touch-card-en.js'],
      ['preload', '/assets/pen-card-page.css'],
    ]);
    expect(body).not.toContain('touch-card-zh.js');
    const zh = (await get(app, '/n/DEMO-CARD')).body;
    expect(zh).toContain('/assets/touch-card-zh.js');
    expect(zh).toMatch(/<html lang="zh-CN">/);
  });

  it('the activity card: the boot claim after the tap script, the app started by it', async () => {
    const app = await demoApp({ WEB_DIST_DIR: dist });
    const body = (await get(app, '/n/DEMO-NFC-01')).body;
    expect(body.indexOf(manifest.claim.code)).toBeGreaterThan(body.indexOf(manifest.tap.code));
    expect(body).not.toContain('<script type="module"');
    expect(body).toContain('/assets/distribution-pages.js'); // in the claim script's start list
  });

  it.each([
    ['an unknown card', '/n/NO-SUCH-CARD?language=en', '20005'],
    ['a switched-off card', '/n/DEMO-NFC-OFF', '20005'],
  ])('%s still redirects to the page that says so', async (_, tap, code) => {
    const app = await demoApp({ WEB_DIST_DIR: dist });
    const res = await get(app, tap);
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe('');
    const to = new URL(res.headers.location as string, 'http://x');
    expect(to.pathname).toBe('/distribution_auto');
    expect(to.searchParams.get('code')).toBe(code);
  });

  it('a build without the tap script (an older one) redirects as before', async () => {
    const { tap: _, ...older } = manifest;
    const app = await demoApp({ WEB_DIST_DIR: distWith(older) });
    const res = await get(app, '/n/DEMO-CARD?language=en');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/PenCardPage?code=DEMO-CARD&language=en');
  });

  it('no build at all: redirects (the page then says the build is missing)', async () => {
    const app = await demoApp({ WEB_DIST_DIR: join(mkdtempSync(join(tmpdir(), 'no-dist-')), 'dist') });
    const res = await get(app, '/n/DEMO-NFC-01');
    expect(res.statusCode).toBe(302);
    expect((await get(app, res.headers.location as string)).statusCode).toBe(503);
  });
});
