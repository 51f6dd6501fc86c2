import { resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { brandByKey } from '@vidmatrix/brands/resolve-brand';
import { BOOT_COVER_ID } from '@vidmatrix/contract/boot-scripts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonReply, mockFetch, visit } from '../src/shared/api/api-test-kit';
import { bundleBootScript } from './boot-scripts';

// The boot scripts as the build bundles them and the server inlines them: self-contained, small,
// and doing in a page what src/boot/ says, with the app's own code inside.

const ROOT = resolve(import.meta.dirname, '..');
const bundle = (entry: string) => bundleBootScript(entry, { root: ROOT, mode: 'production', envDir: ROOT });
let claim: string;
let cover: string;
let tap: string;

beforeAll(async () => {
  [claim, cover, tap] = await Promise.all([
    bundle('src/boot/boot-claim.ts'),
    bundle('src/boot/boot-cover.ts'),
    bundle('src/boot/boot-tap.ts'),
  ]);
}, 60_000);

/** Runs a bundled script as the page's parser would: as `document.currentScript`, with its data. */
function run(code: string, start: unknown[] = [['script', '/assets/index.js']]) {
  const element = document.createElement('script');
  element.dataset.start = JSON.stringify(start);
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(element);
  new Function(code)();
}

const started = () =>
  [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
/** The app's entry is started (after the next frame), once. */
const startsApp = () => vi.waitFor(() => expect(started()).toEqual(['/assets/index.js']));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.__bootClaim = undefined;
  window.__BRAND__ = undefined;
  window.__entryUrl = undefined;
  localStorage.clear();
  sessionStorage.clear();
});

describe('the bundles', () => {
  it('are classic scripts that import nothing, small enough to inline in every page', () => {
    for (const code of [claim, cover, tap]) expect(() => new Function(code)).not.toThrow();
    // Measured when the claim script became the app's code (decision 019): 8.1 KB, 2.9 KB brotli;
    // 3.3 KB since it also paints the download and receive pages' covers into their first screens;
    // 3.6 KB since it claims on the matrix page (the server's activity, the refused browsers) and
    // starts the app once the cover is presented (start-app.ts `afterPaint`).
    expect(brotliCompressSync(claim).length).toBeLessThan(3.8 * 1024);
    expect(brotliCompressSync(cover).length).toBeLessThan(512);
    expect(brotliCompressSync(tap).length).toBeLessThan(256);
    // Its one CSP hash holds for every card: the address is the element's data, never its text.
    expect(tap).not.toMatch(/PenCardPage|distribution_auto/);
  });
});

describe('the claim script in a page', () => {
  it('claims from the link at once, paints the cover, then starts the app', async () => {
    visit('/distribution_video?id=1001');
    window.__BRAND__ = brandByKey('jia');
    localStorage.setItem('visitor-id', 'v-1');
    const fetchMock = mockFetch(
      jsonReply({
        code: 0,
        message: 'ok',
        data: { exist: true, items: [{ mixed_video_id: 9, video_cover: '/m/9.jpg' }] },
      }),
    );
    run(claim);
    expect(fetchMock.mock.calls[0]![0]).toBe(
      '/api/member/douyin/share_activity/video?id=1001&view_mixed_video_ids=',
    );
    expect(fetchMock.mock.calls[0]![1]!.headers).toMatchObject({
      bizid: '1005',
      language: 'zh-CN',
      'visitor-id': 'v-1',
    });
    expect(window.__bootClaim?.path).toBe('/member/douyin/share_activity/video');
    await vi.waitFor(() => expect(document.querySelector('#boot-card img')).not.toBeNull());
    expect(started()).toEqual([]);
    document.querySelector('#boot-card img')!.dispatchEvent(new Event('load'));
    await startsApp();
  });

  it('starts the app after a while when the claim never answers', () => {
    vi.useFakeTimers();
    visit('/distribution_video?id=1001');
    window.__BRAND__ = brandByKey('jia');
    mockFetch(() => new Promise<Response>(() => undefined));
    run(claim, [
      ['script', '/assets/index.js'],
      ['preload', '/assets/page.css'],
    ]);
    expect(started()).toEqual([]);
    // The wait, then the frame after it (at most PAINT_WAIT_MS where frames stall).
    vi.advanceTimersByTime(2000 + 100);
    expect(started()).toEqual(['/assets/index.js']);
    const style = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]');
    expect([style?.getAttribute('href'), style?.as]).toEqual(['/assets/page.css', 'style']);
  });

  it('without crypto.randomUUID (not a secure context): no claim, the app starts at once', async () => {
    visit('/distribution_video?id=1001');
    window.__BRAND__ = brandByKey('jia');
    vi.stubGlobal('crypto', {});
    const fetchMock = mockFetch(jsonReply({ code: 0, message: 'ok', data: {} }));
    run(claim);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__bootClaim).toBeUndefined();
    await startsApp();
  });
});

