import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { smsCodes } from '../src/modules/auth/schema';
import { hostOf } from './helper';
import { testDatabase } from './test-database';

/** Helpers of the account tests (auth, team, contact): unique phones and IPs, a tiny client. */

let counter = 0;
const run = (process.pid % 1000) * 1000 + Math.floor(Math.random() * 1000);

/** An 11-digit phone no other test of this run uses. */
export function uniquePhone(): string {
  counter += 1;
  return `15${String((run * 1000 + counter) % 1e9).padStart(9, '0')}`;
}

/** A fresh client IP, so per-IP limits of one test do not leak into another. */
export function uniqueIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

/** Call options asking for English messages. */
export const en = { language: 'en' };

/** The Drizzle handle of the test database. */
export async function db() {
  return (await testDatabase()).db;
}

export interface CallOptions {
  token?: string | undefined;
  brand?: string;
  ip?: string;
  language?: string;
}

export interface Reply {
  status: number;
  code: number;
  message: string;
  // Test assertions index into whatever the endpoint answers.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
  raw: LightMyRequestResponse;
}

function toReply(res: LightMyRequestResponse): Reply {
  const body = res.json() as { code: number; message: string; data: unknown };
  return { status: res.statusCode, code: body.code, message: body.message, data: body.data, raw: res };
}

function headers(o: CallOptions): Record<string, string> {
  return {
    host: hostOf(o.brand ?? 'vidmatrix'),
    ...(o.token ? { token: o.token } : {}),
    ...(o.language ? { language: o.language } : {}),
  };
}

export async function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  o: CallOptions = {},
): Promise<Reply> {
  return toReply(
    await app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: headers(o),
      payload: payload as object,
      remoteAddress: o.ip ?? '127.0.0.1',
    }),
  );
}

export async function get(
  app: FastifyInstance,
  url: string,
  query: Record<string, string> = {},
  o: CallOptions = {},
): Promise<Reply> {
  return toReply(
    await app.inject({
      method: 'GET',
      url: `/api${url}`,
      query,
      headers: headers(o),
      remoteAddress: o.ip ?? '127.0.0.1',
    }),
  );
}

/** The newest code the outbox "sent" to `phone`. */
export async function outboxCode(app: FastifyInstance, phone: string): Promise<string> {
  const reply = await get(app, '/dev/sms_outbox', { phone });
  const code = reply.data?.messages?.[0]?.code as string | undefined;
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

export interface Member {
  phone: string;
  password: string;
  token: string;
  ip: string;
  id: number;
}

/** Registers a fresh member through the API (code from the outbox). */
export async function registerMember(
  app: FastifyInstance,
  o: { brand?: string; password?: string; phone?: string } = {},
): Promise<Member> {
  const phone = o.phone ?? uniquePhone();
  const ip = uniqueIp();
  const password = o.password ?? 'Secret123';
  const sent = await post(app, '/open/auth/sms_code', { phone, purpose: 'register' }, { brand: o.brand, ip });
  if (sent.code !== 0) throw new Error(`sms_code: ${sent.code} ${sent.message}`);
  const code = await outboxCode(app, phone);
  const reply = await post(
    app,
    '/open/auth/register',
    { phone, code, password, confirm_password: password, consent: true },
    { brand: o.brand, ip },
  );
  if (reply.code !== 0) throw new Error(`register: ${reply.code} ${reply.message}`);
  return { phone, password, token: reply.data.token, ip, id: reply.data.user.id };
}

export async function loginAs(
  app: FastifyInstance,
  phone: string,
  password: string,
  o: CallOptions = {},
): Promise<string> {
  const reply = await post(app, '/open/auth/login', { phone, password }, { ip: uniqueIp(), ...o });
  if (reply.code !== 0) throw new Error(`login: ${reply.code} ${reply.message}`);
  return reply.data.token as string;
}

/** `path: message` of a 40000 reply, for exact field assertions. */
export function fieldMessages(reply: Reply): Record<string, string> {
  return Object.fromEntries(
    ((reply.data?.fields ?? []) as { path: string; message: string }[]).map((f) => [f.path, f.message]),
  );
}

/** Moves a phone's codes two minutes into the past: the 60 s wait between codes is over. */
export async function skipCooldown(phone: string): Promise<void> {
  const database = await db();
  await database
    .update(smsCodes)
    .set({ createdAt: sql`${smsCodes.createdAt} - interval '2 minutes'` })
    .where(eq(smsCodes.phone, phone));
}

/** Requests a code for `phone` from a fresh IP unless one is given. */
export async function sendCode(app: FastifyInstance, phone: string, purpose = 'register', ip = uniqueIp()) {
  return post(app, '/open/auth/sms_code', { phone, purpose }, { ip });
}
