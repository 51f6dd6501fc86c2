import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import { DouyinClient, douyinShareSignature } from './douyin';
import { startLoopbackPlatforms, type LoopbackPlatformServer } from './loopback/loopback-server';
import { verifyLoopbackXhsCardConfig } from './loopback/loopback-xhs';
import { KuaishouClient } from './kuaishou';
import { fixedBase } from './platform-http';
import { TokenCache } from './token-cache';
import { XhsClient } from './xhs';

const DOUYIN = { clientKey: 'awk_test', clientSecret: 'dy-secret' };
const XHS = { appKey: 'red.test', appSecret: 'xhs-secret' };
const KS = { appId: 'ks_test', appSecret: 'ks-secret' };

let fake: LoopbackPlatformServer;
let clock = Date.now();
const now = () => clock;

beforeAll(async () => {
  fake = await startLoopbackPlatforms({
    apps: { douyin: [DOUYIN], xhs: [XHS], kuaishou: [KS] },
    now,
    tokenTtlSeconds: 7200,
  });
});
afterAll(() => fake.close());

const douyin = (over: Partial<ConstructorParameters<typeof DouyinClient>[0]> = {}) =>
  new DouyinClient({ credentials: DOUYIN, baseUrl: fixedBase(fake.baseUrl), timeoutMs: 2000, now, ...over });

async function platformError(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('TokenCache', () => {
  it('shares one refresh between concurrent callers and does not cache failures', async () => {
    let calls = 0;
    let fail = true;
    const cache = new TokenCache(async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 5));
      if (fail) throw new Error('down');
      return { value: `t${calls}`, expiresIn: 7200 };
    });
    const failed = await Promise.allSettled(Array.from({ length: 10 }, () => cache.get()));
    expect(failed.every((r) => r.status === 'rejected')).toBe(true);
    expect(calls).toBe(1);
    fail = false;
    const values = await Promise.all(Array.from({ length: 10 }, () => cache.get()));
    expect(new Set(values)).toEqual(new Set(['t2']));
    expect(calls).toBe(2);
  });
});

