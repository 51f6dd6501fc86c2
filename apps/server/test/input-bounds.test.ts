import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app';
import { hostOf, testConfig } from './helper';
import { testDatabase } from './test-database';

// Issue 11, finding 2 and the log and protocol parts of finding 8: input PostgreSQL would refuse
// is refused by the contract (40000), server faults log no request value, and requests Node
// rejects before routing still answer the envelope.

const MARKER = 'BOUNDSMARK';
const host = { host: hostOf('vidmatrix') };

async function loggedApp(): Promise<{ app: FastifyInstance; lines: string[] }> {
  const lines: string[] = [];
  const app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    database: await testDatabase(),
    logStream: { write: (line: string) => void lines.push(line) },
  });
  onTestFinished(() => app.close());
  return { app, lines };
}

const fieldsOf = (body: { data: { fields: Array<{ path: string; message: string }> } }) =>
  Object.fromEntries(body.data.fields.map((f) => [f.path, f.message]));

describe('input bounds from the database types', () => {
  it('refuses an id beyond PostgreSQL integer with 40000, not 500', async () => {
    const { app } = await loggedApp();
    for (const id of ['2147483648', '9007199254740992', '0', '-1']) {
      const res = await app.inject({ url: `/api/open/member/share_url_info?id=${id}`, headers: host });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().code).toBe(40000);
      expect(Object.keys(fieldsOf(res.json()))).toEqual(['id']);
    }
    // The largest id is a well-formed one: it names no activity.
    const last = await app.inject({ url: '/api/open/member/share_url_info?id=2147483647', headers: host });
    expect(last.json().code).toBe(20001);
  });

  it('refuses U+0000 in text and lookup keys with a translated field message', async () => {
    const { app } = await loggedApp();
    const link = await app.inject({
      url: `/api/member/video/mixed/share_web/link_code?code=${MARKER}%00`,
      headers: { ...host, language: 'en' },
    });
    expect(link.statusCode).toBe(400);
    expect(fieldsOf(link.json())).toEqual({
      code: 'Contains a character that is not allowed (such as a null character)',
    });

    const events = await app.inject({
      method: 'POST',
      url: '/api/open/analytics/events',
      headers: host,
      payload: { events: [{ name: `${MARKER}\u0000`, ts: 2 ** 53, path: '/', props: { [`k\u0000`]: 'v' } }] },
    });
    expect(events.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(events.json())).sort()).toEqual([
      'events.0.name',
      'events.0.props.k\u0000',
      'events.0.ts',
    ]);
  });
});

describe('what a server fault logs', () => {
  it('logs class, SQLSTATE, route and request id, never the SQL parameters or the URL values', async () => {
    const { app, lines } = await loggedApp();
    app.get('/api/test/sql-fault', async () => {
      await app.db.execute(sql`select ${`${MARKER}-param`}::integer`);
      return {};
    });
    const res = await app.inject({
      url: `/api/test/sql-fault?note=${MARKER}-query`,
      headers: { ...host, 'x-request-id': 'fault-1' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 50000, data: null });
    const failed = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
    expect(failed).toMatchObject({
      reqId: 'fault-1',
      route: '/api/test/sql-fault',
      code: 50000,
      err: { type: 'DrizzleQueryError', message: 'Failed query', cause: { code: '22P02' } },
    });
    expect(failed.err.cause.message).toMatch(/invalid input syntax for type integer/);
    expect(lines.filter((l) => l.includes(MARKER))).toEqual([]);
  });

  it('keeps invite tokens and OAuth codes out of the request log', async () => {
    const { app, lines } = await loggedApp();
    await app.inject({ url: `/api/open/team/invitation?token=${MARKER}-invite`, headers: host });
    await app.inject({ url: `/inviteMember/${MARKER}-path`, headers: host });
    await app.inject({
      url: `/api/open/kuaishou/oauth/callback?code=${MARKER}-code&state=${MARKER}-state`,
      headers: host,
    });
    await app.inject({ url: '/api/open/member/share_url_info?id=1001', headers: host });
    expect(lines.filter((l) => l.includes(MARKER))).toEqual([]);
    const urls = lines.map((l) => JSON.parse(l).req?.url).filter(Boolean);
    expect(urls).toContain('/api/open/team/invitation?token=…');
    expect(urls).toContain('/inviteMember/…');
    // Plain numbers (ids, pages) stay: a request can still be traced.
    expect(urls).toContain('/api/open/member/share_url_info?id=1001');
  });
});

/** Sends raw bytes to a listening app and reads the whole answer. */
async function rawExchange(port: number, request: string): Promise<{ status: number; body: unknown }> {
  const text = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('error', () => resolve(data));
    socket.on('close', () => resolve(data));
    socket.on('connect', () => socket.write(request));
    setTimeout(() => reject(new Error(`no answer: ${data}`)), 10_000).unref();
  });
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body: JSON.parse(body) };
}

describe('protocol-level client errors', () => {
  it('answer the envelope with 400, 414 and 431', async () => {
    const { app, lines } = await loggedApp();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = (app.server.address() as { port: number }).port;

    const badHeader = await rawExchange(
      port,
      `GET /api/healthz HTTP/1.1\r\nHost: x\r\nBad\u0001Name: ${MARKER}\r\n\r\n`,
    );
    expect(badHeader.status).toBe(400);
    expect(badHeader.body).toMatchObject({ code: 40000, data: null });

    const longUrl = await rawExchange(
      port,
      `GET /api/healthz?q=${MARKER}${'a'.repeat(30_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(longUrl.status).toBe(414);
    expect(longUrl.body).toMatchObject({ code: 41400, data: null });

    const bigHeader = await rawExchange(
      port,
      `GET /api/healthz HTTP/1.1\r\nHost: x\r\nlanguage: en\r\nX-Big: ${MARKER}${'b'.repeat(30_000)}\r\n\r\n`,
    );
    expect(bigHeader.status).toBe(431);
    expect(bigHeader.body).toEqual({ code: 43100, message: 'The request headers are too large', data: null });

    const badUrl = await rawExchange(port, 'GET /api/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(badUrl.status).toBe(400);
    expect(badUrl.body).toMatchObject({ code: 40000 });
    expect(lines.filter((l) => l.includes(MARKER))).toEqual([]);
  });
});
