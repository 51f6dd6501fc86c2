import { defineEndpoint } from '@vidmatrix/contract/endpoint';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { route } from '../src/http/route';
import { buildTestApp } from './helper';

// A test-only endpoint with a query schema and a body schema.
const echo = defineEndpoint({
  method: 'POST',
  path: '/test/echo',
  summary: 'echo',
  tags: ['test'],
  auth: 'public',
  query: z.object({ page: z.coerce.number().int().min(1), size: z.coerce.number().int().max(50) }),
  body: z.object({ title: z.string().min(2), count: z.number().int() }),
  response: z.object({ page: z.number(), title: z.string() }),
});

async function appWithEcho() {
  const app = await buildTestApp();
  route(app, echo, ({ query, body }) => ({ page: query.page, title: body.title }));
  app.get('/api/test/boom', async () => {
    throw new Error('secret internals at /srv/db.ts:42');
  });
  return app;
}

describe('reply envelope', () => {
  it('wraps success as {code: 0, message: "ok", data}', async () => {
    const app = await appWithEcho();
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo?page=2&size=10',
      payload: { title: 'hi', count: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, message: 'ok', data: { page: 2, title: 'hi' } });
  });

  it('honours an incoming x-request-id and makes one up otherwise', async () => {
    const app = await appWithEcho();
    const given = await app.inject({ url: '/api/healthz', headers: { 'x-request-id': 'lb-123' } });
    expect(given.headers['x-request-id']).toBe('lb-123');
    const made = await app.inject({ url: '/api/healthz', headers: { 'x-request-id': 'bad id\n' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lists every failing field of query and body together (40000)', async () => {
    const app = await appWithEcho();
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo?page=zero&size=99',
      payload: { title: 5, count: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(40000);
    expect(body.data.fields.map((f: { path: string }) => f.path).sort()).toEqual([
      'count',
      'page',
      'size',
      'title',
    ]);
    for (const f of body.data.fields) expect(f.message).toEqual(expect.any(String));
  });

  it('answers a missing body with 40000, not a 500', async () => {
    const app = await appWithEcho();
    const res = await app.inject({ method: 'POST', url: '/api/test/echo?page=1&size=1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(40000);
  });

  it('answers malformed JSON with 40001', async () => {
    const app = await appWithEcho();
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo?page=1&size=1',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": "hi",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 40001, data: null });
  });

  // text/plain is JSON only on the analytics endpoint (sendBeacon); elsewhere it is refused.
  it.each(['application/xml', 'text/plain'])('answers content type %s with 415 / 40002', async (type) => {
    const app = await appWithEcho();
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo?page=1&size=1',
      headers: { 'content-type': type },
      payload: '{"title":"hi","count":1}',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe(40002);
  });

  it('answers an oversized body with 413 / 41300', async () => {
    const app = await buildTestApp({ BODY_LIMIT_BYTES: 1024 });
    const events = Array.from({ length: 20 }, () => ({ name: 'view', ts: 1, path: '/x'.repeat(40) }));
    const res = await app.inject({ method: 'POST', url: '/api/open/analytics/events', payload: { events } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 41300 });
    expect(res.json().message).toContain('1024');
  });

  it('answers an unknown /api path with a 404 envelope, for any method', async () => {
    const app = await appWithEcho();
    for (const method of ['GET', 'POST'] as const) {
      const res = await app.inject({ method, url: '/api/no/such/thing?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 40400, data: null });
    }
  });

  it('hides unexpected errors behind 50000 with a generic, translated message', async () => {
    const app = await appWithEcho();
    const res = await app.inject({ url: '/api/test/boom', headers: { language: 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 50000,
      message: 'Something went wrong on our side; please try again later',
      data: null,
    });
    expect(res.body).not.toContain('secret');
  });
});

describe('language header', () => {
  it('translates messages (zh-CN by default, en on request, loose tags matched)', async () => {
    const app = await appWithEcho();
    const zh = await app.inject({ url: '/api/nothing' });
    const en = await app.inject({ url: '/api/nothing', headers: { language: 'en-US' } });
    const tw = await app.inject({ url: '/api/nothing', headers: { language: 'zh-Hant' } });
    expect(zh.json().message).toBe('接口不存在：GET /api/nothing');
    expect(en.json().message).toBe('No such endpoint: GET /api/nothing');
    expect(tw.json().message).toBe('介面不存在：GET /api/nothing');
  });

  it('translates field messages too', async () => {
    const app = await appWithEcho();
    const payload = { title: 'hi', count: 'x' };
    const url = '/api/test/echo?page=1&size=1';
    const zh = await app.inject({ method: 'POST', url, payload });
    const en = await app.inject({ method: 'POST', url, payload, headers: { language: 'en' } });
    expect(zh.json().data.fields[0].message).toMatch(/[\u4e00-\u9fff]/);
    expect(en.json().data.fields[0].message).toMatch(/expected number/i);
  });
});
