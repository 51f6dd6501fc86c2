import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PLATFORMS } from '@vidmatrix/contract/platform-auth';
import {
  platformAccountEvents,
  platformAccounts,
  platformAuthLinks,
} from '../src/modules/platform-auth/schema';
import { DEMO_PLATFORM_ACCOUNTS } from '../src/demo/seed-platform-auth';
import type { LoopbackPlatformServer } from '../src/integrations/loopback/loopback-server';
import { get, post } from './auth-kit';
import { demoAdmin, otherTeamAdmin } from './console-kit';
import { demoApp } from './distribution-helper';
import { hostOf } from './helper';
import {
  accountConfig,
  approveDemo,
  authorize,
  cache,
  complete,
  linkCode,
  platformRedirect,
  PLATFORMS,
  startAccountFake,
} from './platform-auth-kit';
import { testDatabase } from './test-database';

let fake: LoopbackPlatformServer;
let token: string;
beforeAll(async () => {
  fake = await startAccountFake();
});

/** A test app; the demo merchant signs in once per file (the demo account allows 5 sessions). */
async function setup(overrides: Parameters<typeof demoApp>[0]) {
  const app = await demoApp(overrides);
  token ??= await demoAdmin(app);
  return app;
}
afterAll(() => fake.close());

const user = () => `u_${randomUUID().slice(0, 8)}`;

