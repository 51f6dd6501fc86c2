import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { XhsCardConfig } from '../platforms';
import { xhsSignature } from '../xhs';
import type { LoopbackContext } from './loopback-context';

/** Loopback fake of Xiaohongshu's `POST /api/sns/v1/ext/access/token` (step 1 of the signing). */
export class LoopbackXhsState {
  /** access token → app key and expiry. */
  readonly tokens = new Map<string, { appKey: string; expiresAt: number }>();
}

/** Timestamps further than this from our clock are refused, as a replay guard would. */
const MAX_SKEW_MS = 10 * 60 * 1000;

export function registerLoopbackXhs(app: FastifyInstance, ctx: LoopbackContext, state: LoopbackXhsState) {
  app.post('/api/sns/v1/ext/access/token', async (request) => {
    ctx.count('xhs.access_token');
    const failure = ctx.takeFailure('xhs.access_token');
    if (failure) return { success: false, code: failure.code ?? -1, msg: failure.message, data: null };
    const body = (request.body ?? {}) as Record<string, unknown>;
    const appKey = String(body.app_key ?? '');
    const nonce = String(body.nonce ?? '');
    const timestamp = Number(body.timestamp);
    const known = ctx.apps.xhs.find((a) => a.appKey === appKey);
    if (!known) return { success: false, code: 900001, msg: 'app_key is unknown', data: null };
    if (!nonce || !Number.isInteger(timestamp)) {
      return { success: false, code: 900002, msg: 'nonce and timestamp (ms) are required', data: null };
    }
    if (Math.abs(ctx.now() - timestamp) > MAX_SKEW_MS) {
      return { success: false, code: 900003, msg: 'timestamp expired', data: null };
    }
    if (body.signature !== xhsSignature({ appKey, nonce, timestamp }, known.appSecret)) {
      return { success: false, code: 900004, msg: 'signature verification failed', data: null };
    }
    const accessToken = `xhs_at_${randomBytes(16).toString('hex')}`;
    state.tokens.set(accessToken, { appKey, expiresAt: ctx.now() + ctx.tokenTtlSeconds * 1000 });
    return {
      success: true,
      code: 0,
      msg: 'success',
      data: { access_token: accessToken, expires_in: ctx.tokenTtlSeconds },
    };
  });
}

/** What the share SDK would check: the config is signed with a live access token of its app. */
export function verifyLoopbackXhsCardConfig(
  state: LoopbackXhsState,
  config: XhsCardConfig,
  now: number,
): boolean {
  for (const [token, entry] of state.tokens) {
    if (entry.appKey !== config.app_key || entry.expiresAt <= now) continue;
    if (
      xhsSignature({ appKey: config.app_key, nonce: config.nonce, timestamp: config.timestamp }, token) ===
      config.signature
    ) {
      return true;
    }
  }
  return false;
}
