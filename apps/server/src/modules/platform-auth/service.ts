import { randomBytes } from 'node:crypto';
import type { Brand } from '@vidmatrix/brands/brands';
import type { Language } from '@vidmatrix/contract/languages';
import {
  AUTH_PLATFORMS,
  LINK_CODE_TTL_SECONDS,
  type AuthFailureReason,
  type AuthPlatform,
  type CacheResponse,
  type CompleteBody,
  type CompleteResponse,
  type LinkCodeResponse,
} from '@vidmatrix/contract/platform-auth';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Platforms } from '../../integrations/platforms';
import { translate } from '../../locales/catalog';
import type { Storage } from '../../integrations/storage/storage';
import type { TokenCipher } from '../../integrations/token-cipher';
import { saveAuthorization } from './accounts';
import { avatarUrl, copyAvatar, type AvatarOptions } from './avatar';
import { presentAccount } from './present';
import { claimLink, failLink, findAccount, findLink, insertLink, type LinkRow } from './repo';
import {
  FAILURE_MESSAGES,
  failureOf,
  linkCodeOf,
  pkceChallenge,
  pkceVerifier,
  signLinkState,
  stateMatches,
} from './rules';

export interface Owner {
  teamId: number;
  brandKey: string;
  userId: number;
}

export interface AuthDeps {
  db: Db;
  platforms: Platforms;
  cipher: TokenCipher;
  /** PLATFORM_SECRET: signs the state, derives PKCE verifiers. */
  secret: string;
  /** Where the account's avatar is kept (avatar.ts). */
  storage: Storage;
  avatar: AvatarOptions;
}

const notConfigured = () =>
  new AppError('platformNotConfigured', { messageKey: 'platform_auth.not_configured' });
const accountNotFound = () => new AppError('notFound', { messageKey: 'platform_auth.account_not_found' });

/** Step 1: a link code tied to member, team, brand and platform, and the authorize URL. */
export async function startAuthorization(
  deps: AuthDeps,
  input: {
    owner: Owner;
    brand: Brand;
    platform: AuthPlatform;
    origin: string;
    language: Language;
    accountId?: number;
  },
): Promise<LinkCodeResponse> {
  const { owner, brand, platform } = input;
  const auth = deps.platforms.accountAuth(brand, platform);
  if (!auth) throw notConfigured();
  if (input.accountId !== undefined) {
    const account = await findAccount(deps.db, owner.teamId, owner.brandKey, input.accountId);
    if (!account || account.platform !== platform) throw accountNotFound();
  }
  const code = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + LINK_CODE_TTL_SECONDS * 1000);
  await insertLink(deps.db, {
    code,
    brandKey: brand.key,
    teamId: owner.teamId,
    userId: owner.userId,
    platform,
    appKey: auth.client.appKey,
    accountId: input.accountId ?? null,
    language: input.language,
    expiresAt,
  });
  const info = AUTH_PLATFORMS[platform];
  const url = auth.client.authorizeUrl({
    state: signLinkState(deps.secret, { code, platform, brandKey: brand.key }),
    redirectUri: `${input.origin}${info.callbackPage}`,
    ...(auth.client.pkce ? { codeChallenge: pkceChallenge(pkceVerifier(deps.secret, code)) } : {}),
  });
  return {
    platform,
    platform_code: info.code,
    link_code: code,
    // The demo app's authorize page is ours, given as a path.
    authorize_url: url.startsWith('/') ? `${input.origin}${url}` : url,
    expires_at: expiresAt.toISOString(),
    expires_in: LINK_CODE_TTL_SECONDS,
    demo: auth.demo,
    desktop_only: info.desktopOnly,
    account_id: input.accountId ?? null,
  };
}

function failed(
  platform: AuthPlatform,
  language: Language,
  reason: AuthFailureReason,
  detail = '',
): CompleteResponse {
  const message = translate(language, FAILURE_MESSAGES[reason], { detail: detail.slice(0, 200) });
  return { status: 'failed', platform, account: null, failure: { reason, message }, message };
}

/**
 * Step 2, from the callback page (maybe a phone that is not signed in): the signed state
 * authenticates it. Every failure is an answer with `status: "failed"` and is stored for the
 * poller when the link is known; the account and its tokens are written in one transaction.
 */
