import type { FastifyInstance } from 'fastify';
import type { AuthPlatform } from '@vidmatrix/contract/platform-auth';
import type { Config } from '../src/config/config';
import type { AccountAppsByPlatform } from '../src/integrations/account-auth/types';
import { mintAuthorizationCode } from '../src/integrations/loopback/loopback-accounts';
import {
  startLoopbackPlatforms,
  type LoopbackPlatformServer,
} from '../src/integrations/loopback/loopback-server';
import { expect } from 'vitest';
import { get, post, type Reply } from './auth-kit';
import { localPath } from './fakes/platform-test-kit';
import { hostOf } from './helper';
import { TEST_APPS } from './fakes/platform-test-kit';

/** The test brand's own apps on the five authorization platforms (the fake knows them). */
const ACCOUNT_APPS: Record<AuthPlatform, { key: string; secret: string }> = {
  douyin: { key: TEST_APPS.douyin.clientKey, secret: TEST_APPS.douyin.clientSecret },
  tiktok: { key: 'tt_test_client', secret: 'tt-test-secret' },
  tiktok_shop: { key: 'tts_test_app', secret: 'tts-test-secret' },
  doudian: { key: 'dd_test_app', secret: 'dd-test-secret' },
  ocean_engine: { key: '1790000000000001', secret: 'oe-test-secret' },
};

export const PLATFORMS = Object.keys(ACCOUNT_APPS) as AuthPlatform[];

export function startAccountFake(): Promise<LoopbackPlatformServer> {
  const accountApps: AccountAppsByPlatform = Object.fromEntries(PLATFORMS.map((p) => [p, [ACCOUNT_APPS[p]]]));
  return startLoopbackPlatforms({
    apps: { douyin: [TEST_APPS.douyin], xhs: [TEST_APPS.xhs], kuaishou: [TEST_APPS.kuaishou] },
    accountApps,
  });
}

/** The vidmatrix brand with its own apps on every platform, every API on the fake. */
export function accountConfig(fake: LoopbackPlatformServer, extra: Partial<Config> = {}): Partial<Config> {
  const a = ACCOUNT_APPS;
  return {
    PLATFORM_CREDENTIALS: {
      vidmatrix: {
        ...TEST_APPS,
        tiktok: { clientKey: a.tiktok.key, clientSecret: a.tiktok.secret },
        tiktokShop: { appKey: a.tiktok_shop.key, appSecret: a.tiktok_shop.secret, serviceId: '7300' },
        doudian: { appKey: a.doudian.key, appSecret: a.doudian.secret, serviceId: '7301' },
        oceanEngine: { appId: a.ocean_engine.key, secret: a.ocean_engine.secret },
      },
    },
    DOUYIN_API_BASE: fake.baseUrl,
    KUAISHOU_API_BASE: fake.baseUrl,
    XHS_API_BASE: fake.baseUrl,
    TIKTOK_API_BASE: fake.baseUrl,
    TIKTOK_SHOP_AUTH_BASE: fake.baseUrl,
    TIKTOK_SHOP_API_BASE: fake.baseUrl,
    DOUDIAN_API_BASE: fake.baseUrl,
    OCEAN_ENGINE_API_BASE: fake.baseUrl,
    PLATFORM_TIMEOUT_MS: 1500,
    ...extra,
  };
}

export const linkCode = (
  app: FastifyInstance,
  p: AuthPlatform,
  token: string,
  query: Record<string, string> = {},
) => get(app, `/member/${p}/authorize/link_code`, query, { token });

export const cache = (app: FastifyInstance, p: AuthPlatform, token: string, code: string) =>
  get(app, `/member/${p}/authorize/cache`, { link_code: code }, { token });

export const complete = (
  app: FastifyInstance,
  p: AuthPlatform,
  body: Record<string, string>,
  brand = 'vidmatrix',
) => post(app, `/open/${p}/authorize/complete`, body, { brand });

/** Plays the platform: the merchant approved, it redirects to our callback page with a code. */
export function platformRedirect(p: AuthPlatform, link: Reply, user: string): Record<string, string> {
  const url = new URL(link.data.authorize_url as string);
  const state = url.searchParams.get('state')!;
  const challenge = url.searchParams.get('code_challenge') ?? undefined;
  const code = mintAuthorizationCode(p, ACCOUNT_APPS[p], {
    user,
    ...(challenge ? { codeChallenge: challenge } : {}),
  });
  return p === 'ocean_engine' ? { auth_code: code, state } : { code, state };
}

/** Link code → platform → callback page completes: the completion reply and the link code. */
export async function authorize(
  app: FastifyInstance,
  p: AuthPlatform,
  token: string,
  user: string,
  query: Record<string, string> = {},
) {
  const link = await linkCode(app, p, token, query);
  if (link.code !== 0) throw new Error(`link_code: ${link.code} ${link.message}`);
  const done = await complete(app, p, platformRedirect(p, link, user));
  return { link, done, code: link.data.link_code as string };
}

/** Plays the merchant on our demo authorize page (served on the brand's host): the callback's query. */
export async function approveDemo(app: FastifyInstance, authorizeUrl: string, brand = 'vidmatrix') {
  const load = (url: string) =>
    app.inject({ method: 'GET', url: localPath(url), headers: { host: hostOf(brand) } });
  const page = await load(authorizeUrl);
  expect(page.statusCode).toBe(200);
  const approve = page.body.match(/id="approve" href="([^"]+)"/)![1]!.replaceAll('&amp;', '&');
  const approved = await load(approve);
  expect(approved.statusCode).toBe(302);
  const callback = new URL(approved.headers.location as string);
  return { callback, params: Object.fromEntries(callback.searchParams) };
}
