import { expect, test } from '@playwright/test';

// The API seen from a browser context on the production server: envelope, docs and health.
test('health, OpenAPI document and API reference answer', async ({ request }) => {
  const health = await request.get('/api/healthz');
  expect(health.status()).toBe(200);
  expect((await health.json()).data.status).toBe('ok');
  const openapi = await (await request.get('/api/openapi.json')).json();
  expect(Object.keys(openapi.paths)).toContain('/api/healthz');
  const docs = await request.get('/api/docs');
  expect(docs.status()).toBe(200);
});

test('unknown API paths answer a 404 envelope, not a page', async ({ request }) => {
  const reply = await request.get('/api/no/such/thing');
  expect(reply.status()).toBe(404);
  expect((await reply.json()).code).toBe(40400);
});
