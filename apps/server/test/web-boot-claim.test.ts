import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { BOOT_CLAIM_HASH, BOOT_CLAIM_SCRIPT } from '../src/plugins/boot-claim';
import { buildTestApp, hostOf } from './helper';

/**
 * The claim a distribution page's HTML starts before the app (plugins/boot-claim.ts, decision
 * 019): only on the pages whose link names the claim, allowed by the page's CSP through the
 * hash of its exact text, and sending what the app itself would send.
 */
const BOOT_TAG = /<script data-claim="([^"]*)">([\s\S]*?)<\/script>/;
const unescape = (attr: string) =>
  attr
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

async function page(url: string) {
  const app = await buildTestApp();
  const res = await app.inject({ url, headers: { host: hostOf('jia') } });
  const tag = BOOT_TAG.exec(res.body);
  const scriptSrc = /script-src ([^;]*)/.exec(res.headers['content-security-policy'] as string)![1]!;
  return { res, tag, scriptSrc, data: tag ? JSON.parse(unescape(tag[1]!)) : undefined };
}

describe('the boot claim in the HTML', () => {
  it('/distribution_video carries the script, and its CSP allows exactly that text by hash', async () => {
    const { res, tag, scriptSrc, data } = await page('/distribution_video?id=1001');
    // First in the head, no stylesheet to wait for; the app's entry is started by it, later.
    expect(res.body.indexOf(tag![0])).toBeLessThan(res.body.search(/<link/));
    expect(res.body).not.toContain('<script type="module"');
    expect(data.pl).toEqual([['script', '/assets/index-abc123.js']]);
    expect(tag![2]).toBe(BOOT_CLAIM_SCRIPT);
    const hash = `'sha256-${createHash('sha256').update(tag![2]!).digest('base64')}'`;
    expect(hash).toBe(BOOT_CLAIM_HASH);
    expect(scriptSrc.split(' ')).toContain(hash);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(data).toMatchObject({
      m: 'GET',
      p: '/member/douyin/share_activity/video',
      i: { id: 1001, view_mixed_video_ids: '$viewed', held_id: '$held' },
      a: 1001,
      s: '1001_douyin_plain',
      b: 1005,
      f: 'zh-CN',
    });
  });

  it('an NFC card link (/distribution_auto, matrix source) claims through its platform', async () => {
    const { data } = await page(
      '/distribution_auto?id=1002&activity_id=1002&platform=wechat&nfc=DEMO-NFC-01&source=matrix&code=0&language=en',
    );
    expect(data).toMatchObject({
      m: 'POST',
      p: '/open/weixin_dist/activity_log/fetch_video_v2',
      i: { activity_id: 1002, nfc_code: 'DEMO-NFC-01', view_ids: '$viewed', held_id: '$held' },
      s: '1002_wechat_matrix',
      l: 'en',
    });
  });

  it.each([
    '/',
    '/login',
    '/shareVideo?code=DEMO-SHARE-OPEN',
    '/distribution_video',
    '/distribution_video?id=1001&code=20003',
    '/distribution_video?id=1001&id=1002',
    '/distribution_auto?id=1002',
    '/distribution_auto?id=1002&platform=dy',
    '/receiveVideos?id=1001',
  ])('%s: no boot claim, and no hash of it in the CSP', async (url) => {
    const { tag, scriptSrc } = await page(url);
    expect(tag).toBeNull();
    expect(scriptSrc).not.toContain(BOOT_CLAIM_HASH);
  });
});

interface Sent {
  url: string;
  init: { method: string; headers: Record<string, string>; body?: string };
}

/** Runs the script as a browser would, with the given storage, and returns the request it sent. */
function runScript(
  claim: unknown,
  local: Record<string, string> = {},
  session: Record<string, string> = {},
  secure = true,
) {
  const storage = (items: Record<string, string>) => ({
    getItem: (key: string) => items[key] ?? null,
    setItem: (key: string, value: string) => void (items[key] = value),
  });
  const sent: Sent[] = [];
  const window: Record<string, unknown> = {};
  const head: Record<string, string>[] = [];
  const timers: (() => void)[] = [];
  runInNewContext(BOOT_CLAIM_SCRIPT, {
    window,
    document: {
      currentScript: { dataset: { claim: JSON.stringify(claim) } },
      createElement: (tag: string) => ({ tag }),
      head: { append: (element: Record<string, string>) => head.push(element) },
    },
    setTimeout: (run: () => void) => timers.push(run),
    localStorage: storage(local),
    sessionStorage: storage(session),
    // Outside a secure context (plain HTTP on a LAN host) there is no crypto.randomUUID.
    crypto: secure ? { randomUUID: () => 'new-visitor' } : {},
    URLSearchParams,
    fetch: (url: string, init: Sent['init']) => {
      sent.push({ url, init });
      return new Promise(() => undefined);
    },
  });
  return { sent, window, local, head, timers };
}

