import { createHash } from 'node:crypto';
import type { AuthPlatform } from '@vidmatrix/contract/platform-auth';
import type { FastifyReply } from 'fastify';
import type { AccountApp, AccountAppsByPlatform } from '../account-auth/types';
import type { LoopbackContext } from './loopback-context';
import { mintLoopbackToken, readLoopbackToken } from './loopback-tokens';

/**
 * Loopback fake of the five merchant-authorization platforms (decision 026), each at its real
 * paths and in its own answer format, so the real clients run unchanged against it. Codes are
 * minted by the demo authorize page (`mintAuthorizationCode`) as self-verifying tokens keyed by
 * the app secret — any process's fake accepts them — and carry the PKCE challenge, which the
 * TikTok token endpoint checks against the verifier.
 */

export class LoopbackAccountsState {
  /** Codes already exchanged (single use). */
  readonly usedCodes = new Set<string>();
  /** Users whose grant the platform revoked: refresh and profile answer the revocation code. */
  readonly revoked = new Set<string>();
  /** Lifetime of access tokens (seconds). */
  accessTtlSeconds = 7200;
}

const CODE_TTL_MS = 10 * 60_000;
export const REFRESH_TTL_SECONDS = 30 * 86_400;

/** The code the demo page hands back (`auth_code` for Ocean Engine). */
export function mintAuthorizationCode(
  platform: AuthPlatform,
  app: AccountApp,
  input: { user: string; codeChallenge?: string; now?: number },
): string {
  return mintLoopbackToken(`${platform}-code`, app.secret, {
    app: app.key,
    user: input.user,
    exp: (input.now ?? Date.now()) + CODE_TTL_MS,
    ...(input.codeChallenge ? { cc: input.codeChallenge } : {}),
  });
}

/** The demo account a fake user id stands for. */
export function loopbackProfile(platform: AuthPlatform, user: string) {
  const suffix = createHash('sha256').update(user).digest('hex').slice(0, 8);
  const shop = platform === 'tiktok_shop' || platform === 'doudian';
  return {
    openId: user,
    number: `${platform === 'ocean_engine' ? '17' : '88'}${parseInt(suffix, 16)}`,
    nickname: `Demo ${platform.replace('_', ' ')} ${suffix.slice(0, 4)}`,
    shopId: shop ? `7494${parseInt(suffix, 16)}` : null,
    shopName: shop ? `Demo shop ${suffix.slice(0, 4)}` : null,
  };
}

/** Per platform: how it answers success and failure, and its revocation code. */
interface Dialect {
  ok(data: Record<string, unknown>): unknown;
  fail(code: string | number, message: string): { status: number; body: unknown };
  revoked: string | number;
  invalid: string | number;
}

const DIALECTS: Record<AuthPlatform, Dialect> = {
  douyin: {
    ok: (data) => ({ data: { ...data, error_code: 0, description: '' }, message: 'success' }),
    fail: (code, description) => ({
      status: 200,
      body: { data: { error_code: code, description }, message: 'error' },
    }),
    revoked: 10010,
    invalid: 10007,
  },
  tiktok: {
    ok: (data) => data,
    fail: (error, error_description) => ({ status: 400, body: { error, error_description, log_id: 'fake' } }),
    revoked: 'invalid_grant',
    invalid: 'invalid_request',
  },
  tiktok_shop: {
    ok: (data) => ({ code: 0, message: 'success', data, request_id: 'fake' }),
    fail: (code, message) => ({ status: 200, body: { code, message, data: {} } }),
    revoked: 36004004,
    invalid: 36004001,
  },
  doudian: {
    ok: (data) => ({ code: 10000, msg: 'success', data }),
    fail: (code, msg) => ({ status: 200, body: { code: 40004, msg, sub_code: String(code), sub_msg: msg } }),
    revoked: 'isv.refresh-token-invalid',
    invalid: 'isv.parameter-invalid',
  },
  ocean_engine: {
    ok: (data) => ({ code: 0, message: 'OK', data, request_id: 'fake' }),
    fail: (code, message) => ({ status: 200, body: { code, message, data: {} } }),
    revoked: 40103,
    invalid: 40001,
  },
};

type Answer = { status: number; body: unknown };

