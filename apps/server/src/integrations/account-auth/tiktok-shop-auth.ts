import { authCall, obj, platformError, requireTokens, seconds, text } from './auth-errors';
import { tiktokShopSign } from './shop-signing';
import type {
  AccountAuthClient,
  AccountProfile,
  AccountTokens,
  AuthorizeInput,
  ClientOptions,
} from './types';

/**
 * TikTok Shop seller authorization (integrations.md): the seller authorizes our service at
 * `services.tiktokshop.com/open/authorize?service_id`, the redirect URL is the one set in Partner
 * Center; tokens from `auth.tiktok-shops.com/api/v2/token/get|refresh` (app key and secret in the
 * query, `grant_type=authorized_code`), the shop from the signed `/authorization/202309/shops`.
 * Hand-written: none of it is OAuth 2 as written (expiries are absolute times, answers are
 * wrapped in `{code, message, data}`, API calls are signed).
 */
export interface TikTokShopCredentials {
  appKey: string;
  appSecret: string;
  serviceId: string;
}

/** Codes meaning the grant is gone (public clients, unconfirmed): expired/invalid tokens. */
const REVOKED = [105001, 105002, 36004004, 36004005];

export class TikTokShopAuthClient implements AccountAuthClient {
  readonly platform = 'tiktok_shop' as const;
  readonly pkce = false;

  constructor(
    private readonly credentials: TikTokShopCredentials,
    private readonly options: ClientOptions & { shopApiBase: () => Promise<string> },
  ) {}

  get appKey(): string {
    return this.credentials.appKey;
  }

  authorizeUrl(input: AuthorizeInput): string {
    // The redirect URL is configured in Partner Center; we send it anyway for the demo page.
    const q = new URLSearchParams({ service_id: this.credentials.serviceId, state: input.state });
    if (this.options.demo) q.set('redirect_uri', input.redirectUri);
    return `${this.options.authorizeBase}/open/authorize?${q}`;
  }

  exchangeCode(input: { code: string }): Promise<AccountTokens> {
    return this.token('/api/v2/token/get', 'token_get', {
      auth_code: input.code,
      grant_type: 'authorized_code',
    });
  }

  refresh(refreshToken: string): Promise<AccountTokens> {
    return this.token('/api/v2/token/refresh', 'token_refresh', {
      refresh_token: refreshToken,
      grant_type: 'refresh_token',
    });
  }

  async profile(tokens: AccountTokens): Promise<AccountProfile> {
    const path = '/authorization/202309/shops';
    const query: Record<string, string> = {
      app_key: this.appKey,
      timestamp: String(Math.floor(Date.now() / 1000)),
    };
    query.sign = tiktokShopSign(this.credentials.appSecret, path, query);
    const { json } = await authCall(
      `${await this.options.shopApiBase()}${path}?${new URLSearchParams(query)}`,
      {
        headers: { 'x-tts-access-token': tokens.accessToken, 'content-type': 'application/json' },
        timeoutMs: this.options.timeoutMs,
        step: 'authorized_shops',
      },
    );
    const data = this.check(json, 'authorized_shops');
    const shops = Array.isArray(data.shops) ? data.shops.map(obj) : [];
    const shop = shops[0] ?? {};
    return {
      openId: tokens.openId ?? '',
      number: text(shop.code) ?? text(shop.id) ?? '',
      nickname: tokens.hint?.nickname ?? text(shop.name) ?? '',
      avatar: '',
      shopName: text(shop.name) ?? null,
      shopId: text(shop.id) ?? null,
      cartNumber: null,
    };
  }

  private async token(path: string, step: string, extra: Record<string, string>): Promise<AccountTokens> {
    const q = new URLSearchParams({ app_key: this.appKey, app_secret: this.credentials.appSecret, ...extra });
    const { json } = await authCall(`${await this.options.apiBase()}${path}?${q}`, {
      timeoutMs: this.options.timeoutMs,
      step,
    });
    const data = this.check(json, step);
    const now = Date.now() / 1000;
    // TikTok Shop gives expiries as unix times, not durations.
    const accessAt = seconds(data.access_token_expire_in) ?? now;
    const refreshAt = seconds(data.refresh_token_expire_in);
    const openId = text(data.open_id);
    const seller = text(data.seller_name);
    return {
      ...requireTokens(step, data.access_token, data.refresh_token),
      expiresIn: Math.max(0, Math.round(accessAt - now)),
      ...(refreshAt !== undefined ? { refreshExpiresIn: Math.max(0, Math.round(refreshAt - now)) } : {}),
      ...(openId ? { openId } : {}),
      ...(seller ? { hint: { nickname: seller } } : {}),
    };
  }

  private check(json: Record<string, unknown>, step: string): Record<string, unknown> {
    const code = seconds(json.code);
    if (code !== 0) throw platformError(step, code, text(json.message), REVOKED);
    return obj(json.data);
  }
}
