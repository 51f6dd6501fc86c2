import { z } from 'zod';
import { httpUrl, type ConfigOf, type Env } from './vars';

/**
 * Variables of the merchant platform authorization (issue 15, decision 026): the token keys and
 * the API origins of the platforms (tests point them at the loopback fake).
 */

/** `<key id>:<base64 of 32 bytes>` pairs, comma-separated; the first encrypts, all decrypt. */
const tokenKeys = z.string().transform((raw, ctx) => {
  const keys: { id: string; key: Buffer }[] = [];
  for (const part of raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const colon = part.indexOf(':');
    const id = part.slice(0, colon);
    const key = Buffer.from(part.slice(colon + 1), 'base64');
    if (colon <= 0 || !/^[\w-]{1,16}$/.test(id) || key.length !== 32) {
      ctx.addIssue({ code: 'custom', message: 'each entry is <id>:<base64 of 32 random bytes>' });
      return z.NEVER;
    }
    if (keys.some((k) => k.id === id)) {
      ctx.addIssue({ code: 'custom', message: `key id ${id} appears twice` });
      return z.NEVER;
    }
    keys.push({ id, key });
  }
  if (keys.length === 0) {
    ctx.addIssue({ code: 'custom', message: 'at least one key' });
    return z.NEVER;
  }
  return keys;
});

/** Outside production a fixed development key, so development needs no setup. */
const developmentKeys = (env: Env) =>
  env.NODE_ENV === 'production' ? undefined : `dev:${Buffer.alloc(32, 7).toString('base64')}`;

export const ACCOUNT_AUTH_VARS = {
  TOKEN_ENCRYPTION_KEYS: {
    schema: tokenKeys.optional(),
    default: '(a development key outside production)',
    fallback: developmentKeys,
    description:
      'Keys of the platform tokens at rest (AES-256-GCM): `<id>:<base64 of 32 bytes>`, comma-separated; the first encrypts, every listed key decrypts (rotation: docs/deployment.md)',
  },
  TIKTOK_API_BASE: {
    schema: httpUrl,
    default: 'https://open.tiktokapis.com',
    description: 'TikTok Login Kit token and user-info origin',
  },
  TIKTOK_AUTH_BASE: {
    schema: httpUrl,
    default: 'https://www.tiktok.com',
    description: 'TikTok Login Kit authorize page origin (/v2/auth/authorize/)',
  },
  TIKTOK_SHOP_AUTH_BASE: {
    schema: httpUrl,
    default: 'https://auth.tiktok-shops.com',
    description: 'TikTok Shop token origin (/api/v2/token/get, /api/v2/token/refresh)',
  },
  TIKTOK_SHOP_API_BASE: {
    schema: httpUrl,
    default: 'https://open-api.tiktokglobalshop.com',
    description: 'TikTok Shop signed API origin (authorized shops)',
  },
  DOUDIAN_API_BASE: {
    schema: httpUrl,
    default: 'https://openapi-fxg.jinritemai.com',
    description: 'Doudian open-platform API origin (token.create, token.refresh)',
  },
  OCEAN_ENGINE_API_BASE: {
    schema: httpUrl,
    default: 'https://ad.oceanengine.com',
    description: 'Ocean Engine (Qianchuan) API origin (/open_api/oauth2/…)',
  },
};

export type AccountAuthConfig = ConfigOf<typeof ACCOUNT_AUTH_VARS>;
