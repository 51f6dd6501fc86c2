import { BRANDS } from '@vidmatrix/brands/brands';
import { WECHAT_OPEN_PLATFORMS, type WechatOpenPlatform } from '@vidmatrix/contract/wechat-share';
import { z } from 'zod';

/**
 * Per-brand platform credentials, from the PLATFORM_CREDENTIALS variable: a JSON object keyed by
 * brand key, each with the platforms that brand has an app for, e.g.
 * `{"jia": {"douyin": {"client_key": "…", "client_secret": "…"}, "kuaishou": {"app_id": "…", "app_secret": "…"}}}`.
 * A platform missing for a brand uses the loopback fake (demo) or, with fakes off, answers 20007.
 */
const secret = z.string().trim().min(1, 'must not be empty');

const brandEntry = z
  .object({
    douyin: z.object({ client_key: secret, client_secret: secret }).strict().optional(),
    xhs: z.object({ app_key: secret, app_secret: secret }).strict().optional(),
    kuaishou: z.object({ app_id: secret, app_secret: secret }).strict().optional(),
    // Merchant account authorization (issue 15, decision 026).
    tiktok: z.object({ client_key: secret, client_secret: secret }).strict().optional(),
    tiktok_shop: z.object({ app_key: secret, app_secret: secret, service_id: secret }).strict().optional(),
    doudian: z.object({ app_key: secret, app_secret: secret, service_id: secret }).strict().optional(),
    ocean_engine: z.object({ app_id: secret, secret }).strict().optional(),
    // WeChat share cards and open tags (issue 28, decision 031): a verified service account, and
    // per platform the open-platform mobile app bound to it that <wx-open-launch-app> may launch.
    wechat: z
      .object({
        app_id: secret,
        app_secret: secret,
        open_apps: z.partialRecord(z.enum(WECHAT_OPEN_PLATFORMS), secret).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

const BRAND_KEYS = new Set(BRANDS.map((b) => b.key));

export const platformCredentialsSchema = z
  .string()
  .transform((raw, ctx) => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object keyed by brand key' });
      return z.NEVER;
    }
  })
  .pipe(
    z.record(
      z
        .string()
        .refine((k) => BRAND_KEYS.has(k), { message: `brand keys are: ${[...BRAND_KEYS].join(', ')}` }),
      brandEntry,
    ),
  )
  .transform((raw) => {
    const out: PlatformCredentials = {};
    for (const [brandKey, entry] of Object.entries(raw)) {
      out[brandKey] = {
        ...(entry.douyin
          ? { douyin: { clientKey: entry.douyin.client_key, clientSecret: entry.douyin.client_secret } }
          : {}),
        ...(entry.xhs ? { xhs: { appKey: entry.xhs.app_key, appSecret: entry.xhs.app_secret } } : {}),
        ...(entry.kuaishou
          ? { kuaishou: { appId: entry.kuaishou.app_id, appSecret: entry.kuaishou.app_secret } }
          : {}),
        ...accountAuthCredentials(entry),
        ...(entry.wechat
          ? {
              wechat: {
                appId: entry.wechat.app_id,
                appSecret: entry.wechat.app_secret,
                openApps: entry.wechat.open_apps ?? {},
              },
            }
          : {}),
      };
    }
    return out;
  });

type Entry = z.output<typeof brandEntry>;

/** The merchant-authorization apps, in the clients' own shape (integrations/account-auth). */
function accountAuthCredentials(
  entry: Entry,
): Pick<BrandCredentials, 'tiktok' | 'tiktokShop' | 'doudian' | 'oceanEngine'> {
  const shop = (e: { app_key: string; app_secret: string; service_id: string }) => ({
    appKey: e.app_key,
    appSecret: e.app_secret,
    serviceId: e.service_id,
  });
  return {
    ...(entry.tiktok
      ? { tiktok: { clientKey: entry.tiktok.client_key, clientSecret: entry.tiktok.client_secret } }
      : {}),
    ...(entry.tiktok_shop ? { tiktokShop: shop(entry.tiktok_shop) } : {}),
    ...(entry.doudian ? { doudian: shop(entry.doudian) } : {}),
    ...(entry.ocean_engine
      ? { oceanEngine: { appId: entry.ocean_engine.app_id, secret: entry.ocean_engine.secret } }
      : {}),
  };
}

/** Each platform client's credential type matches its entry here (integrations/douyin.ts…). */
interface BrandCredentials {
  douyin?: { clientKey: string; clientSecret: string };
  xhs?: { appKey: string; appSecret: string };
  kuaishou?: { appId: string; appSecret: string };
  tiktok?: { clientKey: string; clientSecret: string };
  tiktokShop?: { appKey: string; appSecret: string; serviceId: string };
  doudian?: { appKey: string; appSecret: string; serviceId: string };
  oceanEngine?: { appId: string; secret: string };
  wechat?: { appId: string; appSecret: string; openApps: Partial<Record<WechatOpenPlatform, string>> };
}
export type PlatformCredentials = Record<string, BrandCredentials>;
