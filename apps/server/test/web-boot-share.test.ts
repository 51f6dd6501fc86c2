import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { BOOT_COVER_SCRIPT } from '../src/plugins/boot-cover';
import { DEMO_SHARES } from '../src/demo/seed-share';
import { hostOf } from './helper';
import { call, shareApp, WEB } from './share-kit';

/**
 * The share video page's first cover, painted from its HTML (plugins/web-html.ts `withBootCover`,
 * decision 019): only for a link anyone may open now, and the very URL the page's list shows.
 */
const BOOT_IMG =
  /<div id="boot-cover" class="app-cover"><img src="([^"]+)" alt="" fetchpriority="high"><\/div>/;
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
    expect(JSON.parse(start[1]!.replace(/&quot;/g, '"')).pl).toEqual([['script', '/assets/index-abc123.js']]);
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

  it('the script starts the app once the cover has loaded, or at once when it already has', () => {
    const run = (complete: boolean) => {
      const added: string[] = [];
      const img: { complete: boolean; onload?: () => void } = { complete };
      const document = {
        currentScript: {
          dataset: {
            start: JSON.stringify({
              pl: [
                ['script', '/a.js'],
                ['preload', '/a.css'],
              ],
            }),
          },
        },
        querySelector: (selector: string) => (selector === '#boot-cover img' ? img : null),
        createElement: () => ({}),
        head: { append: (el: { src?: string; href?: string }) => added.push(el.src ?? el.href!) },
      };
      runInNewContext(BOOT_COVER_SCRIPT, { document, setTimeout: () => 0 });
      return { added, img };
    };
    expect(run(true).added).toEqual(['/a.js', '/a.css']);
    const waiting = run(false);
    expect(waiting.added).toEqual([]);
    waiting.img.onload!();
    waiting.img.onload!();
    expect(waiting.added).toEqual(['/a.js', '/a.css']);
  });
});
