import type { AuthPlatform, CacheResponse, CompleteBody } from '@vidmatrix/contract/platform-auth';
import { AUTH_PLATFORMS, AUTH_PLATFORM_KEYS } from '@vidmatrix/contract/platform-auth';

/** The platform whose start page (`/distribution_anthor…`) or callback page a path is. */
export function platformOfPath(pathname: string, page: 'page' | 'callbackPage'): AuthPlatform | undefined {
  const path = pathname.replace(/\/+$/, '');
  return AUTH_PLATFORM_KEYS.find((key) => AUTH_PLATFORMS[key][page] === path);
}

/**
 * The query the platform sent to our callback, as the completion call takes it. A parameter the
 * platform did not send is left out (not sent as ""), and a repeated one counts once.
 */
export function completeInput(search: URLSearchParams): Partial<CompleteBody> {
  const fields = ['state', 'code', 'auth_code', 'error', 'error_description', 'error_code'] as const;
  const input: Partial<CompleteBody> = {};
  for (const field of fields) {
    const value = search.get(field);
    if (value) input[field] = value;
  }
  return input;
}

/** What the start page shows once its link code is there. */
export type StartView =
  | { kind: 'waiting' }
  | { kind: 'success'; account: NonNullable<CacheResponse['account']> }
  | { kind: 'failed'; message: string }
  | { kind: 'expired' };

/**
 * The poll's answer as a screen: still waiting, the account, the failure's reason, or an
 * expired link code — which the page answers with a new link, as it does a failure for expiry.
 */
export function startView(cache: CacheResponse | undefined): StartView {
  if (!cache || cache.status === 'pending') return { kind: 'waiting' };
  if (cache.status === 'success' && cache.account) return { kind: 'success', account: cache.account };
  if (cache.status === 'expired' || cache.failure?.reason === 'expired') return { kind: 'expired' };
  return { kind: 'failed', message: cache.failure?.message ?? '' };
}

/** Re-authorization of an account: `?account_id=` of the start page, a positive integer or nothing. */
export function reauthorizeId(search: URLSearchParams): number | undefined {
  const raw = search.get('account_id') ?? '';
  if (!/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/** The start page of a platform, re-authorizing `accountId` when given (the console's button). */
export function startPath(platform: AuthPlatform, accountId?: number): string {
  const page = AUTH_PLATFORMS[platform].page;
  return accountId === undefined ? page : `${page}?account_id=${accountId}`;
}
