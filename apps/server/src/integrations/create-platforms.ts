import { BRANDS, type Brand } from '@vidmatrix/brands/brands';
import type { PlatformCredentials } from '../config/platform-credentials';
import {
  accountAuthClients,
  loopbackAccountApps,
  type AccountAuthBases,
} from './account-auth/create-account-auth';
import { demoApps, type DemoApps } from './credentials';
import { DouyinClient } from './douyin';
import type { LoopbackPlatformServer } from './loopback/loopback-server';
import { startLoopbackPlatforms } from './loopback/loopback-server';
import { KuaishouClient } from './kuaishou';
import { fixedBase, platformNotConfigured, type BaseUrl } from './platform-http';
import type { BrandPlatforms, PlatformKey, Platforms } from './platforms';
import { XhsClient } from './xhs';

export interface PlatformsOptions {
  credentials: PlatformCredentials;
  /** Brands without credentials use the loopback fake (true) or answer 20007 (false). */
  fakes: boolean;
  /** Server secret the demo apps' secrets derive from (credentials.ts). */
  serverSecret: string;
  bases: { douyin: string; kuaishou: string; xhs: string };
  timeoutMs: number;
  uploadTimeoutMs: number;
  /**
   * Where browsers authorize the demo Kuaishou app: a page of ours (relative to the host the page
   * is on), because a phone cannot reach the fake's loopback port.
   */
  demoKuaishouAuthorizePath: string;
  /** Merchant authorization (decision 026): API origins and our demo authorize page. */
  accountAuth: { bases: AccountAuthBases; demoAuthorizePath: string };
  /** Tests may hand in their own fake server. */
  startFake?: typeof startLoopbackPlatforms;
  /** Told once the loopback fake listens (the plugin logs it). */
  onFakeStarted?: (baseUrl: string) => void;
}

/**
 * `Platforms` for the whole server: real clients per brand credentials (a client per app, so
 * brands sharing an app share its token caches), one set of demo clients on the loopback fake
 * for brands without credentials, started on first use and closed with the server.
 */