export async function completeAuthorization(
  deps: AuthDeps,
  input: { brand: Brand; platform: AuthPlatform; origin: string; language: Language; body: CompleteBody },
): Promise<CompleteResponse> {
  const { brand, platform, body } = input;
  const code = linkCodeOf(body.state);
  const link = code ? await findLink(deps.db, code) : undefined;
  // Not our state at all (forged, altered, unknown): nothing to store.
  if (!link || !stateMatches(deps.secret, body.state!, link))
    return failed(platform, input.language, 'state_invalid');
  const language = link.language as Language;
  const fail = async (reason: AuthFailureReason, detail = '') => {
    await failLink(deps.db, link.code, reason, detail || null);
    return failed(platform, language, reason, detail);
  };
  // Ours, but brought to another platform's or brand's callback.
  if (link.platform !== platform || link.brandKey !== brand.key) return fail('state_invalid');
  if (link.status !== 'pending') return failed(platform, language, 'state_replayed');
  if (link.expiresAt.getTime() <= Date.now()) return fail('expired');
  if (!(await claimLink(deps.db, link.code, new Date()))) return failed(platform, language, 'state_replayed');

  const authCode = body.code ?? body.auth_code;
  if (body.error || body.error_code || !authCode)
    return fail('denied', body.error_description ?? body.error ?? '');
  const auth = deps.platforms.accountAuth(brand, platform);
  if (!auth) return fail('not_configured');
  // The brand's app changed since the link was made: the code belongs to the other app.
  if (auth.client.appKey !== link.appKey) return fail('state_invalid');

  let tokens, profile;
  try {
    tokens = await auth.client.exchangeCode({
      code: authCode,
      redirectUri: `${input.origin}${AUTH_PLATFORMS[platform].callbackPage}`,
      ...(auth.client.pkce ? { codeVerifier: pkceVerifier(deps.secret, link.code) } : {}),
    });
    profile = await auth.client.profile(tokens);
  } catch (err) {
    const f = failureOf(err);
    return fail(f.reason, f.detail);
  }
  if (!profile.openId) return fail('platform_error', 'no account id in the answer');
  profile = { ...profile, avatar: await copyAvatar(deps.storage, profile.avatar, deps.avatar) };

  const saved = await saveAuthorization(deps, { link, tokens, profile, demo: auth.demo }).catch(
    (err: unknown) => ({
      error: err,
    }),
  );
  if ('error' in saved) return fail('binding_failed');
  if (saved.mismatch) return fail('binding_failed');
  return {
    status: 'success',
    platform,
    account: {
      nickname: profile.nickname,
      avatar: avatarUrl(profile.avatar),
      shop_name: profile.shopName,
    },
    failure: null,
    message: translate(language, 'platform_auth.succeeded'),
  };
}

/** Step 3: what the console page polls. Another team's or brand's link answers like an unknown one. */
export async function authorizationResult(
  deps: AuthDeps,
  input: { owner: Owner; platform: AuthPlatform; code: string; language: Language },
): Promise<CacheResponse> {
  const link = await findLink(deps.db, input.code);
  if (
    !link ||
    link.teamId !== input.owner.teamId ||
    link.brandKey !== input.owner.brandKey ||
    link.platform !== input.platform
  )
    throw new AppError('notFound', { messageKey: 'platform_auth.link_not_found' });
  const failure = (reason: AuthFailureReason, detail = '') => ({
    reason,
    message: translate(input.language, FAILURE_MESSAGES[reason], { detail }),
  });
  if (link.status === 'success') {
    const account = link.resultAccountId
      ? await findAccount(deps.db, link.teamId, link.brandKey, link.resultAccountId)
      : undefined;
    return { status: 'success', account: account ? presentAccount(account) : null, failure: null };
  }
  if (link.status === 'failed') {
    const reason = (link.failureReason ?? 'platform_error') as AuthFailureReason;
    return {
      status: reason === 'expired' ? 'expired' : 'failed',
      account: null,
      failure: failure(reason, link.failureDetail ?? ''),
    };
  }
  if (expiredWhilePending(link)) return { status: 'expired', account: null, failure: failure('expired') };
  return { status: 'pending', account: null, failure: null };
}

/** A pending link past its expiry, or a callback that started and never finished (a crash). */
function expiredWhilePending(link: LinkRow): boolean {
  const grace = link.status === 'working' ? 5 * 60_000 : 0;
  return link.expiresAt.getTime() + grace <= Date.now();
}