describe('DouyinClient against the fake', () => {
  it('makes one client_token and one getticket call for 20 concurrent share links', async () => {
    const client = douyin();
    const before = {
      token: fake.ctx.callsOf('douyin.client_token'),
      ticket: fake.ctx.callsOf('douyin.getticket'),
    };
    const links = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        client.shareLink({ videoUrl: `https://v.cn/${i}.mp4`, title: `t ${i}`, hashtags: ['a'] }),
      ),
    );
    expect(fake.ctx.callsOf('douyin.client_token') - before.token).toBe(1);
    expect(fake.ctx.callsOf('douyin.getticket') - before.ticket).toBe(1);
    expect(new Set(links.map((l) => l.shareId)).size).toBe(20);
    for (const link of links) expect(fake.douyin.shareIds.get(link.shareId)).toBe(DOUYIN.clientKey);
  });

  it('signs the link with the cached ticket and puts the share id in state', async () => {
    const client = douyin();
    const link = await client.shareLink({
      videoUrl: 'https://v.cn/1.mp4',
      cdnVideoUrl: 'https://cdn.v.cn/1.mp4',
      title: 'Hello world',
      hashtags: ['#café'],
    });
    const params = new URLSearchParams(link.schema.split('?')[1]);
    const ticket = await client.ticket();
    expect(params.get('client_key')).toBe(DOUYIN.clientKey);
    expect(params.get('signature')).toBe(
      douyinShareSignature({
        nonceStr: params.get('nonce_str')!,
        ticket,
        timestamp: params.get('timestamp')!,
      }),
    );
    expect(params.get('timestamp')).toBe(String(Math.floor(clock / 1000)));
    expect(params.get('state')).toBe(link.shareId);
    expect(params.get('hashtag_list')).toBe('["café"]');
    const cdn = new URLSearchParams(link.cdnSchema!.split('?')[1]);
    expect(cdn.get('video_path')).toBe('https://cdn.v.cn/1.mp4');
    expect(cdn.get('state')).toBe(link.shareId);
    expect(cdn.get('signature')).toBe(params.get('signature'));
  });

  it('refreshes the tokens after they expire', async () => {
    const client = douyin();
    await client.shareLink({ videoUrl: 'https://v.cn/1.mp4', title: 't', hashtags: [] });
    const before = fake.ctx.callsOf('douyin.client_token');
    await client.shareLink({ videoUrl: 'https://v.cn/1.mp4', title: 't', hashtags: [] });
    expect(fake.ctx.callsOf('douyin.client_token')).toBe(before);
    clock += 7200 * 1000;
    await client.shareLink({ videoUrl: 'https://v.cn/1.mp4', title: 't', hashtags: [] });
    expect(fake.ctx.callsOf('douyin.client_token')).toBe(before + 1);
  });

  it("maps the platform's refusal to 20008 with its message", async () => {
    const client = douyin({ credentials: { clientKey: DOUYIN.clientKey, clientSecret: 'wrong' } });
    const err = await platformError(client.clientToken());
    expect(err.code).toBe(20008);
    expect(err.messageKey).toBe('error.douyin_failed');
    expect(err.params.detail).toBe('client_token: client_key or client_secret is wrong (10013)');
    expect(err.data).toMatchObject({ platform: 'douyin', platform_code: 10013 });
  });

  it('drops the cached token when the platform refuses a call made with it', async () => {
    const client = douyin();
    await client.shareId();
    fake.ctx.failNext('douyin.share_id', 'access_token expired', 2190008);
    const err = await platformError(client.shareId());
    expect(err.params.detail).toBe('share-id: access_token expired (2190008)');
    const before = fake.ctx.callsOf('douyin.client_token');
    await client.shareId();
    expect(fake.ctx.callsOf('douyin.client_token')).toBe(before + 1);
  });

  it('times out on a platform that does not answer', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const port = (silent.address() as { port: number }).port;
    try {
      const client = douyin({ baseUrl: fixedBase(`http://127.0.0.1:${port}`), timeoutMs: 200 });
      const err = await platformError(client.clientToken());
      expect(err.code).toBe(20008);
      expect(err.messageKey).toBe('error.douyin_unreachable');
      expect(err.params.detail).toBe('client_token: no answer within 0.2 s');
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('reports a refused connection', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as { port: number }).port;
    await new Promise((r) => closed.close(r));
    const client = douyin({ baseUrl: fixedBase(`http://127.0.0.1:${port}`) });
    const err = await platformError(client.clientToken());
    expect(err.messageKey).toBe('error.douyin_unreachable');
    expect(err.params.detail).toBe('client_token: ECONNREFUSED');
  });
});

describe('XhsClient against the fake', () => {
  const xhs = (credentials = XHS) =>
    new XhsClient({ credentials, baseUrl: fixedBase(fake.baseUrl), timeoutMs: 2000, now });

  it('signs the card config with an access token the platform issued (two steps)', async () => {
    const client = xhs();
    const config = await client.cardConfig();
    expect(config.app_key).toBe(XHS.appKey);
    expect(config.timestamp).toBe(String(clock));
    expect(config.nonce).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(verifyLoopbackXhsCardConfig(fake.xhs, config, clock)).toBe(true);
    expect(verifyLoopbackXhsCardConfig(fake.xhs, { ...config, nonce: 'other' }, clock)).toBe(false);
  });

  it('fetches the access token once for 20 concurrent configs', async () => {
    const client = xhs();
    const before = fake.ctx.callsOf('xhs.access_token');
    const configs = await Promise.all(Array.from({ length: 20 }, () => client.cardConfig()));
    expect(fake.ctx.callsOf('xhs.access_token') - before).toBe(1);
    expect(new Set(configs.map((c) => c.nonce)).size).toBe(20);
  });

  it("maps a wrong secret to 20008 with Xiaohongshu's message", async () => {
    const err = await platformError(xhs({ appKey: XHS.appKey, appSecret: 'nope' }).cardConfig());
    expect(err.code).toBe(20008);
    expect(err.params.detail).toBe('access_token: signature verification failed (900004)');
  });
});

