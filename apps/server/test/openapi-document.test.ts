import { defineEndpoint } from '@vidmatrix/contract/endpoint';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { route } from '../src/http/route';
import { buildTestApp } from './helper';

const probe = (auth: 'public' | 'token') =>
  defineEndpoint({
    method: 'GET',
    path: `/test/${auth}`,
    summary: 'probe',
    tags: ['test'],
    auth,
    response: z.object({ ok: z.boolean() }),
  });

describe('API document', () => {
  it('gives each operation an operationId, the security of its auth and the error responses', async () => {
    const app = await buildTestApp();
    const doc = (await app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.components.securitySchemes)).toEqual([
      'token',
      'share-video-token',
      'course-token',
    ]);
    const me = doc.paths['/api/member/auth/me'].get;
    expect(me.operationId).toBe('getMemberAuthMe');
    expect(me.security).toEqual([{ token: [] }]);
    expect(me.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    expect(me.responses['4XX']).toEqual({ $ref: '#/components/responses/ClientError' });
    expect(doc.paths['/api/open/team/invitation'].get.security).toEqual([{}, { token: [] }]);
    expect(doc.paths['/api/member/video/mixed/share_web/page'].get.security).toEqual([
      { 'share-video-token': [] },
    ]);
    const login = doc.paths['/api/open/auth/login'].post;
    expect(login.security).toEqual([]);
    expect(login.responses['401']).toBeUndefined();
    expect(doc.components.responses.Unauthorized.description).toContain('4011 loginRequired (401)');
  });

  it('refuses to document a route without an auth declaration or a response schema', async () => {
    const app = await buildTestApp();
    app.get('/api/test/undeclared', { schema: { summary: 'undeclared' } }, async () => ({}));
    await app.ready();
    expect(() => app.swagger()).toThrow(
      /GET \/api\/test\/undeclared: no auth declared[^\n]*\nGET \/api\/test\/undeclared: no response schema/,
    );
  });
});

describe('declared auth', () => {
  it('refuses a caller without a session on a token endpoint, even one whose handler forgot', async () => {
    const app = await buildTestApp();
    route(app, probe('token'), () => ({ ok: true }));
    const res = await app.inject({ url: '/api/test/token' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(4011);
  });

  it('fails an endpoint declared public that reads the session', async () => {
    const app = await buildTestApp();
    route(app, probe('public'), async ({ request }) => {
      await request.requireRole('member');
      return { ok: true };
    });
    const res = await app.inject({ url: '/api/test/public' });
    expect(res.statusCode).toBe(500);
  });
});
