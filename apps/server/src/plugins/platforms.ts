import fp from 'fastify-plugin';
import type { AccountAuthConfig } from '../config/account-auth-vars';
import type { PlatformConfig } from '../config/platform-vars';
import { createPlatforms } from '../integrations/create-platforms';
import type { Platforms } from '../integrations/platforms';

declare module 'fastify' {
  interface FastifyInstance {
    /** Douyin, Xiaohongshu and Kuaishou clients per brand: `app.platforms.forBrand(request.brand)`. */
    platforms: Platforms;
  }
}

/** Where browsers authorize the demo Kuaishou app (served by modules/oauth). */
export const DEMO_KUAISHOU_AUTHORIZE_PATH = '/api/open/kuaishou/oauth/demo';
/** Where browsers authorize the demo merchant apps: `<path>/<platform>/…` (modules/platform-auth). */
export const DEMO_ACCOUNT_AUTHORIZE_PATH = '/api/open/platform_auth/demo';

/**
 * Decorates `app.platforms`. Brands with credentials (PLATFORM_CREDENTIALS) get the real clients;
 * the others, while PLATFORM_FAKES is on, get the same clients pointed at a loopback fake that
 * starts in this process on first use and stops when the server closes (`demo: true`).
 */
interface PlatformsOptions {
  config: PlatformConfig & AccountAuthConfig;
  platforms?: Platforms;
}

export default fp<PlatformsOptions>(
  async (app, { config, platforms: given }) => {
    const platforms =
      given ??
      createPlatforms({
        credentials: config.PLATFORM_CREDENTIALS,
        fakes: config.PLATFORM_FAKES,
        // parseConfig requires a value in production whenever the fakes or Kuaishou are on.
        serverSecret: config.PLATFORM_SECRET ?? 'unused: no fakes and no Kuaishou',
        bases: {
          douyin: config.DOUYIN_API_BASE,
          kuaishou: config.KUAISHOU_API_BASE,
          xhs: config.XHS_API_BASE,
        },
        timeoutMs: config.PLATFORM_TIMEOUT_MS,
        uploadTimeoutMs: config.PLATFORM_UPLOAD_TIMEOUT_MS,
        demoKuaishouAuthorizePath: DEMO_KUAISHOU_AUTHORIZE_PATH,
        accountAuth: {
          demoAuthorizePath: DEMO_ACCOUNT_AUTHORIZE_PATH,
          bases: {
            douyin: config.DOUYIN_API_BASE,
            tiktokApi: config.TIKTOK_API_BASE,
            tiktokAuth: config.TIKTOK_AUTH_BASE,
            tiktokShopAuth: config.TIKTOK_SHOP_AUTH_BASE,
            tiktokShopApi: config.TIKTOK_SHOP_API_BASE,
            doudian: config.DOUDIAN_API_BASE,
            oceanEngine: config.OCEAN_ENGINE_API_BASE,
          },
        },
        onFakeStarted: (baseUrl) =>
          app.log.info({ baseUrl }, 'platform fakes started for brands without credentials (demo)'),
      });
    app.decorate('platforms', platforms);
    app.addHook('onClose', async () => platforms.close());
  },
  { name: 'platforms', dependencies: ['db'] },
);
