import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nfcCards, videos } from '../src/modules/distribution/schema';
import { kuaishouAuthorizations } from '../src/modules/oauth/schema';
import { kuaishouPublishTasks } from '../src/modules/platform-tasks/schema';
import type { LoopbackPlatformServer } from '../src/integrations/loopback/loopback-server';
import { DEMO_DIR } from '../src/integrations/storage/keys';
import { demoApp, makeActivity, PATHS, post, videoOf, visitor } from './distribution-helper';
import {
  approveOnAuthorizePage,
  configuredFor,
  cookiesOf,
  localPath,
  startTestFake,
  TEST_APPS,
} from './fakes/platform-test-kit';
import { testDatabase } from './test-database';

const AUTHORIZE = '/api/open/kuaishou/oauth/authorize';
const CREATE_TASK = '/api/open/kuaishou/create_task';
const SHARE_URL = '/api/open/distribution/nfc_card/get_share_url';

let fake: LoopbackPlatformServer;
beforeAll(async () => {
  fake = await startTestFake();
});
afterAll(() => fake.close());

/** authorize → Kuaishou's page → callback: the page URL the browser lands on. */
async function authorizeFlow(app: FastifyInstance, query: string, headers: Record<string, string> = {}) {
  const start = await app.inject({ method: 'GET', url: `${AUTHORIZE}?${query}`, headers });
  expect(start.statusCode).toBe(302);
  const cookie = cookiesOf(start);
  expect(cookie).toMatch(/^vm_ks_oauth=/);
  const callback = await approveOnAuthorizePage(app, start.headers.location as string);
  expect(callback.pathname).toBe('/api/open/kuaishou/oauth/callback');
  const done = await app.inject({ method: 'GET', url: localPath(callback.toString()), headers: { cookie } });
  expect(done.statusCode).toBe(302);
  return { start, callback, landed: new URL(done.headers.location as string, 'http://localhost') };
}

