import { Readable } from 'node:stream';
import type { KuaishouPublishInput, KuaishouTokens } from './platforms';
import { callJson, field, num, platformFailed, str, type BaseUrl } from './platform-http';

/**
 * Kuaishou open platform (integrations.md): OAuth for the claimer, then a server-side publish
 * with scope user_video_publish — start_upload, upload the bytes, publish with caption and cover.
 */

export interface KuaishouCredentials {
  appId: string;
  appSecret: string;
}

const KUAISHOU_SCOPES = ['user_info', 'user_video_publish'] as const;

export interface KuaishouClientOptions {
  credentials: KuaishouCredentials;
  baseUrl: BaseUrl;
  /**
   * Where the browser goes to authorize: `<base>/oauth2/authorize` for a real app; a page of our
   * own for the demo app (relative URLs are allowed — the browser resolves them on our host).
   */
  authorizeUrl: string;
  timeoutMs: number;
  /** The upload of the video bytes may take longer than an API call. */
  uploadTimeoutMs: number;
  fetchImpl?: typeof fetch;
}

/** Kuaishou answers `{result: 1, …}` on success, else `{result, error, error_msg}`. */
function ksResult(json: unknown, status: number, step: string): Record<string, unknown> {
  const result = num(field(json, 'result'));
  if (result !== 1) {
    const msg = str(field(json, 'error_msg')) ?? str(field(json, 'error')) ?? `HTTP ${status}`;
    throw platformFailed('kuaishou', `${step}: ${msg}${result !== undefined ? ` (${result})` : ''}`, {
      platformCode: result,
      status,
    });
  }
  return json as Record<string, unknown>;
}

function tokensOf(json: Record<string, unknown>, step: string): KuaishouTokens {
  const accessToken = str(json.access_token);
  const refreshToken = str(json.refresh_token);
  if (!accessToken || !refreshToken) throw platformFailed('kuaishou', `${step}: no tokens in the answer`);
  const scopes = Array.isArray(json.scopes)
    ? json.scopes.map(String)
    : (str(json.scopes) ?? str(json.scope) ?? '').split(',').filter(Boolean);
  const refreshExpiresIn = num(json.refresh_token_expires_in);
  return {
    accessToken,
    refreshToken,
    openId: str(json.open_id) ?? '',
    expiresIn: num(json.expires_in) ?? 0,
    ...(refreshExpiresIn !== undefined ? { refreshExpiresIn } : {}),
    scopes,
  };
}

export class KuaishouClient {
  constructor(private readonly options: KuaishouClientOptions) {}

  get appId(): string {
    return this.options.credentials.appId;
  }

  authorizeUrl(input: { state: string; redirectUri: string; desktop: boolean }): string {
    const params = new URLSearchParams({
      app_id: this.appId,
      scope: KUAISHOU_SCOPES.join(','),
      response_type: 'code',
      redirect_uri: input.redirectUri,
      state: input.state,
    });
    if (input.desktop) params.set('ua', 'pc');
    return `${this.options.authorizeUrl}?${params}`;
  }

  async exchangeCode(code: string): Promise<KuaishouTokens> {
    const json = await this.get('/oauth2/access_token', 'access_token', {
      app_id: this.appId,
      app_secret: this.options.credentials.appSecret,
      code,
      grant_type: 'authorization_code',
    });
    const tokens = tokensOf(json, 'access_token');
    if (!tokens.openId) throw platformFailed('kuaishou', 'access_token: no open_id in the answer');
    return tokens;
  }

  async refreshToken(refreshToken: string): Promise<KuaishouTokens> {
    const json = await this.get('/oauth2/refresh_token', 'refresh_token', {
      app_id: this.appId,
      app_secret: this.options.credentials.appSecret,
      refresh_token: refreshToken,
      grant_type: 'refresh_token',
    });
    return tokensOf(json, 'refresh_token');
  }

  /** start_upload → upload the bytes (one request, streamed) → publish with caption and cover. */
  async publish(input: KuaishouPublishInput): Promise<{ photoId: string }> {
    const auth = { app_id: this.appId, access_token: input.accessToken };
    const start = await this.call(
      `/openapi/photo/start_upload?${new URLSearchParams(auth)}`,
      'start_upload',
      {
        method: 'POST',
      },
    );
    const uploadToken = str(start.upload_token);
    const endpoint = str(start.endpoint);
    if (!uploadToken || !endpoint)
      throw platformFailed('kuaishou', 'start_upload: no upload_token or endpoint');

    const body = Buffer.isBuffer(input.video)
      ? input.video
      : Readable.toWeb(input.video instanceof Readable ? input.video : Readable.from(input.video));
    const upload = await callJson(
      `http://${endpoint}/api/upload?${new URLSearchParams({ upload_token: uploadToken })}`,
      {
        platform: 'kuaishou',
        step: 'upload',
        method: 'POST',
        headers: { 'content-type': 'video/mp4', 'content-length': String(input.videoSize) },
        body: body as RequestInit['body'],
        timeoutMs: this.options.uploadTimeoutMs,
        fetchImpl: this.options.fetchImpl,
      },
    );
    ksResult(upload.json, upload.status, 'upload');

    const form = new FormData();
    form.set('caption', input.caption);
    if (input.cover)
      form.set('cover', new Blob([new Uint8Array(input.cover)], { type: 'image/jpeg' }), 'cover.jpg');
    const published = await this.call(
      `/openapi/photo/publish?${new URLSearchParams({ ...auth, upload_token: uploadToken })}`,
      'publish',
      { method: 'POST', body: form },
    );
    const photoId = str(field(published, 'video_info', 'photo_id'));
    if (!photoId) throw platformFailed('kuaishou', 'publish: no photo_id in the answer');
    return { photoId };
  }

  private get(path: string, step: string, query: Record<string, string>) {
    return this.call(`${path}?${new URLSearchParams(query)}`, step, { method: 'GET' });
  }

  private async call(pathAndQuery: string, step: string, init: { method: 'GET' | 'POST'; body?: FormData }) {
    const { status, json } = await callJson(`${await this.options.baseUrl()}${pathAndQuery}`, {
      platform: 'kuaishou',
      step,
      method: init.method,
      body: init.body,
      timeoutMs: this.options.timeoutMs,
      fetchImpl: this.options.fetchImpl,
    });
    return ksResult(json, status, step);
  }
}