const douyin = {
  m: 'GET',
  p: '/member/douyin/share_activity/video',
  i: { id: 1001, view_mixed_video_ids: '$viewed', held_id: '$held' },
  a: 1001,
  s: '1001_douyin_plain',
  b: 7,
  L: ['zh-CN', 'en'],
  pl: [],
  f: 'zh-CN',
};

describe('the boot claim script', () => {
  it("sends the viewed list, the live held video and the visitor's headers from storage", () => {
    const { sent, window } = runScript(
      douyin,
      {
        'visitor-id': 'v-1',
        language: 'en',
        share_token: 'tok',
        distribution_held_1001_douyin_plain: JSON.stringify({ id: 100103, until: Date.now() + 60_000 }),
      },
      { scan_view_ids_1001: '100101, 100103,x' },
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(
      '/api/member/douyin/share_activity/video?id=1001&view_mixed_video_ids=100101%2C100103&held_id=100103',
    );
    expect(sent[0]!.init).toEqual({
      method: 'GET',
      headers: { bizid: '7', language: 'en', 'visitor-id': 'v-1', token: 'tok' },
      body: undefined,
    });
    expect(window.__bootClaim).toMatchObject({
      path: douyin.p,
      input: { id: 1001, view_mixed_video_ids: '100101,100103', held_id: 100103 },
    });
  });

  it('a first visit: an empty viewed list, no held id, a new visitor id kept, the default language', () => {
    const expired = JSON.stringify({ id: 100103, until: Date.now() - 1 });
    const { sent, local } = runScript(douyin, {
      distribution_held_1001_douyin_plain: expired,
      language: 'xx',
    });
    expect(sent[0]!.url).toBe('/api/member/douyin/share_activity/video?id=1001&view_mixed_video_ids=');
    expect(sent[0]!.init.headers).toEqual({ bizid: '7', language: 'zh-CN', 'visitor-id': 'new-visitor' });
    expect(local['visitor-id']).toBe('new-visitor');
  });

  it("starts the app's scripts once the cover is there, at the latest after a while", () => {
    const pl = [
      ['script', '/assets/index.js'],
      ['modulepreload', '/assets/page.js'],
      ['preload', '/assets/page.css'],
    ];
    const { sent, head, timers } = runScript({ ...douyin, pl });
    expect(sent).toHaveLength(1);
    expect(head).toEqual([]); // the claim's reply never comes here
    timers.forEach((run) => run());
    timers.forEach((run) => run()); // once only
    expect(head).toEqual([
      { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/page.js' },
      { tag: 'link', rel: 'preload', as: 'style', crossOrigin: '', href: '/assets/page.css' },
    ]);
  });

  it('without crypto.randomUUID (not a secure context): no claim, the app starts at once', () => {
    const broken = runScript({ ...douyin, pl: [['script', '/assets/index.js']] }, {}, {}, false);
    expect(broken.sent).toHaveLength(0);
    expect(broken.window.__bootClaim).toBeUndefined();
    expect(broken.head).toHaveLength(1);
  });

  it('POST endpoints get the JSON body; the link language wins', () => {
    const post = {
      ...douyin,
      m: 'POST',
      p: '/member/browser_video/activity_log/fetch_video',
      i: { activity_id: 1001, nfc_code: 'C1', view_ids: '$viewed', held_id: '$held' },
      l: 'en',
    };
    const { sent } = runScript(post, { 'visitor-id': 'v-1', language: 'zh-CN' });
    expect(sent[0]!.url).toBe('/api/member/browser_video/activity_log/fetch_video');
    expect(sent[0]!.init.headers).toMatchObject({ language: 'en', 'content-type': 'application/json' });
    expect(JSON.parse(sent[0]!.init.body!)).toEqual({ activity_id: 1001, nfc_code: 'C1', view_ids: '' });
  });
});
