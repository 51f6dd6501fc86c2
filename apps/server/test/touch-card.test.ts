import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startFakeOpenAi } from '../src/integrations/ai/fakes/fake-openai';
import { en, get, post, uniqueIp } from './auth-kit';
import { buildTestApp, hostOf, startClearOfWindowEdge } from './helper';
import { demoAdmin, otherTeamAdmin } from './console-kit';
import { demoApp } from './distribution-helper';
import { GROUP_BUY_QUEUE } from '../src/modules/touch-card/group-buy-job';

const T = '/member/touch_card';

/** Loopback stand-in for the platforms' short links: `<origin>/<host>/<path>`. */
async function fakeDeals() {
  const server = createServer((req, res) => {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (req.url === '/dpurl.cn/ok') {
      res.writeHead(302, { location: `${origin}/i.meituan.com/deal/42` }).end();
    } else if (req.url === '/i.meituan.com/deal/42') {
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<html><title>Tea &amp; cake for two</title></html>');
    } else if (req.url === '/dpurl.cn/away') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest' }).end();
    } else res.writeHead(404).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  onTestFinished(() => new Promise<void>((r) => server.close(() => r())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function newCard(app: FastifyInstance, token: string, code: string) {
  const created = await post(app, '/member/console/nfc_cards/create', { code, label: code }, { token });
  expect(created.code).toBe(0);
  const saved = await post(
    app,
    `${T}/config/update`,
    { code, logo: 'demo/touch-card-logo.png', title: 'Shop', main_business: 'Noodles' },
    { token, ...en },
  );
  expect(saved.code).toBe(0);
  return saved.data.config;
}

/** NDJSON lines of a streamed reply. */
function lines(body: string) {
  return body
    .trim()
    .split('\n')
    .map(
      (l) => JSON.parse(l) as { code: number; message: string; data: { type: string; [k: string]: unknown } },
    );
}

describe('touch cards', { timeout: 120_000 }, () => {
  it('DEMO-CARD: /n/ opens the store page with every function item', async () => {
    const app = await demoApp();
    const tap = await app.inject({
      method: 'GET',
      url: '/n/DEMO-CARD',
      headers: { host: hostOf('vidmatrix') },
    });
    expect(tap.statusCode).toBe(200);
    expect(tap.headers['content-location']).toBe('/PenCardPage?code=DEMO-CARD');
    const page = await get(app, '/open/touch_card/page', { code: 'DEMO-CARD' });
    expect(page.code).toBe(0);
    const kinds = page.data.card.items.map((i: { kind: string }) => i.kind);
    expect(kinds).toHaveLength(11);
    const group = page.data.card.items.find((i: { kind: string }) => i.kind === 'group_buy');
    expect(group.packages).toHaveLength(2);
    expect(group.packages.every((p: { state: string }) => p.state === 'ready')).toBe(true);
    const wifi = page.data.card.items.find((i: { kind: string }) => i.kind === 'wifi');
    expect(wifi.qr_text).toBe('WIFI:T:WPA;S:DemoCafe-Guest;P:coffee2026;;');
    const send = page.data.card.items.find((i: { kind: string }) => i.kind === 'send_video');
    expect(send.url).toContain('/distribution_auto?');
    expect(send.url).toContain('activity_id=1002');
    const unknown = await get(app, '/open/touch_card/page', { code: 'NOPE-NOPE' }, en);
    expect(unknown).toMatchObject({ code: 20005, message: 'NFC card info not obtained' });
    const xhs = await get(app, '/open/distribution/nfc_card/get_xhs_sign', {
      code: 'DEMO-CARD',
      source: '3',
    });
    expect(xhs.code).toBe(0);
  });

  it('validates the settings; another team’s card answers like an unknown one', async () => {
    const app = await demoApp();
    const token = await demoAdmin(app);
    const bad = await post(
      app,
      `${T}/config/update`,
      { code: 'DEMO-CARD', title: '', word_count: 200 },
      { token, ...en },
    );
    expect(bad.code).toBe(40000);
    const paths = bad.data.fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['logo', 'title', 'main_business', 'word_count']));
    const other = await otherTeamAdmin(app);
    const foreign = await get(app, `${T}/config`, { code: 'DEMO-CARD' }, { token: other, ...en });
    const missing = await get(app, `${T}/config`, { code: 'NOPE-NOPE' }, { token: other, ...en });
    expect(foreign).toMatchObject({ code: 20005, message: missing.message });
  });

  it('adds items (in use), refuses a second of a kind, reorders, removes; copies a card; sanitises texts', async () => {
    const app = await demoApp();
    const token = await demoAdmin(app);
    await newCard(app, token, 'TC-A1');
    const wifi = { kind: 'wifi', ssid: 'Guest', password: 'guest-pass' };
    const one = await post(app, `${T}/items/add`, { code: 'TC-A1', item: wifi }, { token });
    expect(one.data.config.items).toEqual([expect.objectContaining({ kind: 'wifi', in_use: true })]);
    const two = await post(app, `${T}/items/add`, { code: 'TC-A1', item: wifi }, { token, ...en });
    expect(two).toMatchObject({ code: 34003, message: 'This feature has already been added' });
    const xhs = await post(
      app,
      `${T}/items/add`,
      { code: 'TC-A1', item: { kind: 'follow_xhs', link: 'https://evil.example/x' } },
      { token },
    );
    expect(xhs.code).toBe(40000);
    const link = await post(
      app,
      `${T}/items/add`,
      {
        code: 'TC-A1',
        item: { kind: 'link', url: 'https://a.example', title: '<b>Menu</b><i>x</i>' },
      },
      { token },
    );
    expect(link.message).toBe('ok');
    const ids = link.data.config.items.map((i: { id: number }) => i.id);
    const reordered = await post(
      app,
      `${T}/items/reorder`,
      { code: 'TC-A1', ids: [...ids].reverse() },
      { token },
    );
    expect(reordered.data.config.items[0].kind).toBe('link');
    const copied = await post(
      app,
      `${T}/config/copy`,
      { from_code: 'TC-A1', to_code: 'DEMO-NFC-02' },
      { token },
    );
    expect(copied.data.config.items.map((i: { kind: string }) => i.kind)).toEqual(['link', 'wifi']);
    const removed = await post(app, `${T}/items/remove`, { code: 'TC-A1', id: ids[0] }, { token });
    expect(removed.data.config.items).toHaveLength(1);
    const page = await get(app, '/open/touch_card/page', { code: 'TC-A1' });
    expect(page.data.card.items[0].title).toBe('Menux');
  });

  it('group-buy links: not parsed, foreign, generating → ready | failed through the loopback fake', async () => {
    const origin = await fakeDeals();
    const app = await demoApp({ GROUP_BUY_RESOLVE_ORIGIN: origin });
    const token = await demoAdmin(app);
    await newCard(app, token, 'TC-G1');
    const added = await post(
      app,
      `${T}/items/add`,
      { code: 'TC-G1', item: { kind: 'group_buy', platform: 'meituan' } },
      { token },
    );
    const itemId = added.data.config.items[0].id;
    const paste = (share_text: string) =>
      post(app, `${T}/group_buy/add`, { code: 'TC-G1', item_id: itemId, share_text }, { token, ...en });
    expect(await paste('no link here')).toMatchObject({ code: 34001 });
    expect(await paste('look https://v.douyin.com/abc/')).toMatchObject({ code: 34002 });
    const first = await paste('【美团】双人套餐 https://dpurl.cn/ok 复制打开');
    expect(first.data.config.items[0].packages[0].state).toBe('generating');
    await paste('https://dpurl.cn/missing');
    await paste('https://dpurl.cn/away');
    await app.jobs.idle(GROUP_BUY_QUEUE);
    const config = await get(app, `${T}/config`, { code: 'TC-G1' }, { token, ...en });
    const states = config.data.config.items[0].packages.map(
      (p: { state: string; deal_title: string | null }) => [p.state, p.deal_title],
    );
    expect(states).toEqual([
      ['ready', 'Tea & cake for two'],
      ['failed', null],
      ['failed', null],
    ]);
    expect(config.data.config.items[0].packages[1].error).toBe('Parse failed, check the link');
  });

  it('writes copy within the chosen length (template writer), streamed', async () => {
    const app = await demoApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/open/touch_card/copy/generate',
      headers: { host: hostOf('vidmatrix'), language: 'en' },
      payload: { code: 'DEMO-CARD', kind: 'xhs', length: '100' },
    });
    const out = lines(res.body);
    expect(out[0]!.data).toEqual({ type: 'start', ai_source: 'template' });
    const result = out.at(-1)!.data as {
      type: string;
      copy: { length: number; title: string; ai_label: boolean };
    };
    expect(result.type).toBe('result');
    expect(result.copy.length).toBeLessThanOrEqual(100);
    expect(result.copy.title).not.toBe('');
    expect(result.copy.ai_label).toBe(true);
  });

  it('a provider failing mid-stream ends with 32004, never a result', async () => {
    const fake = await startFakeOpenAi();
    onTestFinished(() => fake.close());
    fake.queue = [{ kind: 'hang' }];
    const app = await demoApp({ AI_BASE_URL: fake.baseUrl, AI_TIMEOUT_MS: 1000 });
    const res = await app.inject({
      method: 'POST',
      url: '/api/open/touch_card/copy/generate',
      headers: { host: hostOf('vidmatrix'), language: 'en' },
      payload: { code: 'DEMO-CARD', kind: 'moments' },
    });
    const out = lines(res.body);
    expect(out.at(-1)).toMatchObject({ code: 32004, message: 'Generation failed or empty' });
    expect(out.some((l) => l.data?.type === 'result')).toBe(false);
  });

  it("the copy limits hold under a burst: the team's hourly budget, and 30 per IP in 10 minutes", async () => {
    await startClearOfWindowEdge(60 * 60 * 1000);
    const app = await buildTestApp({ TOUCH_CARD_COPIES_PER_TEAM_PER_HOUR: 5 });
    const write = (code: string, ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/open/touch_card/copy/generate',
        headers: { host: hostOf('vidmatrix'), language: 'en' },
        payload: { code, kind: 'moments', length: 100 },
        remoteAddress: ip,
      });
    // Whether each call started a stream (its first line's code 0) or was refused (42900).
    const outcomes = async (calls: Promise<{ body: string }>[]) =>
      (await Promise.all(calls)).reduce<Record<number, number>>((m, r) => {
        const code = lines(r.body)[0]!.code;
        return { ...m, [code]: (m[code] ?? 0) + 1 };
      }, {});
    const team = await otherTeamAdmin(app);
    await newCard(app, team, 'BURST-TEAM');
    const fromMany = Array.from({ length: 60 }, () => write('BURST-TEAM', uniqueIp()));
    expect(await outcomes(fromMany)).toEqual({ 0: 5, 42900: 55 });

    const big = await buildTestApp({ TOUCH_CARD_COPIES_PER_TEAM_PER_HOUR: 1000 });
    const shop = await otherTeamAdmin(big);
    await newCard(big, shop, 'BURST-IP');
    const ip = uniqueIp();
    await startClearOfWindowEdge(10 * 60 * 1000);
    const fromOne = Array.from({ length: 60 }, () =>
      big.inject({
        method: 'POST',
        url: '/api/open/touch_card/copy/generate',
        headers: { host: hostOf('vidmatrix'), language: 'en' },
        payload: { code: 'BURST-IP', kind: 'xhs' },
        remoteAddress: ip,
      }),
    );
    expect(await outcomes(fromOne)).toEqual({ 0: 30, 42900: 30 });
  });

  it('rolls analytics events up per day and answers the tap data', async () => {
    const app = await demoApp();
    const token = await demoAdmin(app);
    const ev = (name: string, props: Record<string, string>) => ({
      name,
      ts: Date.now(),
      path: '/PenCardPage',
      props,
    });
    const sent = await post(app, '/open/analytics/events', {
      events: [
        ev('touch_card_open', { code: 'DEMO-CARD' }),
        ev('touch_card_item_click', { code: 'DEMO-CARD', kind: 'wifi' }),
        ev('touch_card_copy_copied', { code: 'DEMO-CARD' }),
      ],
    });
    expect(sent.code).toBe(0);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const from = new Date(Date.now() + 8 * 3600_000 - 6 * 86_400_000).toISOString().slice(0, 10);
    const data = await get(app, `${T}/tap_data`, { code: 'DEMO-CARD', from, to: today }, { token });
    expect(data.data.days).toHaveLength(7);
    expect(data.data.totals.taps).toBeGreaterThan(0);
    const bad = await get(app, `${T}/tap_data`, { from: today, to: from }, { token, ...en });
    expect(bad.code).toBe(40000);
  });
});
