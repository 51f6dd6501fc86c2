import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { wechatJsSdkSignature, type WechatCredentials } from '../wechat';

/**
 * Loopback fake of WeChat's two JS-SDK endpoints, under their real paths and answer formats, so
 * the real client runs unchanged against it: `GET /cgi-bin/token` (client_credential) and
 * `GET /cgi-bin/ticket/getticket?type=jsapi`. It also stands in for WeChat's own check of a
 * `wx.config` (`verify`), which the demo's JS-SDK test double asks through our server.
 */
export interface FakeWechatServer {
  /** `http://127.0.0.1:<port>`: WECHAT_API_BASE for tests. */
  baseUrl: string;
  /** Calls per endpoint (`token`, `getticket`): tests assert the caching with it. */
  callsOf(step: 'token' | 'getticket'): number;
  /** The next call of `step` answers WeChat's error format. */
  failNext(step: 'token' | 'getticket', errcode: number, errmsg: string): void;
  /** Whether `signature` signs `url` with a live ticket issued to `appId`. */
  verify(input: {
    appId: string;
    url: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
  }): boolean;
  close(): Promise<void>;
}

interface Issued {
  appId: string;
  expiresAt: number;
}

export async function startFakeWechat(options: {
  apps: WechatCredentials[];
  ttlSeconds?: number;
  now?: () => number;
}): Promise<FakeWechatServer> {
  const ttl = options.ttlSeconds ?? 7200;
  const now = options.now ?? Date.now;
  const tokens = new Map<string, Issued>();
  const tickets = new Map<string, Issued>();
  const calls = new Map<string, number>();
  const failures = new Map<string, { errcode: number; errmsg: string }>();
  const live = (entry: Issued | undefined) => (entry && entry.expiresAt > now() ? entry : undefined);
  const step = (name: string) => {
    calls.set(name, (calls.get(name) ?? 0) + 1);
    const failure = failures.get(name);
    failures.delete(name);
    return failure;
  };

  const app = Fastify({ logger: false });
  app.get('/cgi-bin/token', async (request) => {
    const failure = step('token');
    if (failure) return failure;
    const q = request.query as Record<string, string | undefined>;
    if (q.grant_type !== 'client_credential') return { errcode: 40002, errmsg: 'invalid grant_type' };
    const known = options.apps.find((a) => a.appId === q.appid);
    if (!known) return { errcode: 40013, errmsg: 'invalid appid' };
    if (known.appSecret !== q.secret) return { errcode: 40125, errmsg: 'invalid appsecret' };
    const token = `wx_at_${randomBytes(16).toString('hex')}`;
    tokens.set(token, { appId: known.appId, expiresAt: now() + ttl * 1000 });
    return { access_token: token, expires_in: ttl };
  });
  app.get('/cgi-bin/ticket/getticket', async (request) => {
    const failure = step('getticket');
    if (failure) return failure;
    const q = request.query as Record<string, string | undefined>;
    const token = live(tokens.get(q.access_token ?? ''));
    if (!token)
      return { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' };
    if (q.type !== 'jsapi') return { errcode: 40097, errmsg: 'invalid args' };
    const ticket = randomBytes(32).toString('base64url');
    tickets.set(ticket, { appId: token.appId, expiresAt: now() + ttl * 1000 });
    return { errcode: 0, errmsg: 'ok', ticket, expires_in: ttl };
  });

  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('fake WeChat: no TCP address');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    callsOf: (name) => calls.get(name) ?? 0,
    failNext: (name, errcode, errmsg) => failures.set(name, { errcode, errmsg }),
    verify({ appId, url, timestamp, nonceStr, signature }) {
      return [...tickets].some(
        ([jsapiTicket, entry]) =>
          entry.appId === appId &&
          live(entry) !== undefined &&
          wechatJsSdkSignature({ jsapiTicket, nonceStr, timestamp, url }) === signature,
      );
    },
    close: () => app.close(),
  };
}
