import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPool } from '../src/db/client';
import { platformAccountEvents, platformAccounts } from '../src/modules/platform-auth/schema';
import { kuaishouAuthorizations } from '../src/modules/oauth/schema';
import type { LoopbackPlatformServer } from '../src/integrations/loopback/loopback-server';
import { sealStoredTokens } from '../src/modules/oauth/repo';
import { refreshAccount, refreshDue } from '../src/modules/platform-auth/refresh';
import { get, post } from './auth-kit';
import { demoAdmin } from './console-kit';
import { demoApp } from './distribution-helper';
import { accountConfig, authorize, cache, startAccountFake } from './platform-auth-kit';
import { testDatabase, testDatabaseUrl } from './test-database';

let fake: LoopbackPlatformServer;
let token: string;
beforeAll(async () => {
  fake = await startAccountFake();
});
afterAll(() => fake.close());

async function setup() {
  const app = await demoApp(accountConfig(fake));
  token ??= await demoAdmin(app);
  return app;
}

/** A fresh Douyin account of the demo team whose access token is about to expire. */
async function dueAccount(app: Awaited<ReturnType<typeof setup>>, platform: 'douyin' | 'tiktok' = 'douyin') {
  const user = `u_${randomUUID().slice(0, 8)}`;
  const { code } = await authorize(app, platform, token, user);
  const id = (await cache(app, platform, token, code)).data.account.account_id as number;
  const { db } = await testDatabase();
  await db
    .update(platformAccounts)
    .set({ accessExpiresAt: new Date(Date.now() + 60_000) })
    .where(eq(platformAccounts.id, id));
  return { id, user };
}

const row = async (id: number) => {
  const { db } = await testDatabase();
  const [r] = await db.select().from(platformAccounts).where(eq(platformAccounts.id, id));
  return r!;
};
const deps = async (app: Awaited<ReturnType<typeof setup>>) => ({
  db: (await testDatabase()).db,
  platforms: app.platforms,
  cipher: app.tokenCipher,
});

