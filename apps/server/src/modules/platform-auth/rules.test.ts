import { describe, expect, it } from 'vitest';
import { AccountAuthError, platformError } from '../../integrations/account-auth/auth-errors';
import {
  failureOf,
  isRevocation,
  linkCodeOf,
  pkceChallenge,
  pkceVerifier,
  retryDelayMs,
  signLinkState,
  stateMatches,
} from './rules';

const link = { code: 'abcdefghijklmnopqrstuvwxyz012345', platform: 'douyin', brandKey: 'jia' };

describe('platform-auth rules', () => {
  it('state: the link code with a MAC over platform and brand', () => {
    const state = signLinkState('s'.repeat(32), link);
    expect(linkCodeOf(state)).toBe(link.code);
    expect(stateMatches('s'.repeat(32), state, link)).toBe(true);
    expect(stateMatches('s'.repeat(32), state, { ...link, platform: 'tiktok' })).toBe(false);
    expect(stateMatches('s'.repeat(32), state, { ...link, brandKey: 'other' })).toBe(false);
    expect(stateMatches('t'.repeat(32), state, link)).toBe(false);
    expect(linkCodeOf('no-dot')).toBeUndefined();
    expect(linkCodeOf(undefined)).toBeUndefined();
  });

  it('PKCE: a 43-character verifier per link and its S256 challenge (RFC 7636 vector)', () => {
    expect(pkceVerifier('x', link.code)).toMatch(/^[\w-]{43}$/);
    expect(pkceVerifier('x', link.code)).not.toBe(pkceVerifier('x', `${link.code}1`));
    expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('revocation only on the platform’s revocation codes; network faults are temporary', () => {
    expect(isRevocation(platformError('refresh', 10010, 'expired', [10010]))).toBe(true);
    expect(isRevocation(platformError('refresh', 2, 'busy', [10010]))).toBe(false);
    expect(isRevocation(new AccountAuthError('timeout', 'refresh: no answer'))).toBe(false);
    expect(isRevocation(new Error('boom'))).toBe(false);
    expect(failureOf(new AccountAuthError('unreachable', 'HTTP 503')).reason).toBe('timeout');
    expect(failureOf(platformError('token', 1, 'bad code', [])).reason).toBe('platform_error');
  });

  it('backoff grows to 30 minutes', () => {
    expect(retryDelayMs(1)).toBe(60_000);
    expect(retryDelayMs(3)).toBe(4 * 60_000);
    expect(retryDelayMs(20)).toBe(30 * 60_000);
  });
});
