import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../src/modules/distribution/schema';
import { douyinShares } from '../src/modules/distribution/schema';
import { douyinShareSignature, douyinWebhookSignature } from '../src/integrations/douyin';
import { loopbackDouyinWebhook } from '../src/integrations/loopback/loopback-douyin';
import type { LoopbackPlatformServer } from '../src/integrations/loopback/loopback-server';
import { demoApp, videoOf, visitor, type Envelope, type Video } from './distribution-helper';
import { configuredFor, startTestFake, TEST_APPS } from './fakes/platform-test-kit';
import { testDatabase } from './test-database';

const WEBHOOK = '/api/open/douyin/webhook';

let fake: LoopbackPlatformServer;
beforeAll(async () => {
  fake = await startTestFake();
});
afterAll(() => fake.close());

async function claimDouyin(app: FastifyInstance, v = visitor()) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/member/douyin/share_activity/video?id=1001',
    headers: { 'visitor-id': v },
  });
  const reply = res.json() as Envelope<Video>;
  return { reply, item: videoOf(reply) };
}

function webhook(
  app: FastifyInstance,
  input: Partial<Parameters<typeof loopbackDouyinWebhook>[0]> & {
    event: string;
    content: Record<string, unknown>;
  },
  tamper?: (h: Record<string, string>) => void,
) {
  const { body, headers } = loopbackDouyinWebhook({ ...TEST_APPS.douyin, ...input });
  tamper?.(headers);
  return app.inject({ method: 'POST', url: WEBHOOK, headers, payload: body });
}

describe('Douyin share links in a claim', () => {
  it('signs schema_v2 and cdn_schema_v2 with the ticket and records the share id for the claim', async () => {
    const app = await demoApp(configuredFor(fake));
    const { reply, item } = await claimDouyin(app);
    const schema = String(reply.data.schema_v2);
    expect(
      schema.startsWith('snssdk1128://openplatform/share?share_type=h5&client_key=awk_test_vidmatrix&'),
    ).toBe(true);
    const params = new URLSearchParams(schema.split('?')[1]);
    const ticket = [...fake.douyin.tickets.keys()].at(-1)!;
    expect(params.get('signature')).toBe(
      douyinShareSignature({
        nonceStr: params.get('nonce_str')!,
        ticket,
        timestamp: params.get('timestamp')!,
      }),
    );
    expect(params.get('video_path')).toBe(item.video_url);
    expect(params.get('share_to_publish')).toBe('1');
    expect(schema).not.toContain('+');
    expect(reply.data.demo_platform).toBe(false);
    const cdn = new URLSearchParams(String(reply.data.cdn_schema_v2).split('?')[1]);
    expect(cdn.get('state')).toBe(params.get('state'));

    const { db } = await testDatabase();
    const [share] = await db
      .select()
      .from(douyinShares)
      .where(eq(douyinShares.shareId, params.get('state')!));
    expect(share).toMatchObject({
      brandKey: 'vidmatrix',
      activityId: 1001,
      videoId: item.mixed_video_id,
      postedAt: null,
    });
  });

  it("a re-show keeps its link's share id; a change records a new one for the new video", async () => {
    const app = await demoApp(configuredFor(fake));
    const v = visitor();
    const state = (reply: Envelope<Video>) =>
      new URLSearchParams(String(reply.data.schema_v2).split('?')[1]).get('state')!;
    const first = await claimDouyin(app, v);
    const again = await claimDouyin(app, v);
    expect(again.item.mixed_video_id).toBe(first.item.mixed_video_id);
    expect(state(again.reply)).toBe(state(first.reply));
    const change = (
      await app.inject({
        method: 'POST',
        url: '/api/member/douyin/share_activity/random',
        headers: { 'visitor-id': v },
        payload: { id: 1001, prev_id: first.item.mixed_video_id },
      })
    ).json() as Envelope<Video>;
    const changed = videoOf(change);
    expect(changed.mixed_video_id).not.toBe(first.item.mixed_video_id);
    expect(state(change)).not.toBe(state(first.reply));
    const { db } = await testDatabase();
    for (const [reply, videoId] of [
      [first.reply, first.item.mixed_video_id],
      [change, changed.mixed_video_id],
    ] as const) {
      const [share] = await db
        .select()
        .from(douyinShares)
        .where(eq(douyinShares.shareId, state(reply)));
      expect(share).toMatchObject({ activityId: 1001, videoId });
    }
  });

  it('one client_token and one getticket call for concurrent claims', async () => {
    const app = await demoApp(configuredFor(fake));
    const before = {
      token: fake.ctx.callsOf('douyin.client_token'),
      ticket: fake.ctx.callsOf('douyin.getticket'),
    };
    const claims = await Promise.all(Array.from({ length: 6 }, () => claimDouyin(app)));
    expect(new Set(claims.map((c) => c.item.mixed_video_id)).size).toBe(6);
    expect(fake.ctx.callsOf('douyin.client_token') - before.token).toBe(1);
    expect(fake.ctx.callsOf('douyin.getticket') - before.ticket).toBe(1);
  });

  it('uses the demo app on the loopback fake without credentials, and says so', async () => {
    const app = await demoApp();
    const { reply } = await claimDouyin(app);
    expect(String(reply.data.schema_v2)).toContain('client_key=demo_douyin_client_key');
    expect(reply.data.demo_platform).toBe(true);
  });
});

