// Helpers of the share-link API tests (share-web, share-console): the demo data, the
// `share-video-token` header, and links made through the console endpoints.
import { SHARE_TOKEN_HEADER } from '@vidmatrix/contract/share';
import type { FastifyInstance } from 'fastify';
import { seedDemoData } from '../src/demo/seed';
import { DEMO_ACCOUNTS } from '../src/demo/seed-auth';
import { loginAs, uniqueIp, type Reply } from './auth-kit';
import { buildTestApp, hostOf } from './helper';
import { testDatabase } from './test-database';

export const WEB = '/api/member/video/mixed/share_web';

/** A test app on this file's database with the demo data (seeding is idempotent). */
export async function shareApp(): Promise<FastifyInstance> {
  await seedDemoData((await testDatabase()).db);
  return buildTestApp();
}

export interface ShareCall {
  method?: 'GET' | 'POST';
  query?: Record<string, string>;
  body?: unknown;
  shareToken?: string;
  token?: string;
  brand?: string;
  ip?: string;
  language?: string;
}

/** One API call with whatever headers the share endpoints read. */
export async function call(app: FastifyInstance, url: string, o: ShareCall = {}): Promise<Reply> {
  const res = await app.inject({
    method: o.method ?? (o.body === undefined ? 'GET' : 'POST'),
    url: url.startsWith('/api') ? url : `/api${url}`,
    ...(o.query ? { query: o.query } : {}),
    ...(o.body === undefined ? {} : { payload: o.body as object }),
    headers: {
      host: hostOf(o.brand ?? 'vidmatrix'),
      ...(o.shareToken === undefined ? {} : { [SHARE_TOKEN_HEADER]: o.shareToken }),
      ...(o.token ? { token: o.token } : {}),
      ...(o.language ? { language: o.language } : {}),
    },
    remoteAddress: o.ip ?? uniqueIp(),
  });
  const body = res.json() as { code: number; message: string; data: Reply['data'] };
  return { status: res.statusCode, code: body.code, message: body.message, data: body.data, raw: res };
}

/** The demo café's merchant and administrator. */
export const demoAdmin = (app: FastifyInstance) => loginAs(app, DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.password);

/** Creates a link through the console; fails the test on a non-zero code. */
export async function createLink(app: FastifyInstance, token: string, body: Record<string, unknown>) {
  const reply = await call(app, '/member/share/links/create', { token, body });
  if (reply.code !== 0) throw new Error(`create link: ${reply.code} ${reply.message}`);
  return reply.data as {
    link: { id: number; code: string; path: string; state: string };
    password: string | null;
  };
}

/** A one-video link gated by the password 4321, made by `admin`; answers its code. */
export async function gatedLink(app: FastifyInstance, admin: string): Promise<string> {
  const { link } = await createLink(app, admin, {
    kind: 'videos',
    video_ids: [100112],
    expiry: { unit: 'days', amount: 1 },
    password: '4321',
  });
  return link.code;
}

/** The token a visitor gets for `code` (no password, or the right one). */
export async function unlock(app: FastifyInstance, code: string, password?: string): Promise<string> {
  const reply = password
    ? await call(app, `${WEB}/passwd`, { body: { code, password } })
    : await call(app, `${WEB}/link_code`, { query: { code } });
  if (reply.code !== 0) throw new Error(`unlock ${code}: ${reply.code} ${reply.message}`);
  return reply.data.share_video_token as string;
}
