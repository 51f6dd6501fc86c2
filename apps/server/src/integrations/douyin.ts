import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { DouyinShareInput, DouyinShareLink } from './platforms';
import { callJson, field, num, platformFailed, str, type BaseUrl } from './platform-http';
import { ShareIdBuffer, type ShareIdLease } from './share-id-buffer';
import { TokenCache } from './token-cache';

/** Douyin open platform: client token, JS ticket, share id, H5 share link (integrations.md). */

export interface DouyinCredentials {
  clientKey: string;
  clientSecret: string;
}

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random alphanumeric nonce (the published example is 16 characters). */
export function randomNonce(length = 16): string {
  let out = '';
  for (let i = 0; i < length; i++) out += NONCE_ALPHABET[randomInt(NONCE_ALPHABET.length)];
  return out;
}

/** H5 share signature: lowercase hex md5 of `nonce_str=…&ticket=…&timestamp=…` (seconds). */
export function douyinShareSignature(input: {
  nonceStr: string;
  ticket: string;
  timestamp: number | string;
}): string {
  return createHash('md5')
    .update(`nonce_str=${input.nonceStr}&ticket=${input.ticket}&timestamp=${input.timestamp}`, 'utf8')
    .digest('hex');
}

/** Percent-encoding for the share link: spaces as %20 (never +), every reserved character escaped. */
const enc = (v: string) =>
  encodeURIComponent(v).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export interface ShareSchemaInput {
  clientKey: string;
  nonceStr: string;
  timestamp: number;
  signature: string;
  shareId: string;
  videoUrl: string;
  title: string;
  hashtags: string[];
}

/** `snssdk1128://openplatform/share?…` opening Douyin's publish page with the video. */
export function buildDouyinShareSchema(input: ShareSchemaInput): string {
  const params: [string, string][] = [
    ['share_type', 'h5'],
    ['client_key', input.clientKey],
    ['nonce_str', input.nonceStr],
    ['timestamp', String(input.timestamp)],
    ['signature', input.signature],
    ['state', input.shareId],
    ['video_path', input.videoUrl],
    ['share_to_publish', '1'],
    ['title', input.title],
    ['hashtag_list', JSON.stringify(input.hashtags)],
  ];
  return `snssdk1128://openplatform/share?${params.map(([k, v]) => `${k}=${enc(v)}`).join('&')}`;
}

/** Webhook signature: sha1 hex of client_secret followed by the raw body bytes. */
export function douyinWebhookSignature(clientSecret: string, rawBody: Buffer): string {
  return createHash('sha1').update(clientSecret, 'utf8').update(rawBody).digest('hex');
}

