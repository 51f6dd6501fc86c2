import { z } from 'zod';
import { isoDate } from './console';
import { defineEndpoint } from './endpoint';
import { optionalField, optionalId, safeString } from './input-fields';

/**
 * Merchant platform-account authorization (issue 15, docs/decisions/026-platform-authorization.md).
 * The same flow for every platform:
 * 1. the console page asks `GET /member/<platform>/authorize/link_code` → a link code (short
 *    expiry, single use) and the platform's authorize URL (state = the signed link code);
 * 2. the platform sends the browser — often a phone that is not signed in — to our callback page
 *    (`AUTH_PLATFORMS[p].callbackPage`), which posts the query it got to
 *    `POST /open/<platform>/authorize/complete` (the signed state authenticates it, not a session);
 * 3. the console page polls `GET /member/<platform>/authorize/cache?link_code=…` until the result
 *    is there. Accounts: platform-accounts.ts.
 */

/** Platforms a team authorizes accounts of; the key is the path segment of the calls. */
export const AUTH_PLATFORM_KEYS = ['douyin', 'tiktok', 'tiktok_shop', 'doudian', 'ocean_engine'] as const;
export type AuthPlatform = (typeof AUTH_PLATFORM_KEYS)[number];

export interface AuthPlatformInfo {
  /** Spec §3 platform code; Ocean Engine (Qianchuan) has none in the spec: 11 is ours (decision 026). */
  code: number;
  /** The console page that starts the authorization (spec §2). */
  page: string;
  /** The page the platform redirects back to (`redirect_uri`, or the one set in the app's console). */
  callbackPage: string;
  /** Spec §6: the platform's seller/advertiser authorization only works on a computer. */
  desktopOnly: boolean;
  /** The platform has a shop (shop name, shop id, mounted-cart number may be filled in). */
  shop: boolean;
}

export const AUTH_PLATFORMS: Record<AuthPlatform, AuthPlatformInfo> = {
  douyin: {
    code: 1,
    page: '/distribution_anthor',
    callbackPage: '/douyin_oauth_connect',
    desktopOnly: false,
    shop: false,
  },
  tiktok: {
    code: 3,
    page: '/distribution_anthor_tk',
    callbackPage: '/tk_oauth_connect',
    desktopOnly: false,
    shop: false,
  },
  tiktok_shop: {
    code: 10,
    page: '/distribution_anthor_tk_shop',
    callbackPage: '/tk_shop_oauth_connect',
    desktopOnly: true,
    shop: true,
  },
  doudian: {
    code: 4,
    page: '/distribution_anthor_doudian',
    callbackPage: '/doudian_oauth_connect',
    desktopOnly: true,
    shop: true,
  },
  ocean_engine: {
    code: 11,
    page: '/distribution_anthor_qc',
    callbackPage: '/qc_oauth_connect',
    desktopOnly: true,
    shop: false,
  },
};

/** Spec §3 code of Ocean Engine (Qianchuan): not in the spec's list, chosen here. */
export const OCEAN_ENGINE_CODE = AUTH_PLATFORMS.ocean_engine.code;

/** How long a link code may be used (the authorize page, then the callback). */
export const LINK_CODE_TTL_SECONDS = 600;
/** The console page polls the cache at this interval until the result or the expiry. */
export const LINK_CODE_POLL_MS = 2_000;

const platformEnum = z.enum(AUTH_PLATFORM_KEYS, { error: 'platform_auth_platform_invalid' });
const linkCode = safeString().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'platform_auth_link_code_invalid' });

/**
 * Why an authorization did not complete. Every reason has a translated message; the §8 ones are
 * `expired` ("verification expired, reauthorise"), `binding_failed` ("binding failed"),
 * `not_configured` ("not configured for this brand"), and the others "authorisation failed: …".
 */
export const AUTH_FAILURE_REASONS = [
  /** The merchant cancelled or the platform refused (`error` on the callback). */
  'denied',
  /** The state is not ours, was altered, or names another platform or brand. */
  'state_invalid',
  /** The state was already used (a reload or a replayed callback). */
  'state_replayed',
  /** The link code expired before the callback arrived. */
  'expired',
  /** The platform answered the code exchange or the profile call with an error (its message). */
  'platform_error',
  /** The platform did not answer in time or could not be reached. */
  'timeout',
  /** Re-authorization returned another account, or the account belongs to another team. */
  'binding_failed',
  /** No credentials for this brand and no demo platform. */
  'not_configured',
] as const;
export type AuthFailureReason = (typeof AUTH_FAILURE_REASONS)[number];

