import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AccountAppsByPlatform } from '../account-auth/types';
import { doudianSign, tiktokShopSign } from '../account-auth/shop-signing';
import {
  loopbackAccountCore,
  loopbackProfile,
  REFRESH_TTL_SECONDS,
  type LoopbackAccountsState,
} from './loopback-accounts';
import type { LoopbackContext } from './loopback-context';

/** A 1×1 PNG. */
const FAKE_AVATAR_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/**
 * The five merchant-authorization platforms' endpoints on the loopback fake (decision 026), at
 * their real paths; the behaviour behind them is `loopbackAccountCore`.
 */
export function registerLoopbackAccounts(
  app: FastifyInstance,
  ctx: LoopbackContext,
  state: LoopbackAccountsState,
  apps: () => AccountAppsByPlatform,
) {
  const { findApp, send, exchange, refresh, profileOf, ttl, d } = loopbackAccountCore(ctx, state, apps);

  // The platforms' avatar CDNs: a tiny PNG, which the server copies into its own storage.
  const avatarOf = (request: { protocol: string; host: string }) =>
    `${request.protocol}://${request.host}/fake-avatar.png`;
  app.get('/fake-avatar.png', async (_request, reply) =>
    reply.type('image/png').send(Buffer.from(FAKE_AVATAR_PNG, 'base64')),
  );

  // ---- Douyin (form bodies).
  const body = (request: { body: unknown }) => (request.body ?? {}) as Record<string, string>;
  app.post('/oauth/access_token/', async (request, reply) => {
    const b = body(request);
    const a = findApp('douyin', b.client_key);
    const r = await exchange('douyin', a?.secret === b.client_secret ? a : undefined, b.code);
    if ('answer' in r) return send(reply, r.answer!);
    return d.douyin.ok({
      access_token: r.tokens.access,
      refresh_token: r.tokens.refresh,
      expires_in: ttl(),
      refresh_expires_in: REFRESH_TTL_SECONDS,
      open_id: r.user,
      scope: 'user_info,video.create,video.data',
    });
  });
  app.post('/oauth/refresh_token/', async (request, reply) => {
    const b = body(request);
    const r = await refresh('douyin', findApp('douyin', b.client_key), b.refresh_token);
    if ('answer' in r) return send(reply, r.answer!);
    return d.douyin.ok({
      access_token: r.tokens.access,
      refresh_token: r.tokens.refresh,
      expires_in: ttl(),
      refresh_expires_in: REFRESH_TTL_SECONDS,
      open_id: r.user,
    });
  });
  app.post('/oauth/userinfo/', async (request, reply) => {
    const r = await profileOf('douyin', body(request).access_token);
    if ('answer' in r) return send(reply, r.answer!);
    return d.douyin.ok({
      open_id: r.profile.openId,
      union_id: `u_${r.profile.openId}`,
      nickname: r.profile.nickname,
      avatar: avatarOf(request),
    });
  });

  // ---- TikTok Login Kit v2 (OAuth 2 form body with client_key; PKCE).
  app.post('/v2/oauth/token/', async (request, reply) => {
    const b = body(request);
    const a = findApp('tiktok', b.client_key);
    const known = a?.secret === b.client_secret ? a : undefined;
    const r =
      b.grant_type === 'refresh_token'
        ? await refresh('tiktok', known, b.refresh_token)
        : await exchange('tiktok', known, b.code, b.code_verifier ?? '');
    if ('answer' in r) return send(reply, r.answer!);
    return {
      access_token: r.tokens.access,
      refresh_token: r.tokens.refresh,
      expires_in: ttl(),
      refresh_expires_in: REFRESH_TTL_SECONDS,
      open_id: r.user,
      scope: 'user.info.basic,video.publish',
      token_type: 'Bearer',
    };
  });
  app.get('/v2/user/info/', async (request, reply) => {
    const auth = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
    const r = await profileOf('tiktok', auth);
    if ('answer' in r) {
      return reply
        .code(401)
        .send({ data: {}, error: { code: 'access_token_invalid', message: 'invalid token' } });
    }
    const p = r.profile;
    return {
      data: {
        user: {
          open_id: p.openId,
          union_id: `u_${p.openId}`,
          avatar_url: avatarOf(request),
          display_name: p.nickname,
          username: `demo${p.number}`,
        },
      },
      error: { code: 'ok', message: '', log_id: 'fake' },
    };
  });

  // ---- TikTok Shop (query credentials; signed shops call).
  const shopToken = (kind: 'get' | 'refresh') => async (request: { query: unknown }, reply: FastifyReply) => {
    const q = request.query as Record<string, string>;
    const a = findApp('tiktok_shop', q.app_key);
    const known = a?.secret === q.app_secret ? a : undefined;
    const r =
      kind === 'get'
        ? q.grant_type === 'authorized_code'
          ? await exchange('tiktok_shop', known, q.auth_code)
          : { answer: d.tiktok_shop.fail(36004001, 'grant_type must be authorized_code') }
        : await refresh('tiktok_shop', known, q.refresh_token);
    if ('answer' in r) return send(reply, r.answer!);
    const now = Math.floor(ctx.now() / 1000);
    return d.tiktok_shop.ok({
      access_token: r.tokens.access,
      access_token_expire_in: now + ttl(),
      refresh_token: r.tokens.refresh,
      refresh_token_expire_in: now + REFRESH_TTL_SECONDS,
      open_id: r.user,
      seller_name: loopbackProfile('tiktok_shop', r.user).shopName,
      seller_base_region: 'GB',
      user_type: 0,
    });
  };
  app.get('/api/v2/token/get', shopToken('get'));
  app.get('/api/v2/token/refresh', shopToken('refresh'));
  app.get('/authorization/202309/shops', async (request, reply) => {
    const q = request.query as Record<string, string>;
    const a = findApp('tiktok_shop', q.app_key);
    const { sign, ...rest } = q;
    if (!a || sign !== tiktokShopSign(a.secret, '/authorization/202309/shops', rest))
      return send(reply, d.tiktok_shop.fail(106001, 'invalid sign'));
    const r = await profileOf('tiktok_shop', request.headers['x-tts-access-token'], a.key);
    if ('answer' in r) return send(reply, r.answer!);
    const p = r.profile;
    return d.tiktok_shop.ok({
      shops: [
        {
          id: p.shopId,
          name: p.shopName,
          region: 'GB',
          seller_type: 'LOCAL',
          cipher: 'ROW_fake',
          code: `GB${p.number}`,
        },
      ],
    });
  });

  // ---- Doudian (signed gateway calls).
  const doudian = (method: string) => async (request: { query: unknown }, reply: FastifyReply) => {
    const q = request.query as Record<string, string>;
    const a = findApp('doudian', q.app_key);
    const signed =
      a &&
      q.v === '2' &&
      q.method === method &&
      q.sign ===
        doudianSign(a.secret, {
          appKey: a.key,
          method,
          paramJson: q.param_json ?? '',
          timestamp: q.timestamp ?? '',
        });
    if (!signed) return send(reply, d.doudian.fail('isv.signature-invalid', 'sign is invalid'));
    let params: Record<string, string>;
    try {
      params = JSON.parse(q.param_json ?? '{}') as Record<string, string>;
    } catch {
      return send(reply, d.doudian.fail('isv.parameter-invalid', 'param_json is not JSON'));
    }
    const r =
      method === 'token.create'
        ? await exchange('doudian', a, params.code)
        : await refresh('doudian', a, params.refresh_token);
    if ('answer' in r) return send(reply, r.answer!);
    const p = loopbackProfile('doudian', r.user);
    return d.doudian.ok({
      access_token: r.tokens.access,
      expires_in: ttl(),
      refresh_token: r.tokens.refresh,
      scope: 'SCOPE',
      shop_id: p.shopId,
      shop_name: p.shopName,
      authority_id: p.shopId,
    });
  };
  app.get('/token/create', doudian('token.create'));
  app.get('/token/refresh', doudian('token.refresh'));

  // ---- Ocean Engine (JSON bodies).
  const oceanTokens = (tokens: { access: string; refresh: string }) =>
    d.ocean_engine.ok({
      access_token: tokens.access,
      expires_in: ttl(),
      refresh_token: tokens.refresh,
      refresh_token_expires_in: REFRESH_TTL_SECONDS,
    });
  app.post('/open_api/oauth2/access_token/', async (request, reply) => {
    const b = body(request);
    const a = findApp('ocean_engine', b.app_id);
    const known = a?.secret === b.secret ? a : undefined;
    const r =
      b.grant_type === 'auth_code'
        ? await exchange('ocean_engine', known, b.auth_code)
        : { answer: d.ocean_engine.fail(40001, 'grant_type must be auth_code') };
    if ('answer' in r) return send(reply, r.answer!);
    return oceanTokens(r.tokens);
  });
  app.post('/open_api/oauth2/refresh_token/', async (request, reply) => {
    const b = body(request);
    const a = findApp('ocean_engine', b.app_id);
    const r = await refresh('ocean_engine', a?.secret === b.secret ? a : undefined, b.refresh_token);
    if ('answer' in r) return send(reply, r.answer!);
    return oceanTokens(r.tokens);
  });
  app.get('/open_api/2/user/info/', async (request, reply) => {
    const r = await profileOf('ocean_engine', request.headers['access-token']);
    if ('answer' in r) return send(reply, r.answer!);
    return d.ocean_engine.ok({ id: r.profile.openId, display_name: r.profile.nickname, email: '' });
  });
  app.get('/open_api/oauth2/advertiser/get/', async (request, reply) => {
    const q = request.query as Record<string, string>;
    const r = await profileOf('ocean_engine', q.access_token, q.app_id);
    if ('answer' in r) return send(reply, r.answer!);
    return d.ocean_engine.ok({
      list: [
        {
          advertiser_id: r.profile.number,
          advertiser_name: r.profile.nickname,
          account_role: 'PLATFORM_ROLE_QIANCHUAN',
          is_valid: true,
        },
      ],
    });
  });
}
