import { createHash } from 'node:crypto';
import { randomNonce } from './douyin';
import { callJson, field, num, platformFailed, str, type BaseUrl } from './platform-http';
import { TokenCache, type Fetched } from './token-cache';

/**
 * WeChat JS-SDK `wx.config` signature (integrations.md): sha1 hex of
 * `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, the URL without its `#fragment`.
 */
export function wechatJsSdkSignature(input: {
  jsapiTicket: string;
  nonceStr: string;
  timestamp: number | string;
  url: string;
}): string {
  const hash = input.url.indexOf('#');
  const url = hash === -1 ? input.url : input.url.slice(0, hash);
  return createHash('sha1')
    .update(
      `jsapi_ticket=${input.jsapiTicket}&noncestr=${input.nonceStr}&timestamp=${input.timestamp}&url=${url}`,
      'utf8',
    )
    .digest('hex');
}

export interface WechatCredentials {
  appId: string;
  appSecret: string;
}

/**
 * Where a ticket is kept for every process of the site (Redis): each process asking WeChat on its
 * own would spend the app's daily quota (cgi-bin/token and getticket are capped per day) and
 * replace the others' tickets. `get` answers the value with its seconds left.
 */
export interface SharedTicketStore {
  get(key: string): Promise<Fetched<string> | undefined>;
  set(key: string, value: Fetched<string>): Promise<void>;
}

export interface WechatClientOptions {
  credentials: WechatCredentials;
  baseUrl: BaseUrl;
  timeoutMs: number;
  /** Without one (no REDIS_URL) each process keeps its own ticket. */
  shared?: SharedTicketStore;
  now?: () => number;
  fetchImpl?: typeof fetch;
}

/** WeChat's codes for an access token that is invalid or expired: fetch a new one and retry once. */
const STALE_TOKEN_CODES = new Set([40001, 40014, 42001]);

/**
 * The JS-SDK's server side: `cgi-bin/token` → access token, `cgi-bin/ticket/getticket?type=jsapi`
 * → jsapi_ticket, each kept for the `expires_in` WeChat answers (7200 s), the ticket shared across
 * processes; then `wx.config` signed for a page URL.
 */
export class WechatClient {
  private readonly token: TokenCache<string>;
  private readonly ticket: TokenCache<string>;
  private readonly now: () => number;

  constructor(private readonly options: WechatClientOptions) {
    this.now = options.now ?? Date.now;
    this.token = new TokenCache(() => this.fetchAccessToken(), this.now);
    this.ticket = new TokenCache(() => this.sharedTicket(), this.now);
  }

  get appId(): string {
    return this.options.credentials.appId;
  }

  /** `wx.config`'s signed part for `url`: a fresh nonce and time, the cached ticket. */
  async sign(url: string): Promise<{ timestamp: number; nonceStr: string; signature: string }> {
    const jsapiTicket = await this.ticket.get();
    const timestamp = Math.floor(this.now() / 1000);
    const nonceStr = randomNonce();
    return {
      timestamp,
      nonceStr,
      signature: wechatJsSdkSignature({ jsapiTicket, nonceStr, timestamp, url }),
    };
  }

  private sharedKey(): string {
    return `vidmatrix:wechat:jsapi_ticket:${this.appId}`;
  }

  /** Another process's ticket when Redis has one; else WeChat's, stored for the others. */
  private async sharedTicket(): Promise<Fetched<string>> {
    const shared = this.options.shared;
    const kept = await shared?.get(this.sharedKey()).catch(() => undefined);
    if (kept) return kept;
    const fetched = await this.fetchTicket();
    await shared?.set(this.sharedKey(), fetched).catch(() => undefined);
    return fetched;
  }

  private async fetchTicket(retried = false): Promise<Fetched<string>> {
    const accessToken = await this.token.get();
    const query = new URLSearchParams({ access_token: accessToken, type: 'jsapi' });
    const { status, json } = await this.get(`/cgi-bin/ticket/getticket?${query}`, 'getticket');
    const code = num(field(json, 'errcode')) ?? 0;
    if (STALE_TOKEN_CODES.has(code) && !retried) {
      this.token.invalidate();
      return this.fetchTicket(true);
    }
    const ticket = str(field(json, 'ticket'));
    if (code !== 0 || !ticket) throw failure('getticket', json, status);
    return { value: ticket, expiresIn: num(field(json, 'expires_in')) ?? 7200 };
  }

  private async fetchAccessToken(): Promise<Fetched<string>> {
    const { appId, appSecret } = this.options.credentials;
    const query = new URLSearchParams({ grant_type: 'client_credential', appid: appId, secret: appSecret });
    const { status, json } = await this.get(`/cgi-bin/token?${query}`, 'token');
    const token = str(field(json, 'access_token'));
    if (!token) throw failure('token', json, status);
    return { value: token, expiresIn: num(field(json, 'expires_in')) ?? 7200 };
  }

  private async get(path: string, step: string) {
    return callJson(`${await this.options.baseUrl()}${path}`, {
      platform: 'wechat',
      step,
      timeoutMs: this.options.timeoutMs,
      fetchImpl: this.options.fetchImpl,
    });
  }
}

/** WeChat's `{errcode, errmsg}` as a 20008 naming the step (the secret never appears in it). */
function failure(step: string, json: unknown, status: number) {
  const code = num(field(json, 'errcode'));
  const message = str(field(json, 'errmsg')) ?? `HTTP ${status}`;
  return platformFailed('wechat', `${step}: ${message}${code !== undefined ? ` (${code})` : ''}`, {
    platformCode: code,
    status,
  });
}