async function authorizeId(app: FastifyInstance): Promise<string> {
  const { landed } = await authorizeFlow(
    app,
    'activity_id=1002&redirect=%2Fdistribution_video%3Fid%3D1002%26platform%3Dks',
  );
  return landed.searchParams.get('authorize_id')!;
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe('Kuaishou OAuth (a brand with its own app, against the fake)', () => {
  it('round trip: authorize URL, Kuaishou page, callback, tokens stored, back to the page with authorize_id', async () => {
    const app = await demoApp(configuredFor(fake));
    const { start, landed } = await authorizeFlow(
      app,
      'activity_id=1002&redirect=%2Fdistribution_video%3Fid%3D1002%26platform%3Dks',
      { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' },
    );
    const authorize = new URL(start.headers.location as string);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${fake.baseUrl}/oauth2/authorize`);
    expect(authorize.searchParams.get('app_id')).toBe(TEST_APPS.kuaishou.appId);
    expect(authorize.searchParams.get('scope')).toBe('user_info,user_video_publish');
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      'http://localhost:80/api/open/kuaishou/oauth/callback',
    );
    expect(authorize.searchParams.has('ua')).toBe(false);

    expect(landed.pathname).toBe('/distribution_video');
    expect(landed.searchParams.get('id')).toBe('1002');
    expect(landed.searchParams.get('platform')).toBe('ks');
    const id = landed.searchParams.get('authorize_id')!;
    expect(id).toMatch(/^[\w-]{24}$/);
    const { db } = await testDatabase();
    const [row] = await db.select().from(kuaishouAuthorizations).where(eq(kuaishouAuthorizations.id, id));
    expect(row).toMatchObject({ brandKey: 'vidmatrix', appId: TEST_APPS.kuaishou.appId, activityId: 1002 });
    expect(row!.openId).toMatch(/^fake_open_/);
    expect(row!.scopes).toBe('user_info,user_video_publish');
    expect(row!.accessExpiresAt.getTime()).toBeGreaterThan(Date.now() + 47 * 3600 * 1000);
  });

  it('asks for the PC page on desktop browsers', async () => {
    const app = await demoApp(configuredFor(fake));
    const res = await app.inject({
      method: 'GET',
      url: `${AUTHORIZE}?redirect=/receiveVideos`,
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0' },
    });
    expect(new URL(res.headers.location as string).searchParams.get('ua')).toBe('pc');
  });

  it('refuses a redirect off this site', async () => {
    const app = await demoApp(configuredFor(fake));
    for (const redirect of [
      '//evil.example/x',
      'https://evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const res = await app.inject({
        method: 'GET',
        url: `${AUTHORIZE}?redirect=${encodeURIComponent(redirect)}`,
      });
      expect(res.statusCode, redirect).toBe(400);
      expect(res.json()).toMatchObject({ code: 40000, message: 'redirect 必须是本站的页面地址' });
    }
  });

  it('refuses a forged or unbound state, and a callback from another browser', async () => {
    const app = await demoApp(configuredFor(fake));
    const start = await app.inject({ method: 'GET', url: `${AUTHORIZE}?redirect=/x` });
    const callback = await approveOnAuthorizePage(app, start.headers.location as string);
    const withoutCookie = await app.inject({ method: 'GET', url: localPath(callback.toString()) });
    expect(withoutCookie.statusCode).toBe(400);
    expect(withoutCookie.json()).toMatchObject({ code: 40000 });
    const state = callback.searchParams.get('state')!;
    const tampered = await app.inject({
      method: 'GET',
      url: `/api/open/kuaishou/oauth/callback?code=x&state=${encodeURIComponent(`A${state.slice(1)}`)}`,
      headers: { cookie: cookiesOf(start), language: 'en' },
    });
    expect(tampered.json()).toMatchObject({
      code: 40000,
      message: 'The authorization link is invalid or has expired; please authorize again',
    });
  });

  it('returns to the page with ks_error_code when the user cancels or the code is refused', async () => {
    const app = await demoApp(configuredFor(fake));
    const start = await app.inject({ method: 'GET', url: `${AUTHORIZE}?redirect=/p%3Fa%3D1&language=en` });
    const state = new URL(start.headers.location as string).searchParams.get('state')!;
    const cancelled = await app.inject({
      method: 'GET',
      url: `/api/open/kuaishou/oauth/callback?error=access_denied&state=${encodeURIComponent(state)}`,
      headers: { cookie: cookiesOf(start) },
    });
    const back = new URL(cancelled.headers.location as string, 'http://localhost');
    expect(back.pathname).toBe('/p');
    expect(back.searchParams.get('a')).toBe('1');
    expect(back.searchParams.get('ks_error_code')).toBe('20009');
    expect(back.searchParams.get('ks_error_message')).toBe(
      'Kuaishou authorization failed or was cancelled; please authorize again',
    );

    const refused = await app.inject({
      method: 'GET',
      url: `/api/open/kuaishou/oauth/callback?code=not-a-code&state=${encodeURIComponent(state)}`,
      headers: { cookie: cookiesOf(start) },
    });
    const after = new URL(refused.headers.location as string, 'http://localhost');
    expect(after.searchParams.get('ks_error_code')).toBe('20008');
    expect(after.searchParams.get('ks_error_message')).toBe(
      'Kuaishou returned an error: access_token: code is invalid, expired or already used (100200101)',
    );
    expect(after.searchParams.has('authorize_id')).toBe(false);
  });
});

describe('POST /api/open/kuaishou/create_task', () => {
  it('publishes the claimed video: the fake checks the token and receives the file, the claim is posted', async () => {
    const app = await demoApp(configuredFor(fake));
    const id = await authorizeId(app);
    const item = videoOf(await post(app, PATHS.ksRandom, { activity_id: 1002, authorize_id: id }));
    const before = fake.ctx.callsOf('kuaishou.publish');
    const res = await post<Record<string, unknown>>(app, CREATE_TASK, {
      video_title: item.video_title,
      mixed_video_id: item.mixed_video_id,
      activity_id: 1002,
      authorize_id: id,
    });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ status: 'published' });
    const published = fake.kuaishou.published.find((p) => p.photoId === res.data.photo_id)!;
    const { db } = await testDatabase();
    const [video] = await db.select().from(videos).where(eq(videos.id, item.mixed_video_id));
    expect(published.video.sha256).toBe(sha256(`${DEMO_DIR}${video!.fileKey.slice('demo/'.length)}`));
    expect(published.video.size).toBe(
      readFileSync(`${DEMO_DIR}${video!.fileKey.slice('demo/'.length)}`).length,
    );
    expect(published.coverBytes).toBe(
      readFileSync(`${DEMO_DIR}${video!.coverKey.slice('demo/'.length)}`).length,
    );
    expect(published.caption).toBe(`${item.video_title} 📍Demo café #周末去哪儿 #咖啡日记`);
    expect(video!.publishedBy).toBe(`ks:${id}`);
    expect(video!.postedAt).not.toBeNull();

    // Again (double tap, retry): the same task, nothing posted twice.
    const again = await post<Record<string, unknown>>(app, CREATE_TASK, {
      video_title: item.video_title,
      mixed_video_id: item.mixed_video_id,
      activity_id: 1002,
      authorize_id: id,
    });
    expect(again.data).toEqual(res.data);
    expect(fake.ctx.callsOf('kuaishou.publish')).toBe(before + 1);
  });

  it("answers 20008 with Kuaishou's message, and a retry publishes", async () => {
    const app = await demoApp(configuredFor(fake));
    const id = await authorizeId(app);
    const item = videoOf(await post(app, PATHS.ksRandom, { activity_id: 1002, authorize_id: id }));
    const payload = {
      video_title: '',
      mixed_video_id: item.mixed_video_id,
      activity_id: 1002,
      authorize_id: id,
    };
    fake.ctx.failNext('kuaishou.publish', 'daily publish quota exceeded', 100200429);
    const failed = await post(app, CREATE_TASK, payload, undefined, { language: 'en' });
    expect(failed.status).toBe(502);
    expect(failed).toMatchObject({
      code: 20008,
      message: 'Kuaishou returned an error: publish: daily publish quota exceeded (100200429)',
      data: { platform: 'kuaishou', platform_code: 100200429 },
    });
    const { db } = await testDatabase();
    const [task] = await db
      .select()
      .from(kuaishouPublishTasks)
      .where(eq(kuaishouPublishTasks.authorizeId, id));
    expect(task).toMatchObject({ status: 'failed' });
    // The video stays taken by this claimer, so the retry may publish it.
    const retry = await post<Record<string, unknown>>(app, CREATE_TASK, payload);
    expect(retry.data).toMatchObject({ status: 'published', task_id: task!.id });
  });

  it('refuses an unknown authorization (20009) and a video the claimer does not hold (20004)', async () => {
    const app = await demoApp(configuredFor(fake));
    const unknown = await post(app, CREATE_TASK, {
      video_title: 't',
      mixed_video_id: 100201,
      activity_id: 1002,
      authorize_id: 'nope',
    });
    expect(unknown).toMatchObject({ status: 401, code: 20009, data: { reauthorize: true } });

    const id = await authorizeId(app);
    const someoneElses = videoOf(await post(app, PATHS.ksRandom, { activity_id: 1002 }, visitor()));
    const res = await post(app, CREATE_TASK, {
      video_title: 't',
      mixed_video_id: someoneElses.mixed_video_id,
      activity_id: 1002,
      authorize_id: id,
    });
    expect(res).toMatchObject({ status: 409, code: 20004 });
  });

  it('enforces the claim limit before posting anything', async () => {
    const app = await demoApp(configuredFor(fake));
    const { db } = await testDatabase();
    const activity = await makeActivity(db, { size: 4, platforms: ['ks'], claimLimit: 1 });
    const id = await authorizeId(app);
    const first = videoOf(await post(app, PATHS.ksRandom, { activity_id: activity.id, authorize_id: id }));
    const payload = (videoId: number) => ({
      video_title: 't',
      mixed_video_id: videoId,
      activity_id: activity.id,
      authorize_id: id,
    });
    expect((await post(app, CREATE_TASK, payload(first.mixed_video_id))).code).toBe(0);
    const before = fake.ctx.callsOf('kuaishou.start_upload');
    const second = await post(app, PATHS.ksRandom, { activity_id: activity.id, authorize_id: id });
    expect(second.code).toBe(20003);
    expect(fake.ctx.callsOf('kuaishou.start_upload')).toBe(before);
  });
});

describe('Kuaishou on the demo app (no credentials)', () => {
  it('authorizes on our own demo page and publishes through the in-process loopback fake', async () => {
    const app = await demoApp();
    const start = await app.inject({
      method: 'GET',
      url: `${AUTHORIZE}?activity_id=1002&redirect=%2Fdistribution_video%3Fid%3D1002`,
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    const location = new URL(start.headers.location as string);
    expect(location.origin).toBe('http://localhost');
    expect(location.pathname).toBe('/api/open/kuaishou/oauth/demo/oauth2/authorize');
    const page = await app.inject({
      method: 'GET',
      url: localPath(location.toString()),
      headers: { 'accept-language': 'en' },
    });
    expect(page.body).toContain('Kuaishou authorization (demo)');
    expect(page.body).toContain('Vidmatrix is not connected to the real Kuaishou open platform');

    const callback = await approveOnAuthorizePage(app, location.toString());
    const done = await app.inject({
      method: 'GET',
      url: localPath(callback.toString()),
      headers: { cookie: cookiesOf(start) },
    });
    const id = new URL(done.headers.location as string, 'http://localhost').searchParams.get('authorize_id')!;
    expect(id).toBeTruthy();

    const item = videoOf(await post(app, PATHS.ksRandom, { activity_id: 1002, authorize_id: id }));
    const res = await post<Record<string, unknown>>(app, CREATE_TASK, {
      video_title: item.video_title,
      mixed_video_id: item.mixed_video_id,
      activity_id: 1002,
      authorize_id: id,
    });
    expect(res).toMatchObject({ code: 0, data: { status: 'published' } });
    expect(String(res.data.photo_id)).toMatch(/^fake/);
  });

  it('the demo page only sends codes to our own callback', async () => {
    const app = await demoApp();
    const start = await app.inject({ method: 'GET', url: `${AUTHORIZE}?redirect=/x` });
    const location = new URL(start.headers.location as string);
    location.searchParams.set('redirect_uri', 'https://evil.example/cb');
    const page = await app.inject({ method: 'GET', url: localPath(location.toString()) });
    expect(page.statusCode).toBe(400);
  });

  it('answers 20007 when fakes are off and the brand has no Kuaishou app', async () => {
    const app = await demoApp({ PLATFORM_FAKES: false });
    const res = await app.inject({
      method: 'GET',
      url: `${AUTHORIZE}?redirect=/x`,
      headers: { language: 'en' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 20007,
      message: 'The merchant has not configured Kuaishou publishing',
    });
  });
});

describe('POST /api/open/distribution/nfc_card/get_share_url (matrix + NFC, Kuaishou)', () => {
  it('returns the authorize link; the callback publishes the video the page shows', async () => {
    const app = await demoApp(configuredFor(fake));
    const v = visitor();
    const item = videoOf(
      await post(app, PATHS.ksRandomV2, { activity_id: 1002, nfc_code: 'DEMO-NFC-03' }, v),
    );
    const res = await app.inject({
      method: 'POST',
      url: SHARE_URL,
      headers: { 'visitor-id': v, referer: 'http://localhost/distribution_auto?nfc=DEMO-NFC-03&platform=ks' },
      payload: {
        code: 'DEMO-NFC-03',
        source: 2,
        urlParams: `mixed_video_id=${item.mixed_video_id}&source=matrix`,
      },
    });
    expect(res.json()).toMatchObject({ code: 0 });
    const url = (res.json() as { data: { url: string } }).data.url;
    expect(url.startsWith(`${fake.baseUrl}/oauth2/authorize?`)).toBe(true);

    const callback = await approveOnAuthorizePage(app, url);
    const done = await app.inject({
      method: 'GET',
      url: localPath(callback.toString()),
      headers: { cookie: cookiesOf(res) },
    });
    const landed = new URL(done.headers.location as string, 'http://localhost');
    expect(landed.pathname).toBe('/distribution_auto');
    expect(landed.searchParams.get('nfc')).toBe('DEMO-NFC-03');
    expect(landed.searchParams.get('ks_task_status')).toBe('published');
    const photoId = landed.searchParams.get('ks_photo_id');
    expect(fake.kuaishou.published.some((p) => p.photoId === photoId)).toBe(true);
    const { db } = await testDatabase();
    const [video] = await db.select().from(videos).where(eq(videos.id, item.mixed_video_id));
    expect(video!.publishedBy).toBe(`v:${v}`);
    expect(video!.postedAt).not.toBeNull();
  });

  it('needs an enabled card of this brand whose activity serves Kuaishou', async () => {
    const app = await demoApp(configuredFor(fake));
    const { db } = await testDatabase();
    await db
      .insert(nfcCards)
      .values({ code: 'T-DOUYIN-ONLY', activityId: 1001, platform: 'douyin' })
      .onConflictDoNothing();
    const ask = (code: string, host?: string) =>
      post(app, SHARE_URL, { code, source: 2 }, visitor(), host ? { host } : {});
    expect(await ask('NO-SUCH-CARD')).toMatchObject({ code: 20005 });
    expect(await ask('DEMO-NFC-OFF')).toMatchObject({ code: 20005 });
    // Another brand's card (the demo cards answer on every host: demo-every-brand.test.ts).
    const other = await makeActivity(db, { size: 1 });
    await db.insert(nfcCards).values({ code: `T-KS-${other.id}`, activityId: other.id, platform: 'ks' });
    expect(await ask(`T-KS-${other.id}`, 'jia.localhost')).toMatchObject({ code: 20005 });
    expect(await ask('T-DOUYIN-ONLY')).toMatchObject({ code: 20006 });
    // Without a video in urlParams the link only authorizes; the page then calls create_task.
    const plain = await ask('DEMO-NFC-03');
    expect(plain.code).toBe(0);
  });
});