describe('KuaishouClient against the fake', () => {
  const ks = () =>
    new KuaishouClient({
      credentials: KS,
      baseUrl: fixedBase(fake.baseUrl),
      authorizeUrl: `${fake.baseUrl}/oauth2/authorize`,
      timeoutMs: 2000,
      uploadTimeoutMs: 5000,
    });

  it('builds the authorize URL (ua=pc on desktop only)', () => {
    const url = new URL(ks().authorizeUrl({ state: 's1', redirectUri: 'https://a.cn/cb', desktop: true }));
    expect(url.pathname).toBe('/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      app_id: KS.appId,
      scope: 'user_info,user_video_publish',
      response_type: 'code',
      redirect_uri: 'https://a.cn/cb',
      state: 's1',
      ua: 'pc',
    });
    expect(ks().authorizeUrl({ state: 's', redirectUri: 'https://a.cn/cb', desktop: false })).not.toContain(
      'ua=',
    );
  });

  async function authorize(): Promise<string> {
    const url = ks().authorizeUrl({ state: 'xyz', redirectUri: 'https://a.cn/cb?p=1', desktop: false });
    const page = await fetch(url);
    expect(page.headers.get('content-type')).toContain('text/html');
    const approve = (await page.text()).match(/id="approve" href="([^"]+)"/)![1]!.replaceAll('&amp;', '&');
    const res = await fetch(`${fake.baseUrl}${approve}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('https://a.cn/cb');
    expect(location.searchParams.get('p')).toBe('1');
    expect(location.searchParams.get('state')).toBe('xyz');
    return location.searchParams.get('code')!;
  }

  it('exchanges a code once (result 1 = ok) and refreshes', async () => {
    const client = ks();
    const code = await authorize();
    const tokens = await client.exchangeCode(code);
    expect(tokens.openId).toMatch(/^fake_open_/);
    expect(tokens.scopes).toEqual(['user_info', 'user_video_publish']);
    expect(tokens.expiresIn).toBe(172_800);
    const again = await platformError(client.exchangeCode(code));
    expect(again.params.detail).toBe('access_token: code is invalid, expired or already used (100200101)');
    const refreshed = await client.refreshToken(tokens.refreshToken);
    expect(refreshed.openId).toBe(tokens.openId);
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
  });

  it('publishes: start_upload, the bytes streamed to the upload endpoint, publish with caption and cover', async () => {
    const client = ks();
    const { accessToken, openId } = await client.exchangeCode(await authorize());
    const video = randomBytes(300_000);
    const cover = randomBytes(2_000);
    const stream = Readable.from([video.subarray(0, 100_000), video.subarray(100_000)]);
    const { photoId } = await client.publish({
      accessToken,
      video: stream,
      videoSize: video.length,
      caption: '好咖啡 #探店',
      cover,
    });
    const published = fake.kuaishou.published.find((p) => p.photoId === photoId)!;
    expect(published).toMatchObject({
      openId,
      caption: '好咖啡 #探店',
      coverBytes: 2_000,
      coverType: 'image/jpeg',
    });
    expect(published.video).toMatchObject({
      size: video.length,
      sha256: createHash('sha256').update(video).digest('hex'),
      contentType: 'video/mp4',
    });
  });

  it('refuses an invalid access token and maps publish errors to 20008', async () => {
    const client = ks();
    const bad = await platformError(
      client.publish({ accessToken: 'nope', video: Buffer.from('x'), videoSize: 1, caption: 'c' }),
    );
    expect(bad.code).toBe(20008);
    expect(bad.params.detail).toBe('start_upload: access_token is invalid or expired (100200103)');

    const { accessToken } = await client.exchangeCode(await authorize());
    fake.ctx.failNext('kuaishou.publish', 'video is under review limits', 100200999);
    const err = await platformError(
      client.publish({
        accessToken,
        video: Buffer.from('bytes'),
        videoSize: 5,
        caption: 'c',
        cover: Buffer.from('jpg'),
      }),
    );
    expect(err.messageKey).toBe('error.kuaishou_failed');
    expect(err.params.detail).toBe('publish: video is under review limits (100200999)');
    expect(err.data).toMatchObject({ platform: 'kuaishou', platform_code: 100200999 });
  });
});