/** Constant-time check of the `X-Douyin-Signature` header. */
export function verifyDouyinWebhook(
  clientSecret: string,
  rawBody: Buffer,
  header: string | undefined,
): boolean {
  if (!header) return false;
  const expected = Buffer.from(douyinWebhookSignature(clientSecret, rawBody), 'utf8');
  const given = Buffer.from(header.trim().toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface DouyinClientOptions {
  credentials: DouyinCredentials;
  baseUrl: BaseUrl;
  timeoutMs: number;
  now?: () => number;
  fetchImpl?: typeof fetch;
}

/**
 * Douyin answers `{data: {error_code, description, …}, message}` (older APIs) or
 * `{err_no, err_msg, data}` (newer ones); a non-zero code is the platform's error.
 */
function douyinData(json: unknown, status: number, step: string): Record<string, unknown> {
  const data = field(json, 'data');
  const code = num(field(data, 'error_code')) ?? num(field(json, 'err_no')) ?? num(field(json, 'error_code'));
  if (code !== undefined && code !== 0) {
    const msg =
      str(field(data, 'description')) ??
      str(field(json, 'err_msg')) ??
      str(field(json, 'message')) ??
      'error';
    throw platformFailed('douyin', `${step}: ${msg} (${code})`, { platformCode: code, status });
  }
  if (status >= 400 || data === null || typeof data !== 'object') {
    const msg = str(field(json, 'message')) ?? str(field(json, 'err_msg')) ?? `HTTP ${status}`;
    throw platformFailed('douyin', `${step}: ${msg}`, { status });
  }
  return data as Record<string, unknown>;
}

export class DouyinClient {
  private readonly clientTokenCache: TokenCache<string>;
  private readonly ticketCache: TokenCache<string>;
  private readonly shareIds: ShareIdBuffer;
  private readonly now: () => number;

  constructor(private readonly options: DouyinClientOptions) {
    this.now = options.now ?? Date.now;
    this.clientTokenCache = new TokenCache(() => this.fetchClientToken(), this.now);
    this.ticketCache = new TokenCache(() => this.fetchTicket(), this.now);
    this.shareIds = new ShareIdBuffer(() => this.shareId(), {}, this.now);
  }

  get clientKey(): string {
    return this.options.credentials.clientKey;
  }

  /** The app's client token (client_credential grant), cached until shortly before it expires. */
  clientToken(): Promise<string> {
    return this.clientTokenCache.get();
  }

  /** The JS/H5 ticket (`open.get.ticket`), cached likewise. */
  ticket(): Promise<string> {
    return this.ticketCache.get();
  }

  /** A fresh share id with `need_callback=true`: the create_video webhook will name it. */
  async shareId(): Promise<string> {
    const token = await this.clientToken();
    const data = await this.withToken(() =>
      this.get('/share-id/?need_callback=true', 'share-id', { 'access-token': token }),
    );
    const shareId = str(data.share_id);
    if (!shareId) throw platformFailed('douyin', 'share-id: no share_id in the answer');
    return shareId;
  }

  /** A share id fetched ahead of need (share-id-buffer.ts): a claim does not wait for the platform. */
  leaseShareId(): Promise<ShareIdLease> {
    return this.shareIds.lease();
  }

  /** The signed link; with `input.shareId` (leased and recorded by the caller) no platform call. */
  async shareLink(input: DouyinShareInput): Promise<DouyinShareLink> {
    const [ticket, shareId] = await Promise.all([this.ticket(), input.shareId ?? this.shareId()]);
    const nonceStr = randomNonce();
    const timestamp = Math.floor(this.now() / 1000);
    const signature = douyinShareSignature({ nonceStr, ticket, timestamp });
    const common = { clientKey: this.clientKey, nonceStr, timestamp, signature, shareId };
    const hashtags = input.hashtags.map((h) => h.replace(/^#/, '')).filter(Boolean);
    const schema = buildDouyinShareSchema({
      ...common,
      videoUrl: input.videoUrl,
      title: input.title,
      hashtags,
    });
    const link: DouyinShareLink = { schema, shareId };
    if (input.cdnVideoUrl) {
      link.cdnSchema = buildDouyinShareSchema({
        ...common,
        videoUrl: input.cdnVideoUrl,
        title: input.title,
        hashtags,
      });
    }
    return link;
  }

  private async fetchClientToken() {
    const { clientKey, clientSecret } = this.options.credentials;
    const { status, json } = await callJson(`${await this.options.baseUrl()}/oauth/client_token/`, {
      platform: 'douyin',
      step: 'client_token',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_key: clientKey,
        client_secret: clientSecret,
        grant_type: 'client_credential',
      }),
      timeoutMs: this.options.timeoutMs,
      fetchImpl: this.options.fetchImpl,
    });
    const data = douyinData(json, status, 'client_token');
    const value = str(data.access_token);
    if (!value) throw platformFailed('douyin', 'client_token: no access_token in the answer');
    return { value, expiresIn: num(data.expires_in) ?? 7200 };
  }

  private async fetchTicket() {
    const token = await this.clientToken();
    const data = await this.withToken(() =>
      this.get('/open/getticket/', 'getticket', { 'access-token': token }),
    );
    const value = str(data.ticket);
    if (!value) throw platformFailed('douyin', 'getticket: no ticket in the answer');
    return { value, expiresIn: num(data.expires_in) ?? 7200 };
  }

  /** A call made with the client token: when the platform refuses it, the cached token is dropped. */
  private async withToken<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      this.clientTokenCache.invalidate();
      this.ticketCache.invalidate();
      throw err;
    }
  }

  private async get(path: string, step: string, headers: Record<string, string>) {
    const { status, json } = await callJson(`${await this.options.baseUrl()}${path}`, {
      platform: 'douyin',
      step,
      headers,
      timeoutMs: this.options.timeoutMs,
      fetchImpl: this.options.fetchImpl,
    });
    return douyinData(json, status, step);
  }
}
