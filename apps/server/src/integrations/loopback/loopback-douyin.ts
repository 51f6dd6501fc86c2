import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { douyinWebhookSignature } from '../douyin';
import type { LoopbackContext } from './loopback-context';

/**
 * Loopback fake of Douyin's open platform: `/oauth/client_token/`, `/open/getticket/`,
 * `/share-id/`, answering in Douyin's `{data: {error_code, description, …}}` format.
 */
export class LoopbackDouyinState {
  /** client token → app and expiry. */
  readonly clientTokens = new Map<string, { clientKey: string; expiresAt: number }>();
  /** ticket → app. */
  readonly tickets = new Map<string, string>();
  /** share id → app: every share id handed out. */
  readonly shareIds = new Map<string, string>();
}

const ok = (data: Record<string, unknown>) => ({
  data: { ...data, error_code: 0, description: '' },
  message: 'success',
});
const fail = (code: number, description: string) => ({
  data: { error_code: code, description },
  message: 'error',
});

export function registerLoopbackDouyin(
  app: FastifyInstance,
  ctx: LoopbackContext,
  state: LoopbackDouyinState,
) {
  const tokenOf = (request: FastifyRequest) => {
    const header = request.headers['access-token'];
    const token =
      typeof header === 'string' ? header : (request.query as Record<string, string>).access_token;
    const entry = token ? state.clientTokens.get(token) : undefined;
    return entry && entry.expiresAt > ctx.now() ? entry : undefined;
  };

  app.post('/oauth/client_token/', async (request) => {
    ctx.count('douyin.client_token');
    const failure = ctx.takeFailure('douyin.client_token');
    if (failure) return fail(failure.code ?? 10013, failure.message);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const known = ctx.apps.douyin.find(
      (a) => a.clientKey === body.client_key && a.clientSecret === body.client_secret,
    );
    if (body.grant_type !== 'client_credential') return fail(10002, 'grant_type must be client_credential');
    if (!known) return fail(10013, 'client_key or client_secret is wrong');
    const token = `clt.${randomBytes(16).toString('hex')}`;
    state.clientTokens.set(token, {
      clientKey: known.clientKey,
      expiresAt: ctx.now() + ctx.tokenTtlSeconds * 1000,
    });
    return ok({ access_token: token, expires_in: ctx.tokenTtlSeconds });
  });

  app.get('/open/getticket/', async (request) => {
    ctx.count('douyin.getticket');
    const failure = ctx.takeFailure('douyin.getticket');
    if (failure) return fail(failure.code ?? 2190002, failure.message);
    const token = tokenOf(request);
    if (!token) return fail(2190008, 'access_token expired or invalid');
    const ticket = `bxLdikRXVbTPdHSM05e5u5sUoXNKd8-${randomBytes(12).toString('hex')}`;
    state.tickets.set(ticket, token.clientKey);
    return ok({ ticket, expires_in: ctx.tokenTtlSeconds });
  });

  app.get('/share-id/', async (request) => {
    ctx.count('douyin.share_id');
    const failure = ctx.takeFailure('douyin.share_id');
    if (failure) return fail(failure.code ?? 2190002, failure.message);
    const token = tokenOf(request);
    if (!token) return fail(2190008, 'access_token expired or invalid');
    // Douyin share ids are 19-digit numbers, sent as strings.
    const shareId = `7${String(randomInt(1e9)).padStart(9, '0')}${String(randomInt(1e9)).padStart(9, '0')}`;
    state.shareIds.set(shareId, token.clientKey);
    return ok({ share_id: shareId });
  });
}

/**
 * What Douyin would POST to our webhook: the raw body and its headers (`X-Douyin-Signature`,
 * `Msg-Id`). Tests (and a demo "simulate posting" tool) use it.
 */
export function loopbackDouyinWebhook(input: {
  clientKey: string;
  clientSecret: string;
  event: string;
  content: Record<string, unknown>;
  fromUserId?: string;
  msgId?: string;
}): { body: Buffer; headers: Record<string, string> } {
  const body = Buffer.from(
    JSON.stringify({
      event: input.event,
      from_user_id: input.fromUserId ?? `fake-open-id-${randomBytes(4).toString('hex')}`,
      client_key: input.clientKey,
      content: input.content,
    }),
    'utf8',
  );
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-douyin-signature': douyinWebhookSignature(input.clientSecret, body),
      'msg-id': input.msgId ?? randomBytes(12).toString('hex'),
    },
  };
}
