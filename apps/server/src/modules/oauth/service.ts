import { randomBytes } from 'node:crypto';
import type { Brand } from '@vidmatrix/brands/brands';
import { KUAISHOU_OAUTH_CALLBACK_PATH } from '@vidmatrix/contract/distribution-routes';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { BrandPlatforms } from '../../integrations/platforms';
import type { TokenCipher } from '../../integrations/token-cipher';
import { findAuthorization, insertAuthorization, updateTokens, type KuaishouAuthorization } from './repo';
import { signState, type OAuthState } from './state';

/** Tokens this close to expiry are refreshed before use. */
const EXPIRY_MARGIN_MS = 60_000;

const CONTROL = /\p{Cc}/u;

/**
 * Where the callback may send the browser: a path of this site, or an absolute http(s) URL on
 * the brand's origin host (`brandHostOf`, never a forwarded host as such) or one of its web
 * hosts. Anything else would make us an open redirect.
 */
export function safeRedirect(raw: string, brand: Brand, brandHost: string): string | undefined {
  if (raw.length === 0 || raw.length > 1000 || CONTROL.test(raw)) return undefined;
  if (/^\/(?![/\\])/.test(raw)) return raw;
  try {
    const url = new URL(raw);
    const sameSite = url.host === brandHost || brand.webHosts.includes(url.hostname);
    return (url.protocol === 'https:' || url.protocol === 'http:') && sameSite && !url.username
      ? raw
      : undefined;
  } catch {
    return undefined;
  }
}

/** Adds query parameters to a path or URL, before any `#fragment`. */
export function withQuery(target: string, params: Record<string, string | number | undefined>): string {
  const hash = target.indexOf('#');
  const base = hash === -1 ? target : target.slice(0, hash);
  const fragment = hash === -1 ? '' : target.slice(hash);
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) query.set(k, String(v));
  const qs = query.toString();
  return qs ? `${base}${base.includes('?') ? '&' : '?'}${qs}${fragment}` : target;
}

/** Desktop browsers get Kuaishou's PC authorize page (`ua=pc`). */
export function isDesktop(userAgent: string | undefined): boolean {
  return !/Mobile|Android|iPhone|iPad|iPod|HarmonyOS|OpenHarmony/i.test(userAgent ?? '');
}

export interface AuthorizeRequest {
  brand: Brand;
  platforms: BrandPlatforms;
  secret: string;
  /** `https://host[:port]` the browser is on: the callback comes back there. */
  origin: string;
  redirect: string;
  language: string;
  desktop: boolean;
  activityId?: number;
  /** NFC path: publish this claimed video right after the authorization. */
  publish?: { videoId: number; claimer: string; nfcCode: string };
  /** The browser-binding value also set as the OAUTH_COOKIE cookie. */
  browserKey: string;
}

/** The Kuaishou authorize URL with a signed state carrying everything the callback needs. */
export function kuaishouAuthorizeUrl(input: AuthorizeRequest): string {
  const state: Omit<OAuthState, 'e'> = {
    b: input.brand.key,
    r: input.redirect,
    l: input.language,
    k: input.browserKey,
    ...(input.activityId !== undefined ? { a: input.activityId } : {}),
    ...(input.publish
      ? { v: input.publish.videoId, c: input.publish.claimer, n: input.publish.nfcCode }
      : {}),
  };
  const url = input.platforms.kuaishou.authorizeUrl({
    state: signState(state, input.secret),
    redirectUri: `${input.origin}${KUAISHOU_OAUTH_CALLBACK_PATH}`,
    desktop: input.desktop,
  });
  // The demo app's authorize page is ours, given as a path.
  return url.startsWith('/') ? `${input.origin}${url}` : url;
}

/** Cookie binding an OAuth flow to the browser that started it (see OAuthState.k). */
const OAUTH_COOKIE = 'vm_ks_oauth';
const COOKIE_PATH = '/api/open';

export function newBrowserKey(): string {
  return randomBytes(12).toString('base64url');
}

export function oauthCookie(value: string, secure: boolean): string {
  return `${OAUTH_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${15 * 60}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearOauthCookie(secure: boolean): string {
  return `${OAUTH_COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The OAUTH_COOKIE values of a Cookie header (several when paths overlap). */
export function oauthCookieValues(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${OAUTH_COOKIE}=`))
    .map((part) => part.slice(OAUTH_COOKIE.length + 1));
}

/** Exchanges the code and stores the authorization; returns its `authorize_id`. */
export async function completeKuaishouAuthorization(
  db: Db,
  cipher: TokenCipher,
  platforms: BrandPlatforms,
  input: { brandKey: string; code: string; activityId?: number },
): Promise<string> {
  const tokens = await platforms.kuaishou.exchangeCode(input.code);
  const now = Date.now();
  const id = randomBytes(18).toString('base64url');
  await insertAuthorization(db, cipher, {
    id,
    brandKey: input.brandKey,
    appId: platforms.kuaishou.appId,
    openId: tokens.openId,
    accessToken: tokens.accessToken,
    accessExpiresAt: new Date(now + tokens.expiresIn * 1000),
    refreshToken: tokens.refreshToken,
    refreshExpiresAt: tokens.refreshExpiresIn ? new Date(now + tokens.refreshExpiresIn * 1000) : null,
    scopes: tokens.scopes.join(','),
    activityId: input.activityId ?? null,
  });
  return id;
}

const authorizationRequired = (cause?: unknown) =>
  new AppError('platformAuthorizationRequired', {
    messageKey: 'error.kuaishou_authorization_missing',
    data: { platform: 'kuaishou', reauthorize: true },
    cause,
  });

/**
 * The authorization behind an `authorize_id` with a usable access token: refreshed when it is
 * about to expire. Unknown, another brand's, another app's or unrefreshable → 20009 (authorize again).
 */
export async function kuaishouAccess(
  db: Db,
  cipher: TokenCipher,
  platforms: BrandPlatforms,
  brandKey: string,
  authorizeId: string,
): Promise<{ authorization: KuaishouAuthorization; accessToken: string }> {
  const row = await findAuthorization(db, cipher, authorizeId);
  if (!row || row.brandKey !== brandKey || row.appId !== platforms.kuaishou.appId)
    throw authorizationRequired();
  const now = Date.now();
  if (row.accessExpiresAt.getTime() - EXPIRY_MARGIN_MS > now)
    return { authorization: row, accessToken: row.accessToken };
  if (row.refreshExpiresAt && row.refreshExpiresAt.getTime() <= now) throw authorizationRequired();
  let tokens;
  try {
    tokens = await platforms.kuaishou.refreshToken(row.refreshToken);
  } catch (err) {
    throw authorizationRequired(err);
  }
  const update = {
    accessToken: tokens.accessToken,
    accessExpiresAt: new Date(now + tokens.expiresIn * 1000),
    refreshToken: tokens.refreshToken,
    refreshExpiresAt: tokens.refreshExpiresIn
      ? new Date(now + tokens.refreshExpiresIn * 1000)
      : row.refreshExpiresAt,
    scopes: tokens.scopes.length > 0 ? tokens.scopes.join(',') : row.scopes,
  };
  await updateTokens(db, cipher, row.id, update);
  return { authorization: { ...row, ...update }, accessToken: tokens.accessToken };
}