export function createPlatforms(options: PlatformsOptions): Platforms & { demoApps: DemoApps } {
  const demo = demoApps(options.serverSecret);
  let fake: Promise<LoopbackPlatformServer> | undefined;
  const fakeBase: BaseUrl = async () => {
    fake ??= (options.startFake ?? startLoopbackPlatforms)({
      apps: { douyin: [demo.douyin], xhs: [demo.xhs], kuaishou: [demo.kuaishou] },
      accountApps: loopbackAccountApps(accounts.demoApps),
    })
      .then((server) => {
        options.onFakeStarted?.(server.baseUrl);
        return server;
      })
      .catch((err: unknown) => {
        fake = undefined; // let the next call try again
        throw err;
      });
    return (await fake).baseUrl;
  };
  const timeouts = { timeoutMs: options.timeoutMs };
  const accounts = accountAuthClients(
    {
      credentials: options.credentials,
      fakes: options.fakes,
      serverSecret: options.serverSecret,
      timeoutMs: options.timeoutMs,
      ...options.accountAuth,
    },
    fakeBase,
  );

  const douyinClients = new Map<string, DouyinClient>();
  const xhsClients = new Map<string, XhsClient>();
  const kuaishouClients = new Map<string, KuaishouClient>();
  const once = <T>(map: Map<string, T>, key: string, make: () => T): T => {
    let client = map.get(key);
    if (!client) map.set(key, (client = make()));
    return client;
  };

  const demoDouyin = new DouyinClient({ credentials: demo.douyin, baseUrl: fakeBase, ...timeouts });
  const demoXhs = new XhsClient({ credentials: demo.xhs, baseUrl: fakeBase, ...timeouts });
  const demoKuaishou = new KuaishouClient({
    credentials: demo.kuaishou,
    baseUrl: fakeBase,
    authorizeUrl: `${options.demoKuaishouAuthorizePath}/oauth2/authorize`,
    uploadTimeoutMs: options.uploadTimeoutMs,
    ...timeouts,
  });

  function build(brand: Brand): BrandPlatforms {
    const creds = options.credentials[brand.key] ?? {};
    const demoPlatforms: Record<PlatformKey, boolean> = {
      douyin: !creds.douyin && options.fakes,
      xhs: !creds.xhs && options.fakes,
      kuaishou: !creds.kuaishou && options.fakes,
    };

    const douyin = creds.douyin
      ? once(
          douyinClients,
          creds.douyin.clientKey,
          () =>
            new DouyinClient({
              credentials: creds.douyin!,
              baseUrl: fixedBase(options.bases.douyin),
              ...timeouts,
            }),
        )
      : options.fakes
        ? demoDouyin
        : undefined;
    const xhs = creds.xhs
      ? once(
          xhsClients,
          creds.xhs.appKey,
          () =>
            new XhsClient({ credentials: creds.xhs!, baseUrl: fixedBase(options.bases.xhs), ...timeouts }),
        )
      : options.fakes
        ? demoXhs
        : undefined;
    const kuaishou = creds.kuaishou
      ? once(kuaishouClients, creds.kuaishou.appId, () => {
          const base = options.bases.kuaishou.replace(/\/+$/, '');
          return new KuaishouClient({
            credentials: creds.kuaishou!,
            baseUrl: fixedBase(base),
            authorizeUrl: `${base}/oauth2/authorize`,
            uploadTimeoutMs: options.uploadTimeoutMs,
            ...timeouts,
          });
        })
      : options.fakes
        ? demoKuaishou
        : undefined;

    const notConfigured = (p: 'douyin' | 'xhs' | 'kuaishou') => () => {
      throw platformNotConfigured(p);
    };
    const rejectNotConfigured = (p: 'douyin' | 'xhs' | 'kuaishou') => async () => {
      throw platformNotConfigured(p);
    };

    return {
      demo: demoPlatforms.douyin || demoPlatforms.xhs || demoPlatforms.kuaishou,
      demoPlatforms,
      douyin: douyin
        ? { leaseShareId: () => douyin.leaseShareId(), shareLink: (input) => douyin.shareLink(input) }
        : { leaseShareId: rejectNotConfigured('douyin'), shareLink: rejectNotConfigured('douyin') },
      xhs: { cardConfig: xhs ? () => xhs.cardConfig() : rejectNotConfigured('xhs') },
      kuaishou: kuaishou
        ? {
            appId: kuaishou.appId,
            authorizeUrl: (input) => kuaishou.authorizeUrl(input),
            exchangeCode: (code) => kuaishou.exchangeCode(code),
            refreshToken: (token) => kuaishou.refreshToken(token),
            publish: (input) => kuaishou.publish(input),
          }
        : {
            appId: '',
            authorizeUrl: notConfigured('kuaishou'),
            exchangeCode: rejectNotConfigured('kuaishou'),
            refreshToken: rejectNotConfigured('kuaishou'),
            publish: rejectNotConfigured('kuaishou'),
          },
    };
  }

  const perBrand = new Map<string, BrandPlatforms>();
  return {
    demoApps: demo,
    forBrand(brand) {
      return once(perBrand, brand.key, () => build(brand));
    },
    douyinApp(clientKey) {
      const brandKeys = Object.entries(options.credentials)
        .filter(([, c]) => c.douyin?.clientKey === clientKey)
        .map(([key]) => key);
      if (brandKeys.length > 0) {
        return { clientSecret: options.credentials[brandKeys[0]!]!.douyin!.clientSecret, brandKeys };
      }
      if (options.fakes && clientKey === demo.douyin.clientKey) {
        const demoBrands = BRANDS.filter((b) => !options.credentials[b.key]?.douyin).map((b) => b.key);
        return { clientSecret: demo.douyin.clientSecret, brandKeys: demoBrands };
      }
      return undefined;
    },
    demoKuaishouApp() {
      return options.fakes ? demo.kuaishou : undefined;
    },
    accountAuth: (brand, platform) => accounts.get(brand, platform),
    demoAccountApp: (platform) => (options.fakes ? accounts.demoApps[platform] : undefined),
    async close() {
      const started = fake;
      fake = undefined;
      if (started) await (await started.catch(() => undefined))?.close();
    },
  };
}
