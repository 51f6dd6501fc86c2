import { authCall, obj, platformError, requireTokens, seconds, text } from './auth-errors';
import { doudianSign, sortedJson } from './shop-signing';
import type {
  AccountAuthClient,
  AccountProfile,
  AccountTokens,
  AuthorizeInput,
  ClientOptions,
} from './types';
import type { TikTokShopCredentials } from './tiktok-shop-auth';

/**
 * Doudian (抖店) open platform (integrations.md): the shop authorizes our service at
 * `fuwu.jinritemai.com/authorize?service_id&state`; `token.create` / `token.refresh` are signed
 * gateway calls (`/token/create?app_key&method&param_json&timestamp&v=2&sign_method&sign`), and
 * the token answer names the shop. Hand-written: a signed RPC gateway, not OAuth 2.
 */
/** Codes meaning the grant is gone (public clients, unconfirmed). */
const REVOKED = [30001, 30002, 30005, 'isv.access-token-expired', 'isv.refresh-token-invalid'];
/** Doudian's success code. */
const OK = 10000;

/** Doudian's timestamp: `yyyy-MM-dd HH:mm:ss` in Beijing time. */
function doudianTimestamp(nowMs = Date.now()): string {
  return new Date(nowMs + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export class DoudianAuthClient implements AccountAuthClient {
  readonly platform = 'doudian' as const;
  readonly pkce = false;

  constructor(
    private readonly credentials: TikTokShopCredentials,
    private readonly options: ClientOptions,
  ) {}

  get appKey(): string {
    return this.credentials.appKey;
  }

  authorizeUrl(input: AuthorizeInput): string {
    const q = new URLSearchParams({ service_id: this.credentials.serviceId, state: input.state });
    if (this.options.demo) q.set('redirect_uri', input.redirectUri);
    return `${this.options.authorizeBase}/authorize?${q}`;
  }

  exchangeCode(input: { code: string }): Promise<AccountTokens> {
    return this.token('token.create', { code: input.code, grant_type: 'authorization_code' });
  }

  refresh(refreshToken: string): Promise<AccountTokens> {
    return this.token('token.refresh', { grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  /** The token answer already named the shop; Doudian has no avatar for it. */
  async profile(tokens: AccountTokens): Promise<AccountProfile> {
    const shopId = tokens.hint?.shopId ?? tokens.openId ?? '';
    return {
      openId: shopId,
      number: shopId,
      nickname: tokens.hint?.shopName ?? '',
      avatar: '',
      shopName: tokens.hint?.shopName ?? null,
      shopId: shopId || null,
      cartNumber: null,
    };
  }

  private async token(method: string, params: Record<string, string>): Promise<AccountTokens> {
    const paramJson = sortedJson(params);
    const timestamp = doudianTimestamp();
    const sign = doudianSign(this.credentials.appSecret, {
      appKey: this.appKey,
      method,
      paramJson,
      timestamp,
    });
    const q = new URLSearchParams({
      app_key: this.appKey,
      method,
      param_json: paramJson,
      timestamp,
      v: '2',
      sign_method: 'hmac-sha256',
      sign,
    });
    const step = method;
    const { json } = await authCall(`${await this.options.apiBase()}/${method.replace('.', '/')}?${q}`, {
      timeoutMs: this.options.timeoutMs,
      step,
    });
    const code = seconds(json.code);
    if (code !== OK)
      throw platformError(step, text(json.sub_code) ?? code, text(json.sub_msg) ?? text(json.msg), REVOKED);
    const data = obj(json.data);
    const shopId = text(data.shop_id);
    const shopName = text(data.shop_name);
    return {
      ...requireTokens(step, data.access_token, data.refresh_token),
      expiresIn: seconds(data.expires_in) ?? 0,
      ...(shopId ? { openId: shopId } : {}),
      hint: { ...(shopId ? { shopId } : {}), ...(shopName ? { shopName } : {}) },
    };
  }
}
