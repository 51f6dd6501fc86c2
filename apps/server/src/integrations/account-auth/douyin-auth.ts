import { authCall, obj, platformError, requireTokens, seconds, text } from './auth-errors';
import type {
  AccountAuthClient,
  AccountProfile,
  AccountTokens,
  AuthorizeInput,
  ClientOptions,
} from './types';

/**
 * Douyin open platform, merchant OAuth (integrations.md): `/platform/oauth/connect/` in the
 * browser, then form-encoded `/oauth/access_token/`, `/oauth/refresh_token/`, `/oauth/userinfo/`.
 * Hand-written: Douyin names the client `client_key` and wraps every answer in
 * `{data: {error_code, description, …}, message}`, which no OAuth library reads.
 */
const SCOPES = 'user_info,video.create,video.data';
/**
 * Error codes meaning the grant is gone (from public clients, unconfirmed): 10008 / 10010
 * refresh token invalid or expired, 2190002 / 2190008 access token invalid or expired.
 */
const REVOKED = [10008, 10010, 2190002, 2190008];

export class DouyinAuthClient implements AccountAuthClient {
  readonly platform = 'douyin' as const;
  readonly pkce = false;

  constructor(
    private readonly credentials: { clientKey: string; clientSecret: string },
    private readonly options: ClientOptions,
  ) {}

  get appKey(): string {
    return this.credentials.clientKey;
  }

  authorizeUrl(input: AuthorizeInput): string {
    const q = new URLSearchParams({
      client_key: this.appKey,
      response_type: 'code',
      scope: SCOPES,
      redirect_uri: input.redirectUri,
      state: input.state,
    });
    return `${this.options.authorizeBase}/platform/oauth/connect/?${q}`;
  }

  async exchangeCode(input: { code: string }): Promise<AccountTokens> {
    return this.token('/oauth/access_token/', 'access_token', {
      client_key: this.appKey,
      client_secret: this.credentials.clientSecret,
      code: input.code,
      grant_type: 'authorization_code',
    });
  }

  refresh(refreshToken: string): Promise<AccountTokens> {
    return this.token('/oauth/refresh_token/', 'refresh_token', {
      client_key: this.appKey,
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
    });
  }

  async profile(tokens: AccountTokens): Promise<AccountProfile> {
    const data = await this.post('/oauth/userinfo/', 'userinfo', {
      access_token: tokens.accessToken,
      open_id: tokens.openId ?? '',
    });
    const openId = text(data.open_id) ?? tokens.openId ?? '';
    return {
      openId,
      // Douyin's user info has no Douyin number; the open id is what identifies the account.
      number: openId,
      nickname: text(data.nickname) ?? '',
      avatar: text(data.avatar) ?? '',
      shopName: null,
      shopId: null,
      cartNumber: null,
    };
  }

  private async token(path: string, step: string, form: Record<string, string>): Promise<AccountTokens> {
    const data = await this.post(path, step, form);
    const refreshExpiresIn = seconds(data.refresh_expires_in);
    const openId = text(data.open_id);
    return {
      ...requireTokens(step, data.access_token, data.refresh_token),
      expiresIn: seconds(data.expires_in) ?? 0,
      ...(refreshExpiresIn !== undefined ? { refreshExpiresIn } : {}),
      ...(openId ? { openId } : {}),
    };
  }

  private async post(path: string, step: string, form: Record<string, string>) {
    const { json } = await authCall(`${await this.options.apiBase()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      timeoutMs: this.options.timeoutMs,
      step,
    });
    const data = obj(json.data);
    const code = seconds(data.error_code);
    if (code !== 0) throw platformError(step, code, text(data.description) ?? text(json.message), REVOKED);
    return data;
  }
}
