import { describe, expect, it } from 'vitest';
import { nfcCards } from '../src/modules/distribution/schema';
import { demoApp, makeActivity, PATHS, post, videoOf, visitor, type Video } from './distribution-helper';
import { testDatabase } from './test-database';
import { hostOf } from './helper';

describe('plain Douyin flow', () => {
  it('GET video claims idempotently and signs Douyin links with our and the CDN URL', async () => {
    const app = await demoApp({ CDN_ORIGIN: 'https://cdn.example.com' });
    const v = visitor();
    const get = (query: string) =>
      app.inject({ method: 'GET', url: `${PATHS.douyinVideo}?${query}`, headers: { 'visitor-id': v } });
    const first = (await get('id=1001')).json() as { code: number; data: Video };
    expect(first.code).toBe(0);
    const item = first.data.items[0]!;
    expect(first.data).toMatchObject({
      exist: true,
      activity_id: 1001,
      lock_time: 43_200,
      demo_platform: true,
    });
    expect(first.data.schema_v2).toMatch(/^snssdk1128:\/\/openplatform\/share\?/);
    expect(first.data.schema_v2).toContain(encodeURIComponent(item.video_url));
    expect(first.data.test_url).toBe(`https://cdn.example.com/media/${item.video_url.split('/media/')[1]}`);
    expect(first.data.cdn_schema).toBe(first.data.test_url);
    expect(first.data.cdn_schema_v2).toContain(encodeURIComponent(first.data.test_url as string));
    expect(first.data.hashtags).toEqual(['探店', '上海咖啡', 'DemoCafé']);
    expect(first.data.caption).toBe(`${item.video_title}｜Demo café #探店 #上海咖啡 #DemoCafé`);

    const again = (await get(`id=1001&held_id=${item.mixed_video_id}`)).json() as { data: Video };
    expect(again.data.items[0]!.mixed_video_id).toBe(item.mixed_video_id);
  });

  it('random changes the video, releasing the previous one', async () => {
    const app = await demoApp();
    const v = visitor();
    const first = videoOf(await post(app, PATHS.browserFetch, { activity_id: 1001 }, v)).mixed_video_id;
    const next = await post(
      app,
      PATHS.douyinRandom,
      { id: 1001, prev_id: first, view_mixed_video_ids: String(first) },
      v,
    );
    expect(videoOf(next).mixed_video_id).not.toBe(first);
  });

  it('share_url_info gives the platforms and store of the activity (share-url-info.test.ts: nothing more)', async () => {
    const app = await demoApp();
    const res = await app.inject({ method: 'GET', url: `${PATHS.shareInfo}?id=1002` });
    expect(res.json()).toMatchObject({
      code: 0,
      data: {
        activity_id: 1002,
        platforms: ['wechat', 'xhs', 'ks'],
        poi_param: { city: '上海市', poi_name: 'Demo café（南京西路店）' },
      },
    });
    const missing = await app.inject({
      method: 'GET',
      url: `${PATHS.shareInfo}?id=4242`,
      headers: { language: 'zh-TW' },
    });
    expect(missing.json()).toMatchObject({ code: 20001, message: '活動ID不存在' });
  });
});