describe('POST /api/open/douyin/webhook', () => {
  it('answers verify_webhook with its challenge', async () => {
    const app = await demoApp(configuredFor(fake));
    const res = await webhook(app, { event: 'verify_webhook', content: { challenge: 12345 } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"challenge":12345}');
  });

  it('refuses a bad signature, an unknown app and a body that is not JSON', async () => {
    const app = await demoApp(configuredFor(fake));
    const bad = await webhook(app, { event: 'verify_webhook', content: { challenge: 1 } }, (h) => {
      h['x-douyin-signature'] = '0'.repeat(40);
    });
    expect(bad.statusCode).toBe(403);
    expect(bad.json()).toMatchObject({ code: 40300, message: '回调签名校验失败' });
    const missing = await webhook(app, { event: 'verify_webhook', content: { challenge: 1 } }, (h) => {
      delete h['x-douyin-signature'];
    });
    expect(missing.statusCode).toBe(403);
    const otherApp = await webhook(app, {
      clientKey: 'awk_someone_else',
      clientSecret: 'x',
      event: 'verify_webhook',
      content: { challenge: 1 },
    });
    expect(otherApp.statusCode).toBe(403);
    const garbage = await app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(garbage.json()).toMatchObject({ code: 40001 });
  });

  it('checks the signature over the exact bytes (whitespace and key order matter)', async () => {
    const app = await demoApp(configuredFor(fake));
    const { body, headers } = loopbackDouyinWebhook({
      ...TEST_APPS.douyin,
      event: 'verify_webhook',
      content: { challenge: 7 },
    });
    const reformatted = Buffer.from(JSON.stringify(JSON.parse(body.toString()), null, 1));
    const res = await app.inject({ method: 'POST', url: WEBHOOK, headers, payload: reformatted });
    expect(res.statusCode).toBe(403);
  });

  it('create_video marks the claim posted, once; a repeated Msg-Id is a no-op', async () => {
    const app = await demoApp(configuredFor(fake));
    const { reply, item } = await claimDouyin(app);
    const shareId = new URLSearchParams(String(reply.data.schema_v2).split('?')[1]).get('state')!;
    const content = { share_id: shareId, item_id: '@9VwKzuuES8gmaXS6ZohvSs' };

    const first = await webhook(app, {
      event: 'create_video',
      content,
      msgId: 'msg-1',
      fromUserId: 'open-1',
    });
    expect(first.json()).toEqual({
      code: 0,
      message: 'ok',
      data: { event: 'create_video', duplicate: false, posted: true },
    });
    const { db } = await testDatabase();
    const [video] = await db.select().from(videos).where(eq(videos.id, item.mixed_video_id));
    expect(video!.postedAt).not.toBeNull();
    expect(video!.publishedAt).not.toBeNull();
    const [share] = await db.select().from(douyinShares).where(eq(douyinShares.shareId, shareId));
    expect(share).toMatchObject({ itemId: '@9VwKzuuES8gmaXS6ZohvSs', posterOpenId: 'open-1' });
    expect(share!.postedAt).not.toBeNull();

    const retry = await webhook(app, { event: 'create_video', content, msgId: 'msg-1' });
    expect(retry.json()).toMatchObject({ data: { duplicate: true, posted: false } });
    const again = await webhook(app, { event: 'create_video', content, msgId: 'msg-2' });
    expect(again.json()).toMatchObject({ data: { duplicate: false, posted: false } });
  });

  it('accepts content sent as a JSON string, and ignores unknown share ids and other events', async () => {
    const app = await demoApp(configuredFor(fake));
    const { reply } = await claimDouyin(app);
    const shareId = new URLSearchParams(String(reply.data.schema_v2).split('?')[1]).get('state')!;
    const { body, headers } = loopbackDouyinWebhook({
      ...TEST_APPS.douyin,
      event: 'create_video',
      content: {},
    });
    const parsed = JSON.parse(body.toString()) as Record<string, unknown>;
    parsed.content = JSON.stringify({ share_id: shareId, item_id: 'x' });
    const raw = Buffer.from(JSON.stringify(parsed));
    headers['x-douyin-signature'] = douyinWebhookSignature(TEST_APPS.douyin.clientSecret, raw);
    const res = await app.inject({ method: 'POST', url: WEBHOOK, headers, payload: raw });
    expect(res.json()).toMatchObject({ data: { posted: true } });

    const unknown = await webhook(app, {
      event: 'create_video',
      content: { share_id: '7000000000000000000' },
    });
    expect(unknown.json()).toMatchObject({ code: 0, data: { posted: false } });
    const other = await webhook(app, { event: 'authorize', content: { scopes: 'user_info' } });
    expect(other.json()).toMatchObject({ code: 0, data: { event: 'authorize', posted: false } });
  });

  it('takes webhooks of the demo app for brands on the demo', async () => {
    const app = await demoApp();
    const { reply, item } = await claimDouyin(app);
    const shareId = new URLSearchParams(String(reply.data.schema_v2).split('?')[1]).get('state')!;
    const demo = app.platforms.douyinApp('demo_douyin_client_key')!;
    const res = await webhook(app, {
      clientKey: 'demo_douyin_client_key',
      clientSecret: demo.clientSecret,
      event: 'create_video',
      content: { share_id: shareId, item_id: 'i' },
    });
    expect(res.json()).toMatchObject({ data: { posted: true } });
    const { db } = await testDatabase();
    const [video] = await db.select().from(videos).where(eq(videos.id, item.mixed_video_id));
    expect(video!.postedAt).not.toBeNull();
  });
});
