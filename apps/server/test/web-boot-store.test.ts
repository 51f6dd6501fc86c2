import { describe, expect, it } from 'vitest';
import { storeScreen } from '../src/web/first-screens';
import { hostOf } from './helper';
import { shareApp } from './share-kit';

/**
 * The touch-card pages' first screens, painted from their HTML (web/first-screens.ts, decision
 * 019): the card as the visitor endpoint answers it, the words from the web build's manifest (the
 * fixture build's stand-ins here), then the cover script that starts the app once the images are
 * in. Only for a card that opens a store page on this brand's host (the endpoint's own lookup; the
 * demo team's cards open on every brand).
 */
interface Card {
  title: string;
  main_business: string;
  logo_url: string;
  items: { kind: string; image_url?: string }[];
}

async function demoCard(language = 'zh-CN'): Promise<Card> {
  const app = await shareApp();
  const res = await app.inject({
    url: `/api/open/touch_card/page?code=DEMO-CARD&language=${language}`,
    headers: { host: hostOf('vidmatrix') },
  });
  return (res.json() as { data: { card: Card } }).data.card;
}

async function body(url: string) {
  const app = await shareApp();
  const res = await app.inject({ url, headers: { host: hostOf('vidmatrix') } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The first screen's element, the preload of its largest image, and where the app starts. */
function firstScreen(html: string) {
  const screen = /<div id="boot-cover" class="([^"]+)">(.*?)<\/div>\n/.exec(html);
  const preload = /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/.exec(html);
  expect(screen, 'a first screen').not.toBeNull();
  expect(html.indexOf(screen![0])).toBeGreaterThan(html.indexOf('<div id="root">'));
  // The entry is left to the cover script after it.
  expect(html).not.toContain('<script type="module"');
  expect(html.indexOf('<script data-start=')).toBeGreaterThan(html.indexOf(screen![0]));
  return { box: screen![1], markup: screen![2]!, preload: preload?.[1] };
}

describe('the touch-card pages’ first screens in the HTML', () => {
  it.each(['/PenCardPage?code=DEMO-CARD', '/n/DEMO-CARD'])(
    '%s: the store’s logo, title and business line',
    async (url) => {
      const card = await demoCard();
      const screen = firstScreen(await body(url));
      expect(screen.box).toBe('app-store');
      expect(screen.preload).toBe(card.logo_url);
      expect(screen.markup).toBe(
        `<img class="app-store-logo" src="${card.logo_url}" alt="" fetchpriority="high" elementtiming="boot-largest">` +
          `<div class="app-store-title">${card.title}</div>` +
          `<div class="app-store-business">${card.main_business}</div>`,
      );
    },
  );

  it('/CardWriterPage: the writer’s title in the page’s language, from the build’s words', async () => {
    const card = await demoCard();
    const zh = firstScreen(await body('/CardWriterPage?code=DEMO-CARD'));
    expect(zh.box).toBe('app-first app-visitor-page');
    expect(zh.preload).toBe(card.logo_url);
    expect(zh.markup).toContain('<div class="app-writer-title">写文案（构建词）</div>');
    expect(zh.markup).toContain(`<div class="app-writer-store">${card.title}</div>`);
    const en = firstScreen(await body('/CardWriterPage?code=DEMO-CARD&language=en'));
    expect(en.markup).toContain('<div class="app-writer-title">Writer (build word)</div>');
  });

  it('/AddWxPage: the header and the QR code under its heading, the code preloaded', async () => {
    const card = await demoCard();
    const qr = card.items.find((i) => i.kind === 'wechat_qr')!.image_url!;
    const screen = firstScreen(await body('/AddWxPage?code=DEMO-CARD'));
    expect(screen.box).toBe('app-first app-visitor-page app-wx-page');
    expect(screen.preload).toBe(qr);
    expect(screen.markup).toContain(
      `<div class="app-wx-card"><div class="app-wx-heading">加微信（构建词）</div>` +
        `<img class="app-wx-qr" src="${qr}" alt="" fetchpriority="high" elementtiming="boot-largest"></div>`,
    );
  });

  it.each([
    ['an unknown card', '/PenCardPage?code=NO-SUCH-CARD'],
    ['a code that cannot be one', '/CardWriterPage?code=%00%3Cx%3E'],
    ['a repeated code', '/AddWxPage?code=DEMO-CARD&code=DEMO-CARD'],
    ['a language the build has no words for', '/CardWriterPage?code=DEMO-CARD&language=es'],
    ['another page', '/PenCardData?code=DEMO-CARD'],
  ])('%s gets the plain page', async (_, url) => {
    const html = await body(url);
    expect(html).not.toContain('boot-cover');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
  });

  it('writes the card’s texts as text', () => {
    const card = { logo_url: '/x.png?a=1&b="2"', title: '<b>"A&B"</b>', main_business: '' };
    expect(storeScreen(card as never).markup).toBe(
      '<img class="app-store-logo" src="/x.png?a=1&amp;b=&quot;2&quot;" alt="" fetchpriority="high" elementtiming="boot-largest">' +
        '<div class="app-store-title">&lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt;</div>',
    );
  });
});

describe('the download page’s first screen in the HTML', () => {
  it('the heading, the demo badge hidden until the claim says so, the empty video box; the boot claim in the head', async () => {
    const html = await body('/publish_video_download?id=1001');
    expect(html).toContain(
      '<div id="boot-cover" class="app-first app-claim-page app-download-page">' +
        '<div class="app-download-heading">下载视频（构建词）</div>' +
        '<div class="app-demo-badge" hidden>演示平台（构建词）</div>' +
        '<div class="app-download-video"></div></div>',
    );
    // The boot claim paints the cover into that box and starts the app: no entry script here.
    expect(html.indexOf('<script data-start=')).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('as="image"');
  });

  it('the receive page: its heading, the hidden badge, the select-all box and the empty card list', async () => {
    const html = await body('/receiveVideos?id=1001&language=en');
    expect(html).toContain(
      '<div id="boot-cover" class="app-first app-claim-page app-receive-page">' +
        '<div class="app-receive-heading">Claim videos (build word)</div>' +
        '<div class="app-demo-badge" hidden>Demo platform (build word)</div>' +
        '<div class="app-receive-toolbar"><label class="app-receive-check"><input type="checkbox" disabled>' +
        '<span>Select all (build word)</span></label></div><ul class="app-receive-cards"></ul></div>',
    );
    expect(html.indexOf('<script data-start=')).toBeLessThan(html.indexOf('</head>'));
  });

  it('a distribution page has none: its card is the boot claim’s own', async () => {
    const html = await body('/distribution_video?id=1001');
    expect(html).not.toContain('boot-cover');
    expect(html).toContain('<script data-start=');
  });
});
