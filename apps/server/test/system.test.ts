import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';
import { testDatabase, testDriver } from './test-database';

describe('GET /api/healthz', () => {
  it('checks the database', async () => {
    const app = await buildTestApp();
    const res = await app.inject({ url: '/api/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 0,
      message: 'ok',
      data: { status: 'ok', database: { driver: testDriver(), latency_ms: expect.any(Number) } },
    });
  });

  it('answers 503 / 50300 when the database is down', async () => {
    const real = await testDatabase();
    const broken = { ...real, ping: () => Promise.reject(new Error('connection refused')) };
    const { buildApp } = await import('../src/app');
    const { testConfig } = await import('./helper');
    const app = await buildApp({ config: testConfig(), database: broken });
    const res = await app.inject({ url: '/api/healthz' });
    await app.close();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 50300, data: null });
    expect(res.body).not.toContain('refused');
  });
});

describe('API reference', () => {
  it('generates /api/openapi.json from the contract', async () => {
    const app = await buildTestApp();
    const res = await app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/healthz', '/api/open/analytics/events']),
    );
    expect(doc.paths['/api/open/analytics/events'].post.requestBody).toBeDefined();
    // Page routes and the docs themselves stay out of the API document; the media files are in it.
    expect(Object.keys(doc.paths).every((p) => /^\/(api|media)\//.test(p))).toBe(true);
    expect(doc.paths['/api/openapi.json']).toBeUndefined();
  });

  it('serves the browsable reference at /api/docs with bundled assets', async () => {
    const app = await buildTestApp();
    const res = await app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).not.toMatch(/https?:\/\/(unpkg|cdn|cdnjs)/);
    const script = /src="\.?\/?([^"]*swagger-ui-bundle\.js)"/.exec(res.body)?.[1];
    expect(script).toBeDefined();
    const bundle = await app.inject({ url: `/api/docs/${script!.replace(/^.*?static\//, 'static/')}` });
    expect(bundle.statusCode).toBe(200);
  });
});
