import { createHash } from 'node:crypto';
import { randomNonce } from './douyin';
import type { XhsCardConfig } from './platforms';
import { callJson, field, num, platformFailed, str, type BaseUrl } from './platform-http';
import { TokenCache } from './token-cache';

/** Xiaohongshu web share SDK: server-side two-step signing (integrations.md). */

export interface XhsCredentials {
  appKey: string;
  appSecret: string;
}

/**
 * `sha256_hex("appKey=<k>&nonce=<n>&timeStamp=<ms>" + key)` — capital S in `timeStamp`,
 * milliseconds. Step 1 signs with the app secret, step 2 with the access token.
 */
export function xhsSignature(
  input: { appKey: string; nonce: string; timestamp: string | number },
  key: string,
): string {
  return createHash('sha256')
    .update(`appKey=${input.appKey}&nonce=${input.nonce}&timeStamp=${input.timestamp}${key}`, 'utf8')
    .digest('hex');
}

/**
 * How long the access token lives. Public clients disagree on `expires_in`: seconds from now, or
 * an absolute time (seconds or milliseconds since the epoch). Absolute values are recognised by
 * size; anything missing counts as one hour.
 */
export function xhsExpiresInSeconds(raw: unknown, nowMs: number): number {
  const v = num(raw);
  if (v === undefined || v <= 0) return 3600;
  if (v > 1e12) return Math.max(0, (v - nowMs) / 1000);
  if (v > 1e9) return Math.max(0, v - nowMs / 1000);
  return v;
}

export interface XhsClientOptions {
  credentials: XhsCredentials;
  baseUrl: BaseUrl;
  timeoutMs: number;
  now?: () => number;
  fetchImpl?: typeof fetch;
}

export class XhsClient {
  private readonly tokenCache: TokenCache<string>;
  private readonly now: () => number;

  constructor(private readonly options: XhsClientOptions) {
    this.now = options.now ?? Date.now;
    this.tokenCache = new TokenCache(() => this.fetchAccessToken(), this.now);
  }

  /** Step 1, cached: the access token for the app. */
  accessToken(): Promise<string> {
    return this.tokenCache.get();
  }

  /** Step 2: `verifyConfig` for `xhs.share()`, signed with the access token, fresh nonce and time. */
  async cardConfig(): Promise<XhsCardConfig> {
    const accessToken = await this.accessToken();
    const nonce = randomNonce();
    const timestamp = String(this.now());
    const { appKey } = this.options.credentials;
    return {
      app_key: appKey,
      nonce,
      timestamp,
      signature: xhsSignature({ appKey, nonce, timestamp }, accessToken),
    };
  }

  private async fetchAccessToken() {
    const { appKey, appSecret } = this.options.credentials;
    const nonce = randomNonce();
    const timestamp = this.now();
    const { status, json } = await callJson(`${await this.options.baseUrl()}/api/sns/v1/ext/access/token`, {
      platform: 'xhs',
      step: 'access_token',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        app_key: appKey,
        nonce,
        timestamp,
        signature: xhsSignature({ appKey, nonce, timestamp }, appSecret),
      }),
      timeoutMs: this.options.timeoutMs,
      fetchImpl: this.options.fetchImpl,
    });
    const value = str(field(json, 'data', 'access_token'));
    const success = field(json, 'success');
    const code = num(field(json, 'code'));
    if (!value || success === false || (code !== undefined && code !== 0) || status >= 400) {
      const msg = str(field(json, 'msg')) ?? str(field(json, 'message')) ?? `HTTP ${status}`;
      throw platformFailed('xhs', `access_token: ${msg}${code ? ` (${code})` : ''}`, {
        platformCode: code,
        status,
      });
    }
    return { value, expiresIn: xhsExpiresInSeconds(field(json, 'data', 'expires_in'), this.now()) };
  }
}
