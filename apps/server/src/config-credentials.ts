import { BRANDS } from '@vidmatrix/brands/brands';
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
      };
    }
    return out;
  });

/** Each platform client's credential type matches its entry here (integrations/douyin.ts…). */
interface BrandCredentials {
  douyin?: { clientKey: string; clientSecret: string };
  xhs?: { appKey: string; appSecret: string };
  kuaishou?: { appId: string; appSecret: string };
}
export type PlatformCredentials = Record<string, BrandCredentials>;