/** The fakes' shared behaviour: codes, tokens, faults, in each platform's answer format. */
export function loopbackAccountCore(
  ctx: LoopbackContext,
  state: LoopbackAccountsState,
  apps: () => AccountAppsByPlatform,
) {
  const findApp = (p: AuthPlatform, key: unknown) => apps()[p]?.find((a) => a.key === key);
  const send = (reply: FastifyReply, a: Answer) => reply.code(a.status).send(a.body);
  const d = DIALECTS;

  /** Injected faults: 503 (temporary), 504 (hang past the client's time-out), else the platform's error. */
  async function fault(p: AuthPlatform, step: string): Promise<Answer | undefined> {
    ctx.count(`${p}.${step}`);
    const f = ctx.takeFailure(`${p}.${step}`);
    if (!f) return undefined;
    if (f.code === 503) return { status: 503, body: 'Service Unavailable' };
    if (f.code === 504) {
      await new Promise((r) => setTimeout(r, 3_000));
      return { status: 504, body: 'Gateway Timeout' };
    }
    return d[p].fail(f.code ?? d[p].invalid, f.message);
  }

  function issue(p: AuthPlatform, a: AccountApp, user: string) {
    const now = ctx.now();
    return {
      access: mintLoopbackToken(`${p}-access`, a.secret, {
        app: a.key,
        user,
        exp: now + state.accessTtlSeconds * 1000,
      }),
      refresh: mintLoopbackToken(`${p}-refresh`, a.secret, {
        app: a.key,
        user,
        exp: now + REFRESH_TTL_SECONDS * 1000,
      }),
    };
  }

  async function exchange(p: AuthPlatform, a: AccountApp | undefined, code: unknown, verifier?: unknown) {
    const f = await fault(p, 'token');
    if (f) return { answer: f };
    if (!a) return { answer: d[p].fail(d[p].invalid, 'unknown app or wrong secret') };
    const payload = readLoopbackToken(
      `${p}-code`,
      a.secret,
      typeof code === 'string' ? code : undefined,
      ctx.now(),
    );
    if (!payload || payload.app !== a.key || state.usedCodes.has(String(code)))
      return { answer: d[p].fail(d[p].invalid, 'authorization code is invalid, expired or used') };
    if (payload.cc !== undefined) {
      const given =
        typeof verifier === 'string' ? createHash('sha256').update(verifier).digest('base64url') : '';
      if (given !== payload.cc)
        return { answer: d[p].fail('invalid_grant', 'code_verifier does not match code_challenge') };
    }
    state.usedCodes.add(String(code));
    return { user: payload.user!, tokens: issue(p, a, payload.user!) };
  }

  async function refresh(p: AuthPlatform, a: AccountApp | undefined, token: unknown) {
    const f = await fault(p, 'refresh');
    if (f) return { answer: f };
    if (!a) return { answer: d[p].fail(d[p].invalid, 'unknown app or wrong secret') };
    const payload = readLoopbackToken(
      `${p}-refresh`,
      a.secret,
      typeof token === 'string' ? token : undefined,
      ctx.now(),
    );
    if (!payload || state.revoked.has(payload.user!))
      return {
        answer: d[p].fail(d[p].revoked, 'refresh_token is invalid or the user revoked the authorization'),
      };
    return { user: payload.user!, tokens: issue(p, a, payload.user!) };
  }

  async function profileOf(p: AuthPlatform, token: unknown, appKey?: unknown) {
    const f = await fault(p, 'profile');
    if (f) return { answer: f };
    const candidates = (apps()[p] ?? []).filter((a) => appKey === undefined || a.key === appKey);
    for (const a of candidates) {
      const payload = readLoopbackToken(
        `${p}-access`,
        a.secret,
        typeof token === 'string' ? token : undefined,
        ctx.now(),
      );
      if (payload && !state.revoked.has(payload.user!)) return { profile: loopbackProfile(p, payload.user!) };
    }
    return {
      answer: d[p].fail(
        p === 'tiktok' ? 'access_token_invalid' : d[p].revoked,
        'access token is invalid or expired',
      ),
    };
  }

  const ttl = () => state.accessTtlSeconds;
  return { findApp, send, exchange, refresh, profileOf, ttl, d };
}