export const ACCOUNT_STATES = ['ok', 'needs_reauth'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

/** An authorised account (spec §3: number, avatar, shop name, shop id, mounted-cart number). */
export const platformAccount = z.object({
  account_id: z.number().int(),
  platform: platformEnum,
  /** Spec §3 platform code (Dy=1, Tk=3, Doudian=4, TKShop=10; Ocean Engine 11). */
  platform_code: z.number().int(),
  /** The number the platform shows for the account (Douyin/TikTok number, shop code, advertiser id). */
  number: z.string(),
  /** The platform's id of the account (open_id, seller id, advertiser id). */
  open_id: z.string(),
  nickname: z.string(),
  /** Our copy of the avatar (`/media/platform-avatars/…`), or "" when the platform gave none we could keep. */
  avatar: z.string(),
  shop_name: z.string().nullable(),
  shop_id: z.string().nullable(),
  /** Mounted-cart (showcase) number where the platform has one. */
  cart_number: z.string().nullable(),
  state: z.enum(ACCOUNT_STATES),
  /** The brand has no app on this platform: a demo platform (fake) authorised it. */
  demo: z.boolean(),
  authorized_at: isoDate,
  /** Last token refresh or re-authorization; null until the first. */
  refreshed_at: isoDate.nullable(),
  /** When the current access token expires (refreshed before). */
  access_expires_at: isoDate,
});
export type PlatformAccount = z.infer<typeof platformAccount>;

/** A failure as stored for the poller and shown on the callback page: reason and its message. */
export const authFailure = z.object({
  reason: z.enum(AUTH_FAILURE_REASONS),
  /** Translated into the caller's language; for `platform_error` it includes the platform's text. */
  message: z.string(),
});
export type AuthFailure = z.infer<typeof authFailure>;

export const linkCodeResponse = z.object({
  platform: platformEnum,
  platform_code: z.number().int(),
  link_code: z.string(),
  /** Open it (button) or show it as a QR code; on the platform's site, or our demo page when `demo`. */
  authorize_url: z.string(),
  expires_at: isoDate,
  expires_in: z.number().int(),
  /** The brand has no app on this platform and the demo platform stands in (show the badge). */
  demo: z.boolean(),
  desktop_only: z.boolean(),
  /** Re-authorization of this account, when asked for. */
  account_id: z.number().int().nullable(),
});
export type LinkCodeResponse = z.infer<typeof linkCodeResponse>;

export const LINK_STATUSES = ['pending', 'success', 'failed', 'expired'] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];

export const cacheResponse = z.object({
  /** `pending` until the callback completes; `expired` when it never came in time. */
  status: z.enum(LINK_STATUSES),
  /** The account on `success`. */
  account: platformAccount.nullable(),
  /** The reason on `failed` and `expired`. */
  failure: authFailure.nullable(),
});
export type CacheResponse = z.infer<typeof cacheResponse>;

/**
 * What the callback page got from the platform, forwarded as is. Douyin, TikTok, TikTok Shop and
 * Doudian send `code`, Ocean Engine `auth_code`; on refusal `error` / `error_description`
 * (TikTok), `error_code` (Douyin). Unknown fields are ignored.
 */
export const completeBody = z.object({
  state: optionalField(safeString().max(512)),
  code: optionalField(safeString().max(2048)),
  auth_code: optionalField(safeString().max(2048)),
  error: optionalField(safeString().max(200)),
  error_description: optionalField(safeString().max(500)),
  error_code: optionalField(safeString().max(50)),
});
export type CompleteBody = z.output<typeof completeBody>;

export const completeResponse = z.object({
  status: z.enum(['success', 'failed']),
  platform: platformEnum,
  /** The account on success (what the phone may show: nickname, avatar, shop). */
  account: z
    .object({ nickname: z.string(), avatar: z.string(), shop_name: z.string().nullable() })
    .nullable(),
  failure: authFailure.nullable(),
  /** "Authorisation succeeded" or the failure's message, in the state's language. */
  message: z.string(),
});
export type CompleteResponse = z.infer<typeof completeResponse>;

export type AuthEndpoints = ReturnType<typeof authEndpoints>;

/** The three calls of one platform; their paths keep the spec's shape `/member/<platform>/authorize/…`. */
function authEndpoints(platform: AuthPlatform) {
  return {
    linkCode: defineEndpoint({
      method: 'GET',
      path: `/member/${platform}/authorize/link_code`,
      summary: `Start a ${platform} authorization: link code and authorize URL (account_id: re-authorize it)`,
      tags: ['platform-auth'],
      auth: 'token',
      query: z.object({ account_id: optionalId }),
      response: linkCodeResponse,
    }),
    cache: defineEndpoint({
      method: 'GET',
      path: `/member/${platform}/authorize/cache`,
      summary: `The ${platform} authorization's result for a link code (unknown or another team's → 40400)`,
      tags: ['platform-auth'],
      auth: 'token',
      query: z.object({ link_code: linkCode }),
      response: cacheResponse,
    }),
    complete: defineEndpoint({
      method: 'POST',
      path: `/open/${platform}/authorize/complete`,
      summary: `Finish a ${platform} authorization from the callback page; the signed state authenticates it (failures answer status "failed", never an error)`,
      tags: ['platform-auth'],
      auth: 'public',
      body: completeBody,
      response: completeResponse,
    }),
  };
}

export const AUTH_ENDPOINTS: Record<AuthPlatform, AuthEndpoints> = {
  douyin: authEndpoints('douyin'),
  tiktok: authEndpoints('tiktok'),
  tiktok_shop: authEndpoints('tiktok_shop'),
  doudian: authEndpoints('doudian'),
  ocean_engine: authEndpoints('ocean_engine'),
};
