import { describe, expect, it } from 'vitest';
import { seedAuthDemo, DEMO_ACCOUNTS } from '../src/demo/seed-auth';
import { fieldMessages, get, loginAs, outboxCode, post, uniqueIp, uniquePhone } from './auth-kit';
import { buildTestApp, hostOf } from './helper';
import { testDatabase } from './test-database';

const meta = (html: string, name: string) =>
  html.match(new RegExp(`<meta (?:property|itemprop|name)="${name}" content="([^"]*)">`))?.[1];

describe('link previews of every public page (issue 17)', () => {
  it.each([
    ['/', 'Jia · 短视频矩阵营销'],
    ['/trafficGuide', 'Jia · 招募引流官'],
    ['/distribution_video?id=1001', 'Jia · 领取视频'],
    ['/receiveVideos?id=1001', 'Jia · 领取视频'],
    ['/distribution_auto?id=1002&nfc=1', 'Jia · 碰一碰发视频'],
    ['/PenCardPage', 'Jia · 门店碰一碰'],
    ['/trafficAcademy', 'Jia · 流量学院'],
  ])("%s carries the host brand's title, description and 512 px PNG", async (url, title) => {
    const app = await buildTestApp();
    const res = await app.inject({ method: 'GET', url, headers: { host: hostOf('jia') } });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(meta(html, 'og:title')).toBe(title);
    expect(meta(html, 'name')).toBe(title);
    expect(meta(html, 'og:description')).toMatch(/\S/);
    expect(meta(html, 'description')).toBe(meta(html, 'og:description'));
    expect(meta(html, 'og:image')).toBe('http://jia.localhost:3000/brand/share-512.png');
    expect(meta(html, 'image')).toBe('http://jia.localhost:3000/brand/share-512.png');
    expect(meta(html, 'og:image:width')).toBe('512');
    expect(meta(html, 'og:site_name')).toBe('Jia');
    expect(html).not.toMatch(/Vidmatrix/);
  });

  it('follows ?language=, defaults abroad brands to English, leaves private pages alone', async () => {
    const app = await buildTestApp();
    const open = async (brand: string, url: string) =>
      (await app.inject({ method: 'GET', url, headers: { host: hostOf(brand) } })).body;
    expect(meta(await open('vidmatrix', '/trafficGuide?language=es'), 'og:title')).toBe(
      'Vidmatrix · Hazte guía de tráfico',
    );
    expect(meta(await open('vidmatrix', '/?language=pt-BR'), 'og:title')).toBe(
      'Vidmatrix · Marketing em matriz de vídeos curtos',
    );
    expect(meta(await open('abroad', '/trafficGuide'), 'og:title')).toBe(
      'Vidmatrix Global · Become a traffic guide',
    );
    expect(meta(await open('vidmatrix', '/trafficGuide?language=xx'), 'og:title')).toBe(
      'Vidmatrix · 招募引流官',
    );
    for (const url of ['/login', '/console', '/who', '/yixiaoer', '/uploader']) {
      expect(meta(await open('vidmatrix', url), 'og:title')).toBeUndefined();
    }
  });

  it("serves each brand's own 512 px PNG card, cached", async () => {
    const app = await buildTestApp();
    const card = (brand: string) =>
      app.inject({ method: 'GET', url: '/brand/share-512.png', headers: { host: hostOf(brand) } });
    const [jia, vid] = await Promise.all([card('jia'), card('vidmatrix')]);
    for (const res of [jia, vid]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers.vary).toBe('Host');
      const png = res.rawPayload;
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([512, 512]);
    }
    expect(jia.rawPayload.equals(vid.rawPayload)).toBe(false);
    expect((await card('jia')).rawPayload.equals(jia.rawPayload)).toBe(true);
  });
});

describe('traffic-guide sign-ups (issue 17)', () => {
  it('records the source; consultants see it; an unknown source is refused', async () => {
    const app = await buildTestApp();
    const body = (phone: string, code: string, source?: unknown) => ({
      name: 'Wang Fang',
      company: '杭州引流科技有限公司',
      phone,
      code,
      consent: true,
      ...(source === undefined ? {} : { source }),
    });
    const bad = await post(app, '/open/contact/demo_request', body('13800000001', '123456', 'elsewhere'));
    expect(bad.code).toBe(40000);
    expect(Object.keys(fieldMessages(bad))).toEqual(['source']);

    const ids: Record<string, number> = {};
    for (const source of ['traffic_guide', '', undefined] as const) {
      const phone = uniquePhone();
      const ip = uniqueIp();
      expect((await post(app, '/open/auth/sms_code', { phone, purpose: 'contact' }, { ip })).code).toBe(0);
      const ok = await post(
        app,
        '/open/contact/demo_request',
        body(phone, await outboxCode(app, phone), source),
        {
          ip,
        },
      );
      expect(ok.code).toBe(0);
      ids[String(source)] = ok.data.id;
    }

    const { db } = await testDatabase();
    await db.transaction((tx) => seedAuthDemo(tx));
    const consultant = await loginAs(app, DEMO_ACCOUNTS.consultant, DEMO_ACCOUNTS.password);
    const list = await get(app, '/member/contact/demo_requests', { page_size: '100' }, { token: consultant });
    const sourceOf = (id: number) => list.data.items.find((r: { id: number }) => r.id === id)?.source;
    expect(sourceOf(ids.traffic_guide!)).toBe('traffic_guide');
    expect(sourceOf(ids['']!)).toBe('landing');
    expect(sourceOf(ids.undefined!)).toBe('landing');
  });
});
