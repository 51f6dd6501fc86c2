import * as oauth from 'oauth4webapi';
import { AccountAuthError, authCall, obj, platformError, text } from './auth-errors';
import type {
  AccountAuthClient,
  AccountProfile,
  AccountTokens,
  AuthorizeInput,
  ClientOptions,
} from './types';

/**
 * TikTok Login Kit v2 (integrations.md): authorize at `/v2/auth/authorize/` with PKCE S256, token
 * and refresh at `/v2/oauth/token/` through oauth4webapi (the token endpoint follows OAuth 2 as
 * written), user info at `/v2/user/info/`. The one difference handed to the library: TikTok names
 * the client `client_key`, so client authentication is a small function instead of
 * ClientSecretPost. (arctic's TikTok client has the endpoints built in, so it cannot be pointed
 * at the loopback fake.)
 */
const SCOPES = 'user.info.basic,video.publish';
/** OAuth errors meaning the grant is gone. */
const REVOKED = ['invalid_grant', 'access_token_invalid', 'scope_not_authorized'];

export class TikTokAuthClient implements AccountAuthClient {
  readonly platform = 'tiktok' as const;
  readonly pkce = true;

  constructor(
    private readonly credentials: { clientKey: string; clientSecret: string },
    private readonly options: ClientOptions & { allowHttp: boolean },
  ) {}

  get appKey(): string {
    return this.credentials.clientKey;
  }

  authorizeUrl(input: AuthorizeInput): string {
    const q = new URLSearchParams({
      client_key: this.appKey,
      scope: SCOPES,
      response_type: 'code',
      redirect_uri: input.redirectUri,
      state: input.state,
    });
    if (input.codeChallenge) {
      q.set('code_challenge', input.codeChallenge);
      q.set('code_challenge_method', 'S256');
    }
    return `${this.options.authorizeBase}/v2/auth/authorize/?${q}`;
  }

  async exchangeCode(input: {
    code: string;
    redirectUri: string;
    codeVerifier?: string;
  }): Promise<AccountTokens> {
    const { as, client } = await this.server();
    const params = oauth.validateAuthResponse(
      as,
      client,
      new URLSearchParams({ code: input.code }),
      oauth.skipStateCheck,
    );
    return this.tokens('token', () =>
      oauth
        .authorizationCodeGrantRequest(
          as,
          client,
          this.clientAuth,
          params,
          input.redirectUri,
          input.codeVerifier ?? oauth.nopkce,
          this.http(),
        )
        .then((r) => oauth.processAuthorizationCodeResponse(as, client, r)),
    );
  }

  async refresh(refreshToken: string): Promise<AccountTokens> {
    const { as, client } = await this.server();
    return this.tokens('refresh_token', () =>
      oauth
        .refreshTokenGrantRequest(as, client, this.clientAuth, refreshToken, this.http())
        .then((r) => oauth.processRefreshTokenResponse(as, client, r)),
    );
  }

  async profile(tokens: AccountTokens): Promise<AccountProfile> {
    const fields = 'open_id,union_id,avatar_url,display_name,username';
    const { json } = await authCall(`${await this.options.apiBase()}/v2/user/info/?fields=${fields}`, {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
      timeoutMs: this.options.timeoutMs,
      step: 'user_info',
    });
    const error = obj(json.error);
    if (text(error.code) !== 'ok')
      throw platformError('user_info', text(error.code), text(error.message), REVOKED);
    const user = obj(obj(json.data).user);
    const openId = text(user.open_id) ?? tokens.openId ?? '';
    return {
      openId,
      number: text(user.username) ?? openId,
      nickname: text(user.display_name) ?? '',
      avatar: text(user.avatar_url) ?? '',
      shopName: null,
      shopId: null,
      cartNumber: null,
    };
  }

  private readonly clientAuth: oauth.ClientAuth = (_as, _client, body) => {
    body.set('client_key', this.credentials.clientKey);
    body.set('client_secret', this.credentials.clientSecret);
  };

  private async server() {
    const base = await this.options.apiBase();
    const as: oauth.AuthorizationServer = { issuer: base, token_endpoint: `${base}/v2/oauth/token/` };
    const client: oauth.Client = { client_id: this.credentials.clientKey };
    return { as, client };
  }

  private http(): oauth.TokenEndpointRequestOptions {
    return {
      signal: AbortSignal.timeout(this.options.timeoutMs),
      ...(this.options.allowHttp ? { [oauth.allowInsecureRequests]: true } : {}),
    };
  }

  /** oauth4webapi's errors in our terms: the OAuth `error` decides revoked vs refused. */
  private async tokens(
    step: string,
    call: () => Promise<oauth.TokenEndpointResponse>,
  ): Promise<AccountTokens> {
    let r: oauth.TokenEndpointResponse;
    try {
      r = await call();
    } catch (err) {
      throw classify(step, err);
    }
    if (!r.refresh_token) throw new AccountAuthError('refused', `${step}: no refresh token in the answer`);
    const refreshExpiresIn = typeof r.refresh_expires_in === 'number' ? r.refresh_expires_in : undefined;
    const openId = text(r.open_id);
    return {
      accessToken: r.access_token,
      refreshToken: r.refresh_token,
      expiresIn: r.expires_in ?? 0,
      ...(refreshExpiresIn !== undefined ? { refreshExpiresIn } : {}),
      ...(openId ? { openId } : {}),
    };
  }
}

function classify(step: string, err: unknown): AccountAuthError {
  if (err instanceof AccountAuthError) return err;
  if (err instanceof oauth.ResponseBodyError) {
    if (err.status >= 500) return new AccountAuthError('unreachable', `${step}: HTTP ${err.status}`);
    return platformError(step, err.error, err.error_description, REVOKED);
  }
  const name = err instanceof Error ? err.name : '';
  if (name === 'TimeoutError' || name === 'AbortError')
    return new AccountAuthError('timeout', `${step}: no answer in time`);
  if (err instanceof oauth.OperationProcessingError) {
    const status = (err.cause as { status?: number } | undefined)?.status;
    if (status !== undefined && status >= 500)
      return new AccountAuthError('unreachable', `${step}: HTTP ${status}`);
    return new AccountAuthError('refused', `${step}: ${err.message}`);
  }
  return new AccountAuthError('unreachable', `${step}: ${err instanceof Error ? err.message : String(err)}`);
}