describe('matrix (_v2) variants', () => {
  it('check the NFC card: unknown, disabled or another platform’s card → 20005', async () => {
    const app = await demoApp();
    const ok = await post(
      app,
      PATHS.wechatFetchV2,
      { activity_id: 1002, nfc_code: 'DEMO-NFC-01' },
      visitor(),
    );
    expect(ok.data.exist).toBe(true);
    const unknown = await post(app, PATHS.wechatFetchV2, { activity_id: 1002, nfc_code: 'NOPE' }, visitor(), {
      language: 'en',
    });
    expect(unknown).toMatchObject({ status: 404, code: 20005, message: 'NFC card info not obtained' });
    const disabled = await post(
      app,
      PATHS.wechatFetchV2,
      { activity_id: 1002, nfc_code: 'DEMO-NFC-OFF' },
      visitor(),
    );
    expect(disabled).toMatchObject({ code: 20005, message: '该NFC卡片已停用' });
    const xhsCard = await post(
      app,
      PATHS.wechatFetchV2,
      { activity_id: 1002, nfc_code: 'DEMO-NFC-02' },
      visitor(),
    );
    expect(xhsCard.code).toBe(20005);
    expect(
      (await post(app, PATHS.xhsFetchV2, { activity_id: 1002, nfc_code: 'DEMO-NFC-02' }, visitor())).code,
    ).toBe(0);
    // v1 does not check cards (docs/decisions/006-matrix-v2-endpoints.md).
    expect(
      (await post(app, PATHS.wechatFetch, { activity_id: 1002, nfc_code: 'NOPE' }, visitor())).code,
    ).toBe(0);
    // Without a card, v2 claims like v1 (the matrix page opened from a link).
    expect((await post(app, PATHS.xhsFetchV2, { activity_id: 1002 }, visitor())).code).toBe(0);
  });

  it('Kuaishou claims by authorize_id when given, else by visitor', async () => {
    const app = await demoApp();
    const authorizeId = `auth-${visitor()}`;
    const a = await post(
      app,
      PATHS.ksRandomV2,
      { activity_id: 1002, authorize_id: authorizeId, nfc_code: 'DEMO-NFC-03' },
      visitor(),
    );
    const b = await post(app, PATHS.ksRandom, { activity_id: 1002, authorize_id: authorizeId }, visitor());
    expect(videoOf(b).mixed_video_id).toBe(videoOf(a).mixed_video_id);
    expect(a.data.schema_v2).toBe('');
    const v = visitor();
    const c = videoOf(await post(app, PATHS.ksRandom, { activity_id: 1002 }, v)).mixed_video_id;
    expect(videoOf(await post(app, PATHS.ksRandom, { activity_id: 1002, id: 1002 }, v)).mixed_video_id).toBe(
      c,
    );
    expect(c).not.toBe(videoOf(a).mixed_video_id);
  });
});

describe('NFC short URL /n/:code', () => {
  const location = async (app: Awaited<ReturnType<typeof demoApp>>, code: string, headers = {}) => {
    const res = await app.inject({ method: 'GET', url: `/n/${code}`, headers });
    expect(res.statusCode).toBe(302);
    return new URL(res.headers.location as string, 'http://x');
  };

  it('opens a valid card on the NFC distribution page, matrix source (its page, no redirect)', async () => {
    const app = await demoApp();
    const res = await app.inject({ method: 'GET', url: '/n/DEMO-NFC-01' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-location']).toBe(
      '/distribution_auto?id=1002&activity_id=1002&platform=wechat&nfc=DEMO-NFC-01&source=matrix&code=0',
    );
  });

  it('an unknown card carries code and a translated message', async () => {
    const app = await demoApp();
    const zh = await location(app, 'NO-SUCH-CARD');
    expect(zh.pathname).toBe('/distribution_auto');
    expect(zh.searchParams.get('code')).toBe('20005');
    expect(zh.searchParams.get('message')).toBe('未获取到NFC卡片信息');
    const raw = (await app.inject({ method: 'GET', url: '/n/NO-SUCH-CARD' })).headers.location as string;
    expect(raw).toContain(`message=${encodeURIComponent('未获取到NFC卡片信息')}`);
    // The page words it by `reason` in its own language; the message follows the app's rule as
    // far as the server sees it (link, brand default), never the browser's (issue 27).
    expect(zh.searchParams.get('reason')).toBe('nfc_card_invalid');
    const browserEn = await location(app, 'NO-SUCH-CARD', { 'accept-language': 'en-US,en;q=0.9' });
    expect(browserEn.searchParams.get('message')).toBe('未获取到NFC卡片信息');
    const abroad = await location(app, 'NO-SUCH-CARD', { host: hostOf('abroad') });
    expect(abroad.searchParams.get('message')).toBe('NFC card info not obtained');
    const es = await location(app, 'NO-SUCH-CARD?language=es');
    expect(es.searchParams.get('message')).toBe('No se obtuvo la información de la tarjeta NFC');
  });

  it('a disabled card, or one whose activity is over, carries its reason', async () => {
    const { db } = await testDatabase();
    const app = await demoApp();
    const disabled = await location(app, 'DEMO-NFC-OFF');
    expect(disabled.searchParams.get('code')).toBe('20005');
    expect(disabled.searchParams.get('message')).toBe('该NFC卡片已停用');
    expect(disabled.searchParams.get('reason')).toBe('nfc_card_disabled');
    expect(disabled.searchParams.get('id')).toBe('1002');

    const ended = await makeActivity(db, { size: 1, status: 'ended' });
    await db.insert(nfcCards).values({ code: `T-ENDED-${ended.id}`, activityId: ended.id, platform: 'xhs' });
    const over = await location(app, `T-ENDED-${ended.id}`);
    expect(over.searchParams.get('code')).toBe('20002');
    expect(over.searchParams.get('message')).toBe('活动已结束');
    expect(over.searchParams.get('reason')).toBe('activity_ended');
  });
});