describe('platform tokens: refresh, revocation, encryption', { timeout: 120_000 }, () => {
  it('refreshes a due account before expiry (new tokens, history), and skips one that is not due', async () => {
    const app = await setup();
    const { id } = await dueAccount(app, 'tiktok');
    const before = await row(id);
    const counts = await refreshDue(await deps(app));
    expect(counts.refreshed).toBeGreaterThanOrEqual(1);
    const after = await row(id);
    expect(after.accessTokenEnc).not.toBe(before.accessTokenEnc);
    expect(after.accessExpiresAt.getTime()).toBeGreaterThan(Date.now() + 3600_000);
    expect(after.refreshedAt).not.toBeNull();
    expect(await refreshAccount(await deps(app), id)).toBe('skipped');
  });

  it('a temporary failure (5xx, time-out) keeps the account ok, no notice, retried later', async () => {
    const app = await setup();
    const { id } = await dueAccount(app);
    fake.ctx.failNext('douyin.refresh', 'busy', 503);
    expect(await refreshAccount(await deps(app), id)).toBe('temporary');
    const r = await row(id);
    expect(r).toMatchObject({ state: 'ok', refreshFailures: 1, noticeAt: null });
    expect(r.nextRefreshAt!.getTime()).toBeGreaterThan(Date.now());
    fake.ctx.failNext('douyin.refresh', 'slow', 504);
    expect(await refreshAccount(await deps(app), id)).toBe('temporary');
    expect(
      (await get(app, '/member/platform_accounts/notices', {}, { token })).data.items.map(
        (n: { account_id: number }) => n.account_id,
      ),
    ).not.toContain(id);
  });

  it('revocation → needs re-authorization with exactly one notice; re-authorizing clears it', async () => {
    const app = await setup();
    const { id, user } = await dueAccount(app);
    fake.accounts.revoked.add(user);
    expect(await refreshAccount(await deps(app), id)).toBe('revoked');
    expect(await refreshAccount(await deps(app), id, { force: true })).toBe('skipped');
    await refreshDue(await deps(app));
    expect((await row(id)).state).toBe('needs_reauth');
    const notices = await get(app, '/member/platform_accounts/notices', {}, { token, language: 'en' });
    const mine = notices.data.items.filter((n: { account_id: number }) => n.account_id === id);
    expect(mine).toHaveLength(1);
    expect(mine[0].message).toMatch(/verification expired, reauthorise$/);
    const { db } = await testDatabase();
    const kinds = (
      await db.select().from(platformAccountEvents).where(eq(platformAccountEvents.accountId, id))
    ).map((e) => e.kind);
    expect(kinds.filter((k) => k === 'revoked')).toHaveLength(1);
    expect(
      (await get(app, '/member/platform_accounts/list', { platform: 'douyin' }, { token })).data.items.find(
        (a: { account_id: number }) => a.account_id === id,
      ).state,
    ).toBe('needs_reauth');

    fake.accounts.revoked.delete(user);
    await authorize(app, 'douyin', token, user, { account_id: String(id) });
    expect(await row(id)).toMatchObject({ state: 'ok', noticeAt: null });
    expect(
      (await post(app, '/member/platform_accounts/notices/dismiss', { account_id: id }, { token })).code,
    ).toBe(0);
  });

  it('two refreshes of one account at once (two connections on PostgreSQL) call the platform once', async () => {
    const app = await setup();
    const { id } = await dueAccount(app);
    const url = await testDatabaseUrl();
    const second = url ? fromPool(new pg.Pool({ connectionString: url, max: 2 })) : undefined;
    try {
      const calls = fake.ctx.callsOf('douyin.refresh');
      const one = await deps(app);
      const two = second ? { ...one, db: second.db } : one;
      const outcomes = await Promise.all([refreshAccount(one, id), refreshAccount(two, id)]);
      expect(outcomes.sort()).toEqual(['refreshed', 'skipped']);
      expect(fake.ctx.callsOf('douyin.refresh')).toBe(calls + 1);
    } finally {
      await second?.close();
    }
  });

  it('tokens are unreadable in the database: no column holds them in clear', async () => {
    const app = await setup();
    const { id } = await dueAccount(app);
    const r = await row(id);
    const access = app.tokenCipher.decrypt(r.accessTokenEnc, r.keyId, `platform_accounts.access:${id}`);
    const refresh = app.tokenCipher.decrypt(r.refreshTokenEnc, r.keyId, `platform_accounts.refresh:${id}`);
    expect(access).toMatch(/^douyin-access\./);
    const { db } = await testDatabase();
    const dump = JSON.stringify(await db.select().from(platformAccounts));
    expect(dump).not.toContain(access);
    expect(dump).not.toContain(refresh);
    // Swapping ciphertexts between columns or rows does not decrypt.
    expect(() =>
      app.tokenCipher.decrypt(r.accessTokenEnc, r.keyId, `platform_accounts.refresh:${id}`),
    ).toThrow();
  });

  it('Kuaishou tokens stored in clear before issue 15 are encrypted at start', async () => {
    const app = await setup();
    const { db } = await testDatabase();
    const id = `legacy-${randomUUID()}`;
    await db.insert(kuaishouAuthorizations).values({
      id,
      brandKey: 'vidmatrix',
      appId: 'ks_test_vidmatrix',
      openId: 'o1',
      accessToken: 'plain-access-token',
      accessExpiresAt: new Date(Date.now() + 3600_000),
      refreshToken: 'plain-refresh-token',
      scopes: 'user_info',
    });
    expect(await sealStoredTokens(db, app.tokenCipher)).toBeGreaterThanOrEqual(1);
    const [r] = await db.select().from(kuaishouAuthorizations).where(eq(kuaishouAuthorizations.id, id));
    expect(r!.keyId).toBe(app.tokenCipher.currentKeyId);
    expect(JSON.stringify(r)).not.toContain('plain-');
    expect(app.tokenCipher.decrypt(r!.accessToken, r!.keyId!, `kuaishou_authorizations.access:${id}`)).toBe(
      'plain-access-token',
    );
    expect(await sealStoredTokens(db, app.tokenCipher)).toBe(0);
  });
});
