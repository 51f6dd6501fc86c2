import { authCall, obj, platformError, requireTokens, seconds, text } from './auth-errors';
import type {
  AccountAuthClient,
  AccountProfile,
  AccountTokens,
  AuthorizeInput,
  ClientOptions,
} from './types';

/**
 * Ocean Engine / Qianchuan (integrations.md): authorize at `open.oceanengine.com/audit/oauth.html`
 * → `auth_code`; JSON `POST /open_api/oauth2/access_token/` and `/refresh_token/` with `app_id`,
 * `secret`; the account from `/open_api/2/user/info/` and its advertisers from
 * `/open_api/oauth2/advertiser/get/`. Hand-written: `auth_code` / `secret` / a `{code, data}`
 * wrapper instead of OAuth 2's names.
 */
/** Codes meaning the grant is gone (public clients, unconfirmed). */
const REVOKED = [40102, 40103, 40104, 40107];

export class OceanEngineAuthClient implements AccountAuthClient {
  readonly platform = 'ocean_engine' as const;
  readonly pkce = false;

  constructor(
    private readonly credentials: { appId: string; secret: string },
    private readonly options: ClientOptions,
  ) {}

  get appKey(): string {
    return this.credentials.appId;
  }

  authorizeUrl(input: AuthorizeInput): string {
    const q = new URLSearchParams({
      app_id: this.appKey,
      state: input.state,
      material_auth: '1',
      redirect_uri: input.redirectUri,
    });
    return `${this.options.authorizeBase}/audit/oauth.html?${q}`;
  }

  exchangeCode(input: { code: string }): Promise<AccountTokens> {
    return this.token('/open_api/oauth2/access_token/', 'access_token', {
      grant_type: 'auth_code',
      auth_code: input.code,
    });
  }

  refresh(refreshToken: string): Promise<AccountTokens> {
    return this.token('/open_api/oauth2/refresh_token/', 'refresh_token', {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
    });
  }

  async profile(tokens: AccountTokens): Promise<AccountProfile> {
    const user = await this.get('/open_api/2/user/info/', 'user_info', {}, tokens.accessToken);
    const advertisers = await this.get('/open_api/oauth2/advertiser/get/', 'advertiser_get', {
      access_token: tokens.accessToken,
      app_id: this.appKey,
      secret: this.credentials.secret,
    });
    const list = Array.isArray(advertisers.list) ? advertisers.list.map(obj) : [];
    const first = list[0] ?? {};
    const openId = text(user.id) ?? text(first.advertiser_id) ?? '';
    return {
      openId,
      number: text(first.advertiser_id) ?? openId,
      nickname: text(user.display_name) ?? text(first.advertiser_name) ?? '',
      avatar: '',
      shopName: null,
      shopId: null,
      cartNumber: null,
    };
  }

  private async token(path: string, step: string, body: Record<string, string>): Promise<AccountTokens> {
    const { json } = await authCall(`${await this.options.apiBase()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ app_id: this.appKey, secret: this.credentials.secret, ...body }),
      timeoutMs: this.options.timeoutMs,
      step,
    });
    const data = this.check(json, step);
    const refreshExpiresIn = seconds(data.refresh_token_expires_in);
    return {
      ...requireTokens(step, data.access_token, data.refresh_token),
      expiresIn: seconds(data.expires_in) ?? 0,
      ...(refreshExpiresIn !== undefined ? { refreshExpiresIn } : {}),
    };
  }

  private async get(path: string, step: string, query: Record<string, string>, accessToken?: string) {
    const qs = Object.keys(query).length > 0 ? `?${new URLSearchParams(query)}` : '';
    const { json } = await authCall(`${await this.options.apiBase()}${path}${qs}`, {
      headers: accessToken ? { 'access-token': accessToken } : {},
      timeoutMs: this.options.timeoutMs,
      step,
    });
    return this.check(json, step);
  }

  private check(json: Record<string, unknown>, step: string): Record<string, unknown> {
    const code = seconds(json.code);
    if (code !== 0) throw platformError(step, code, text(json.message), REVOKED);
    return obj(json.data);
  }
}
