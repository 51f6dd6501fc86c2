import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app';
import type { Config } from '../src/config/config';
import { buildTestApp, testConfig } from './helper';
import { testDatabase, testDriver } from './test-database';

/** An app whose database never answers, as when PostgreSQL is down. */
async function appWithDatabaseDown(overrides: Partial<Config> = {}) {
  const broken = { ...(await testDatabase()), ping: () => Promise.reject(new Error('connection refused')) };
  const app = await buildApp({ config: testConfig(overrides), database: broken });
  onTestFinished(() => app.close());
  return app;
}

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

  it('answers 503 / 50300 when the database is down, as readyz does', async () => {
    const app = await appWithDatabaseDown();
    for (const url of ['/api/healthz', '/api/readyz']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(503);
      expect(res.json()).toMatchObject({ code: 50300, data: null });
      expect(res.body).not.toContain('refused');
    }
  });
});

describe('GET /api/livez and /api/readyz', () => {
  it('livez answers without asking the database', async () => {
    const app = await appWithDatabaseDown();
    const res = await app.inject({ url: '/api/livez' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: { status: 'ok', uptime_s: expect.any(Number) } });
  });

  it('readyz checks the database; Redis is off without REDIS_URL', async () => {
    const app = await buildTestApp();
    const res = await app.inject({ url: '/api/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      status: 'ok',
      database: { driver: testDriver(), latency_ms: expect.any(Number) },
      redis: { status: 'off', latency_ms: null },
    });
  });

  it('readyz stays ready but degraded when Redis does not answer (limits fall back to the database)', async () => {
    const app = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    const res = await app.inject({ url: '/api/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'degraded',
      redis: { status: 'down', latency_ms: null },
    });
  });

  it.skipIf(!process.env.TEST_REDIS_URL)('readyz reports Redis with TEST_REDIS_URL', async () => {
    const app = await buildTestApp({ REDIS_URL: process.env.TEST_REDIS_URL });
    const res = await app.inject({ url: '/api/readyz' });
    expect(res.json().data).toMatchObject({
      status: 'ok',
      redis: { status: 'ok', latency_ms: expect.any(Number) },
    });
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
