import { createHmac } from 'node:crypto';
import type { Brand } from '@vidmatrix/brands/brands';
import type { AuthPlatform } from '@vidmatrix/contract/platform-auth';
import type { PlatformCredentials } from '../../config/platform-credentials';
import type { BaseUrl } from '../platform-http';
import { fixedBase } from '../platform-http';
import { DoudianAuthClient } from './doudian-auth';
import { DouyinAuthClient } from './douyin-auth';
import { OceanEngineAuthClient } from './ocean-engine-auth';
import { TikTokAuthClient } from './tiktok-auth';
import { TikTokShopAuthClient } from './tiktok-shop-auth';
import type { AccountAppsByPlatform, AccountAuthClient } from './types';

export interface AccountAuthBases {
  douyin: string;
  tiktokApi: string;
  tiktokAuth: string;
  tiktokShopAuth: string;
  tiktokShopApi: string;
  doudian: string;
  oceanEngine: string;
}

/** The platforms' own authorize pages (not configurable: the browser goes there). */
const AUTHORIZE_PAGES: Record<Exclude<AuthPlatform, 'douyin' | 'tiktok'>, string> = {
  tiktok_shop: 'https://services.tiktokshop.com',
  doudian: 'https://fuwu.jinritemai.com',
  ocean_engine: 'https://open.oceanengine.com',
};

export interface AccountAuthOptions {
  credentials: PlatformCredentials;
  fakes: boolean;
  serverSecret: string;
  bases: AccountAuthBases;
  timeoutMs: number;
  /** Our demo authorize page, `<path>/<platform>` (a phone cannot reach the loopback fake). */
  demoAuthorizePath: string;
}

export interface BrandAccountAuth {
  client: AccountAuthClient;
  /** The loopback fake answers (the brand has no app on this platform). */
  demo: boolean;
}

type Secrets = Record<AuthPlatform, { key: string; secret: string }>;

/** The demo apps the fake knows; secrets derive from the server secret (credentials.ts does the same). */
function demoAccountApps(serverSecret: string): Secrets {
  const derive = (name: string) =>
    createHmac('sha256', serverSecret).update(`demo-account:${name}`).digest('hex');
  const app = (p: AuthPlatform) => ({ key: `demo_${p}_app`, secret: derive(p) });
  return {
    douyin: app('douyin'),
    tiktok: app('tiktok'),
    tiktok_shop: app('tiktok_shop'),
    doudian: app('doudian'),
    ocean_engine: app('ocean_engine'),
  };
}

export function loopbackAccountApps(demo: Secrets): AccountAppsByPlatform {
  return Object.fromEntries(Object.entries(demo).map(([p, a]) => [p, [a]])) as AccountAppsByPlatform;
}

/**
 * Per brand and platform: the real client with the brand's app, else (fakes on) the same client
 * with the demo app on the loopback fake, else undefined ("not configured for this brand").
 */
export function accountAuthClients(options: AccountAuthOptions, fakeBase: BaseUrl) {
  const demo = demoAccountApps(options.serverSecret);
  const cache = new Map<string, BrandAccountAuth | undefined>();
  const t = options.timeoutMs;

  function real(brand: Brand, p: AuthPlatform): AccountAuthClient | undefined {
    const c = options.credentials[brand.key] ?? {};
    const b = options.bases;
    const base = { timeoutMs: t, demo: false };
    switch (p) {
      case 'douyin':
        return (
          c.douyin &&
          new DouyinAuthClient(c.douyin, { ...base, apiBase: fixedBase(b.douyin), authorizeBase: b.douyin })
        );
      case 'tiktok':
        return (
          c.tiktok &&
          new TikTokAuthClient(c.tiktok, {
            ...base,
            apiBase: fixedBase(b.tiktokApi),
            authorizeBase: b.tiktokAuth,
            allowHttp: b.tiktokApi.startsWith('http://'),
          })
        );
      case 'tiktok_shop':
        return (
          c.tiktokShop &&
          new TikTokShopAuthClient(c.tiktokShop, {
            ...base,
            apiBase: fixedBase(b.tiktokShopAuth),
            shopApiBase: fixedBase(b.tiktokShopApi),
            authorizeBase: AUTHORIZE_PAGES.tiktok_shop,
          })
        );
      case 'doudian':
        return (
          c.doudian &&
          new DoudianAuthClient(c.doudian, {
            ...base,
            apiBase: fixedBase(b.doudian),
            authorizeBase: AUTHORIZE_PAGES.doudian,
          })
        );
      case 'ocean_engine':
        return (
          c.oceanEngine &&
          new OceanEngineAuthClient(c.oceanEngine, {
            ...base,
            apiBase: fixedBase(b.oceanEngine),
            authorizeBase: AUTHORIZE_PAGES.ocean_engine,
          })
        );
    }
  }

  function fake(p: AuthPlatform): AccountAuthClient {
    const a = demo[p];
    const base = {
      timeoutMs: t,
      demo: true,
      apiBase: fakeBase,
      authorizeBase: `${options.demoAuthorizePath}/${p}`,
    };
    switch (p) {
      case 'douyin':
        return new DouyinAuthClient({ clientKey: a.key, clientSecret: a.secret }, base);
      case 'tiktok':
        return new TikTokAuthClient(
          { clientKey: a.key, clientSecret: a.secret },
          { ...base, allowHttp: true },
        );
      case 'tiktok_shop':
        return new TikTokShopAuthClient(
          { appKey: a.key, appSecret: a.secret, serviceId: 'demo' },
          { ...base, shopApiBase: fakeBase },
        );
      case 'doudian':
        return new DoudianAuthClient({ appKey: a.key, appSecret: a.secret, serviceId: 'demo' }, base);
      case 'ocean_engine':
        return new OceanEngineAuthClient({ appId: a.key, secret: a.secret }, base);
    }
  }

  return {
    demoApps: demo,
    get(brand: Brand, p: AuthPlatform): BrandAccountAuth | undefined {
      const key = `${brand.key}:${p}`;
      if (!cache.has(key)) {
        const client = real(brand, p);
        cache.set(
          key,
          client ? { client, demo: false } : options.fakes ? { client: fake(p), demo: true } : undefined,
        );
      }
      return cache.get(key);
    },
  };
}