describe(
  'platform authorization through each platform’s real client and its fake',
  { timeout: 120_000 },
  () => {
    it.each(PLATFORMS)('%s: link code, callback completion, the poller sees the account', async (p) => {
      const app = await setup(accountConfig(fake));
      const { link, done, code } = await authorize(app, p, token, user());
      expect(link.data).toMatchObject({
        platform: p,
        platform_code: AUTH_PLATFORMS[p].code,
        demo: false,
        account_id: null,
      });
      const url = new URL(link.data.authorize_url);
      expect(url.searchParams.get('state')).toMatch(new RegExp(`^${code}\\.`));
      if (p === 'tiktok') {
        expect(url.searchParams.get('code_challenge_method')).toBe('S256');
        expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
      }
      expect(done.code).toBe(0);
      expect(done.data).toMatchObject({ status: 'success', platform: p, failure: null });
      const polled = await cache(app, p, token, code);
      expect(polled.data.status).toBe('success');
      expect(polled.data.account).toMatchObject({
        platform: p,
        platform_code: AUTH_PLATFORMS[p].code,
        state: 'ok',
        demo: false,
      });
      if (AUTH_PLATFORMS[p].shop) expect(polled.data.account.shop_id).toMatch(/^7494/);
      const list = await get(app, '/member/platform_accounts/list', { platform: p }, { token });
      expect(list.data.items.map((a: { account_id: number }) => a.account_id)).toContain(
        polled.data.account.account_id,
      );
    });

    it.each(['douyin', 'tiktok'] as const)(
      '%s: the avatar is a copy in our storage, served from our origin (the page CSP allows no other)',
      async (p) => {
        const app = await setup(accountConfig(fake));
        const { done, code } = await authorize(app, p, token, user());
        const avatar = (await cache(app, p, token, code)).data.account.avatar as string;
        expect(avatar).toMatch(/^\/media\/platform-avatars\/[0-9a-f]{32}\.png$/);
        expect(done.data.account.avatar).toBe(avatar);
        const image = await app.inject({ method: 'GET', url: avatar });
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toMatch(/^image\/png/);
        expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      },
    );

    it.each(PLATFORMS)(
      '%s: a platform error ends failed, stored for the poller, no account made',
      async (p) => {
        const app = await setup(accountConfig(fake));
        const before = await countAccounts();
        fake.ctx.failNext(`${p}.token`, 'invalid code (fake)', p === 'tiktok' ? undefined : undefined);
        const { done, code } = await authorize(app, p, token, user());
        expect(done.data).toMatchObject({ status: 'failed', failure: { reason: 'platform_error' } });
        expect(done.data.message).toContain('invalid code (fake)');
        expect((await cache(app, p, token, code)).data).toMatchObject({
          status: 'failed',
          failure: { reason: 'platform_error' },
        });
        expect(await countAccounts()).toBe(before);
      },
    );

    it('a platform that does not answer (503, time-out) → timeout, never a 500', async () => {
      const app = await setup(accountConfig(fake));
      fake.ctx.failNext('tiktok_shop.token', 'down', 503);
      expect((await authorize(app, 'tiktok_shop', token, user())).done.data.failure.reason).toBe('timeout');
      fake.ctx.failNext('ocean_engine.token', 'slow', 504);
      const slow = await authorize(app, 'ocean_engine', token, user());
      expect(slow.done.status).toBe(200);
      expect(slow.done.data.failure.reason).toBe('timeout');
    });

    it('PKCE: the TikTok fake refuses a code whose challenge is not the verifier’s', async () => {
      const app = await setup(accountConfig(fake));
      const link = await linkCode(app, 'tiktok', token);
      const redirect = platformRedirect('tiktok', link, user());
      // A code issued for another challenge (an attacker's own authorization) with our state.
      const url = new URL(link.data.authorize_url);
      url.searchParams.set('code_challenge', 'A'.repeat(43));
      const forged = platformRedirect(
        'tiktok',
        { ...link, data: { ...link.data, authorize_url: url.toString() } },
        user(),
      );
      const done = await complete(app, 'tiktok', { ...redirect, code: forged.code! });
      expect(done.data.failure.reason).toBe('platform_error');
      expect(done.data.message).toContain('code_verifier');
    });

    it('state: altered → state_invalid; replayed → state_replayed and the first result stays', async () => {
      const app = await setup(accountConfig(fake));
      const first = await authorize(app, 'douyin', token, user());
      const redirect = platformRedirect('douyin', first.link, user());
      const replay = await complete(app, 'douyin', redirect);
      expect(replay.data.failure.reason).toBe('state_replayed');
      expect((await cache(app, 'douyin', token, first.code)).data.status).toBe('success');

      const link = await linkCode(app, 'douyin', token);
      const r = platformRedirect('douyin', link, user());
      expect(
        (await complete(app, 'douyin', { ...r, state: `${r.state!.slice(0, -2)}xx` })).data.failure.reason,
      ).toBe('state_invalid');
      expect((await complete(app, 'douyin', { ...r, state: 'not-a-state' })).data.failure.reason).toBe(
        'state_invalid',
      );
      // A genuine state brought to another platform's callback: refused and stored.
      expect((await complete(app, 'tiktok', r)).data.failure.reason).toBe('state_invalid');
      expect((await cache(app, 'douyin', token, link.data.link_code)).data.failure.reason).toBe(
        'state_invalid',
      );
    });

    it('a state of another brand is refused on this brand’s host', async () => {
      const app = await setup(accountConfig(fake));
      const link = await linkCode(app, 'douyin', token);
      const done = await complete(app, 'douyin', platformRedirect('douyin', link, user()), 'jia');
      expect(done.data.failure.reason).toBe('state_invalid');
    });

    it('expired link code: the callback and the poller say "verification expired, reauthorise"', async () => {
      const app = await setup(accountConfig(fake));
      const link = await linkCode(app, 'doudian', token);
      const { db } = await testDatabase();
      await db
        .update(platformAuthLinks)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(platformAuthLinks.code, link.data.link_code));
      expect((await cache(app, 'doudian', token, link.data.link_code)).data.status).toBe('expired');
      const done = await complete(app, 'doudian', platformRedirect('doudian', link, user()), 'vidmatrix');
      expect(done.data.failure.reason).toBe('expired');
      const en = await get(
        app,
        '/member/doudian/authorize/cache',
        { link_code: link.data.link_code },
        { token, language: 'en' },
      );
      expect(en.data).toMatchObject({
        status: 'expired',
        failure: { message: 'Verification expired, reauthorise' },
      });
    });

    it('cancelled on the platform → denied', async () => {
      const app = await setup(accountConfig(fake));
      const link = await linkCode(app, 'tiktok', token);
      const state = new URL(link.data.authorize_url).searchParams.get('state')!;
      const done = await complete(app, 'tiktok', {
        state,
        error: 'access_denied',
        error_description: 'user cancelled',
      });
      expect(done.data.failure.reason).toBe('denied');
    });

    it('re-authorize replaces the tokens and keeps the history; another account → binding failed; remove', async () => {
      const app = await setup(accountConfig(fake));
      const who = user();
      const first = await authorize(app, 'ocean_engine', token, who);
      const id = (await cache(app, 'ocean_engine', token, first.code)).data.account.account_id as number;
      const { db } = await testDatabase();
      const [before] = await db.select().from(platformAccounts).where(eq(platformAccounts.id, id));
      const again = await authorize(app, 'ocean_engine', token, who, { account_id: String(id) });
      expect(again.link.data.account_id).toBe(id);
      expect((await cache(app, 'ocean_engine', token, again.code)).data.account.account_id).toBe(id);
      const [after] = await db.select().from(platformAccounts).where(eq(platformAccounts.id, id));
      expect(after!.accessTokenEnc).not.toBe(before!.accessTokenEnc);
      const events = await db
        .select()
        .from(platformAccountEvents)
        .where(eq(platformAccountEvents.accountId, id));
      expect(events.map((e) => e.kind)).toEqual(['authorized', 'reauthorized']);

      const other = await authorize(app, 'ocean_engine', token, user(), { account_id: String(id) });
      expect(other.done.data.failure.reason).toBe('binding_failed');

      expect(
        (await post(app, '/member/platform_accounts/remove', { account_id: id }, { token })).data,
      ).toEqual({ removed: true });
      expect((await post(app, '/member/platform_accounts/remove', { account_id: id }, { token })).code).toBe(
        40400,
      );
    });

    it('another team’s account and link answer like unknown ones', async () => {
      const app = await setup(accountConfig(fake));
      const mine = await authorize(app, 'douyin', token, user());
      const id = (await cache(app, 'douyin', token, mine.code)).data.account.account_id as number;
      const other = await otherTeamAdmin(app);
      const unknown = await post(
        app,
        '/member/platform_accounts/remove',
        { account_id: 2_000_000_000 },
        { token: other },
      );
      const foreign = await post(
        app,
        '/member/platform_accounts/remove',
        { account_id: id },
        { token: other },
      );
      expect(foreign.status).toBe(unknown.status);
      expect({ code: foreign.code, message: foreign.message }).toEqual({
        code: unknown.code,
        message: unknown.message,
      });
      expect((await cache(app, 'douyin', other, mine.code)).code).toBe(40400);
      expect((await linkCode(app, 'douyin', other, { account_id: String(id) })).code).toBe(40400);
      expect((await get(app, '/member/platform_accounts/list', {}, { token: other })).data.total).toBe(0);
    });

    it('without credentials and with the fakes off: not configured for this brand', async () => {
      const app = await setup({ PLATFORM_FAKES: false });
      const reply = await get(app, '/member/tiktok/authorize/link_code', {}, { token, language: 'en' });
      expect(reply).toMatchObject({
        status: 503,
        code: 20007,
        message: 'This platform is not configured for this brand',
      });
    });

    it('demo mode: our demo authorize page, then the callback completes against the fake (badged demo)', async () => {
      const app = await setup({ PLATFORM_TIMEOUT_MS: 3000 });
      for (const p of PLATFORMS) {
        const link = await linkCode(app, p, token);
        expect(link.data.demo).toBe(true);
        const { callback, params } = await approveDemo(app, link.data.authorize_url);
        expect(callback.origin).toBe(`http://${hostOf('vidmatrix')}`);
        expect(callback.pathname).toBe(AUTH_PLATFORMS[p].callbackPage);
        const done = await complete(app, p, params);
        expect(done.data, p).toMatchObject({ status: 'success' });
        expect((await cache(app, p, token, link.data.link_code)).data.account.demo).toBe(true);
      }
    });

    it('demo mode: the seeded "Demo café shop" re-authorizes on a styled page, keeping its account', async () => {
      const app = await setup({ PLATFORM_TIMEOUT_MS: 3000 });
      const { db } = await testDatabase();
      const [seeded] = await db
        .select({ id: platformAccounts.id })
        .from(platformAccounts)
        .where(eq(platformAccounts.openId, DEMO_PLATFORM_ACCOUNTS.tiktokShop));
      const link = await linkCode(app, 'tiktok_shop', token, { account_id: String(seeded!.id) });
      expect(link.code).toBe(0);
      // The page's inline style is allowed by its own policy (the API's deny-all would drop it).
      const page = await app.inject({
        method: 'GET',
        url: new URL(link.data.authorize_url as string).pathname + new URL(link.data.authorize_url).search,
        headers: { host: hostOf('vidmatrix') },
      });
      const style = /<style>([^<]*)<\/style>/.exec(page.body)![1]!;
      const hash = createHash('sha256').update(style).digest('base64');
      expect(page.headers['content-security-policy']).toContain(`style-src 'sha256-${hash}'`);
      const { params } = await approveDemo(app, link.data.authorize_url);
      expect((await complete(app, 'tiktok_shop', params)).data).toMatchObject({ status: 'success' });
      expect((await cache(app, 'tiktok_shop', token, link.data.link_code)).data.account.account_id).toBe(
        seeded!.id,
      );
    });
  },
);

async function countAccounts(): Promise<number> {
  const { db } = await testDatabase();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(platformAccounts);
  return row!.n;
}
