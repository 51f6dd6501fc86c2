import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOT_SCRIPTS_FILE, type BootScriptsManifest } from '@vidmatrix/contract/boot-scripts';
import { describe, expect, it } from 'vitest';
import { DEMO_SHARES } from '../src/demo/seed-share';
import { FIXTURE_DIST, hostOf } from './helper';
import { call, shareApp, WEB } from './share-kit';

/**
 * The share video page's first cover, painted from its HTML (web/boot-scripts.ts `withBootCover`,
 * decision 019): only for a link anyone may open now, and the very URL the page's list shows; the
 * web build's cover script after it (stand-in text in the fixture build; what it does is the web
 * app's test, build/boot-scripts.test.ts).
 */
const BOOT_COVER_SCRIPT = (
  JSON.parse(readFileSync(join(FIXTURE_DIST, BOOT_SCRIPTS_FILE), 'utf8')) as BootScriptsManifest
).cover.code;
const BOOT_IMG =
  /<div id="boot-cover" class="app-cover"><img src="([^"]+)" alt="" fetchpriority="high" elementtiming="boot-largest"><\/div>/;
const PRELOAD = /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/;

const START = /<script data-start="([^"]*)">([\s\S]*?)<\/script>/;

async function page(code: string) {
  const app = await shareApp();
  const res = await app.inject({
    url: `/shareVideo?code=${encodeURIComponent(code)}`,
    headers: { host: hostOf('vidmatrix') },
  });
  expect(res.statusCode).toBe(200);
  return res;
}

describe('the share page cover in the HTML', () => {
  it('an open link carries its first video cover, preloaded, the same URL the list answers', async () => {
    const app = await shareApp();
    const state = await call(app, `${WEB}/link_code`, { query: { code: DEMO_SHARES.open } });
    const list = await call(app, `${WEB}/page`, {
      query: { page: '1', page_size: '20' },
      shareToken: state.data.share_video_token as string,
    });
    const first = (list.data.items as { cover: string }[])[0]!.cover;

    const res = await page(DEMO_SHARES.open);
    const body = res.body;
    const img = BOOT_IMG.exec(body);
    const preload = PRELOAD.exec(body);
    expect(img?.[1]).toBe(first);
    expect(preload?.[1]).toBe(first);
    // The preload leads the head; the image sits after #root, which React's first commit empties.
    expect(body.indexOf(preload![0])).toBe(body.search(/<link|<script/));
    expect(body.indexOf(img![0])).toBeGreaterThan(body.indexOf('<div id="root">'));
    // The app's entry is started by the script after the image, once the cover is in.
    expect(body).not.toContain('<script type="module"');
    const start = START.exec(body)!;
    expect(body.indexOf(start[0])).toBeGreaterThan(body.indexOf(img![0]));
    expect(start[2]).toBe(BOOT_COVER_SCRIPT);
    expect(JSON.parse(start[1]!.replace(/&quot;/g, '"'))).toEqual([['script', '/assets/index-abc123.js']]);
    const scriptSrc = /script-src ([^;]*)/.exec(res.headers['content-security-policy'] as string)![1]!;
    expect(scriptSrc.split(' ')).toContain(
      `'sha256-${createHash('sha256').update(BOOT_COVER_SCRIPT).digest('base64')}'`,
    );
  });

  it.each([
    ['password-protected', DEMO_SHARES.protected],
    ['expired', DEMO_SHARES.expired],
    ['unknown', 'NO-SUCH-LINK'],
    ['script', DEMO_SHARES.script],
  ])('a %s link gets nothing extra', async (_, code) => {
    const { body } = await page(code);
    expect(body).not.toContain('boot-cover');
    expect(body).not.toContain('as="image"');
    expect(body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
  });

  it('another brand’s host does not see the link’s cover, nor do other pages', async () => {
    const app = await shareApp();
    for (const [host, url] of [
      ['jia', `/shareVideo?code=${DEMO_SHARES.open}`],
      ['vidmatrix', `/shareScriptDetail?code=${DEMO_SHARES.open}`],
      ['vidmatrix', `/shareVideo?code=${DEMO_SHARES.open}&code=${DEMO_SHARES.open}`],
    ] as const) {
      const res = await app.inject({ url, headers: { host: hostOf(host) } });
      expect(res.body).not.toContain('boot-cover');
    }
  });
});