describe('the cover script in a page', () => {
  function page(complete: boolean) {
    document.body.innerHTML = `<div id="${BOOT_COVER_ID}"><img alt=""></div>`;
    const image = document.querySelector('img')!;
    Object.defineProperty(image, 'complete', { value: complete });
    run(cover);
    return image;
  }

  it('starts the app once the cover has loaded and been painted, once', async () => {
    const image = page(false);
    expect(started()).toEqual([]);
    image.dispatchEvent(new Event('load'));
    image.dispatchEvent(new Event('load'));
    // Not in the load's task: its requests would count towards the paint that follows.
    expect(started()).toEqual([]);
    await startsApp();
  });

  it('starts it at once when the cover is already in', async () => {
    page(true);
    await startsApp();
  });

  it('with several images (a header and a QR code), starts it once all are in, failed ones too', async () => {
    document.body.innerHTML = `<div id="${BOOT_COVER_ID}"><img alt=""><img alt=""><img alt=""></div>`;
    const [logo, qr, done] = [...document.querySelectorAll('img')];
    for (const [img, complete] of [
      [logo, false],
      [qr, false],
      [done, true],
    ] as const) {
      Object.defineProperty(img!, 'complete', { value: complete });
    }
    run(cover);
    logo!.dispatchEvent(new Event('load'));
    expect(started()).toEqual([]);
    qr!.dispatchEvent(new Event('error'));
    await startsApp();
  });

  it('does not wait for lazy images (cards below the first screen), which may never load', async () => {
    document.body.innerHTML = `<div id="${BOOT_COVER_ID}"><img alt=""><img alt="" loading="lazy"></div>`;
    const [first, below] = [...document.querySelectorAll('img')];
    for (const img of [first, below]) Object.defineProperty(img!, 'complete', { value: false });
    run(cover);
    expect(started()).toEqual([]);
    first!.dispatchEvent(new Event('load'));
    await startsApp();
  });
});

describe('the tap script in a page', () => {
  function runTap(target: string | null) {
    const element = document.createElement('script');
    if (target !== null) element.dataset.target = target;
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(element);
    new Function(tap)();
  }

  it("makes the target's address the document's, in place of the tap URL, and keeps the entry", () => {
    visit('/n/DEMO-CARD?language=en');
    const entries = history.length;
    runTap('/PenCardPage?code=DEMO-CARD&language=en');
    expect(location.pathname + location.search).toBe('/PenCardPage?code=DEMO-CARD&language=en');
    expect(history.length).toBe(entries); // replaced, not pushed: Back leaves the page
    expect(window.__entryUrl).toBe(`${location.origin}/n/DEMO-CARD?language=en`);
  });

  it('without a target it changes nothing', () => {
    visit('/PenCardPage?code=DEMO-CARD');
    runTap(null);
    expect(location.pathname + location.search).toBe('/PenCardPage?code=DEMO-CARD');
    expect(window.__entryUrl).toBeUndefined();
  });
});
