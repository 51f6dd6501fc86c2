import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { AuthFailureReason } from '@vidmatrix/contract/platform-auth';
import { AccountAuthError } from '../../integrations/account-auth/auth-errors';
import type { MessageKey } from '../../locales/catalog';

/**
 * The rules of the merchant authorization (decision 026), pure so they are unit-tested alone.
 */

const mac = (secret: string, data: string) =>
  createHmac('sha256', secret).update(`platform-auth:${data}`).digest('base64url').slice(0, 32);

/** OAuth `state`: the link code and a MAC binding it to its platform and brand. */
export function signLinkState(
  secret: string,
  link: { code: string; platform: string; brandKey: string },
): string {
  return `${link.code}.${mac(secret, `${link.platform}:${link.brandKey}:${link.code}`)}`;
}

/** The link code of a well-formed state (its MAC is checked against the stored link by `stateMatches`). */
export function linkCodeOf(state: string | undefined): string | undefined {
  const m = /^([A-Za-z0-9_-]{16,64})\.[A-Za-z0-9_-]{32}$/.exec(state ?? '');
  return m?.[1];
}

export function stateMatches(
  secret: string,
  state: string,
  link: { code: string; platform: string; brandKey: string },
): boolean {
  const expected = Buffer.from(signLinkState(secret, link));
  const given = Buffer.from(state);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The PKCE verifier of a link: derived from the server secret and the link code, so no process
 * needs to store it and none can be read from the database (43 characters, RFC 7636).
 */
export function pkceVerifier(secret: string, code: string): string {
  return createHmac('sha256', secret).update(`pkce:${code}`).digest('base64url');
}

export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** A failed exchange or profile call, as the poller and the callback page see it. */
export function failureOf(err: unknown): { reason: AuthFailureReason; detail: string } {
  if (err instanceof AccountAuthError) {
    return err.kind === 'timeout' || err.kind === 'unreachable'
      ? { reason: 'timeout', detail: err.detail }
      : { reason: 'platform_error', detail: err.detail };
  }
  return { reason: 'platform_error', detail: err instanceof Error ? err.message : String(err) };
}

export const FAILURE_MESSAGES: Record<AuthFailureReason, MessageKey> = {
  denied: 'platform_auth.failed_denied',
  state_invalid: 'platform_auth.failed_state_invalid',
  state_replayed: 'platform_auth.failed_state_replayed',
  expired: 'platform_auth.failed_expired',
  platform_error: 'platform_auth.failed_platform_error',
  timeout: 'platform_auth.failed_timeout',
  binding_failed: 'platform_auth.failed_binding_failed',
  not_configured: 'platform_auth.failed_not_configured',
};

/** Refresh this long before the access token expires. */
export const REFRESH_MARGIN_MS = 10 * 60_000;

/** After a temporary failure: 1, 2, 4 … minutes, at most 30. */
export function retryDelayMs(failures: number): number {
  return Math.min(30, 2 ** Math.max(0, failures - 1)) * 60_000;
}

export type RefreshOutcome = 'refreshed' | 'skipped' | 'revoked' | 'temporary';

/** Only the platform saying the grant is gone (or an expired refresh token) ends an account's access. */
export function isRevocation(err: unknown): boolean {
  return err instanceof AccountAuthError && err.kind === 'revoked';
}

export const expiresAt = (now: number, seconds: number | undefined) =>
  seconds === undefined ? null : new Date(now + seconds * 1000);
