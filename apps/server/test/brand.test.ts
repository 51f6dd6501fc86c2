import { describe, expect, it } from 'vitest';
import { buildTestApp, hostOf } from './helper';

const batch = { events: [{ name: 'view', ts: 1_700_000_000_000, path: '/' }] };

describe('bizid header against the host brand', () => {
  it('accepts the host brand bizid, or none', async () => {
    const app = await buildTestApp();
    const same = await app.inject({ url: '/api/healthz', headers: { host: hostOf('jia'), bizid: '1005' } });
    const none = await app.inject({ url: '/api/healthz', headers: { host: hostOf('jia') } });
    expect(same.statusCode).toBe(200);
    expect(none.statusCode).toBe(200);
  });

  it('refuses another brand bizid with 40003 naming both brands', async () => {
    const app = await buildTestApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/open/analytics/events',
      headers: { host: hostOf('jia'), bizid: '1011', language: 'en' },
      payload: batch,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 40003,
      message: 'Brand mismatch: bizid 1011 belongs to "BatCut", but this address belongs to "Jia"',
      data: { requested: 'batcut', current: 'jia' },
    });
  });

  it('says so in Chinese by default', async () => {
    const app = await buildTestApp();
    const res = await app.inject({ url: '/api/healthz', headers: { host: hostOf('jia'), bizid: '1011' } });
    expect(res.json().message).toBe('品牌不一致：bizid 1011 属于“BatCut”，但当前网址属于“Jia”');
  });

  it.each([
    ['abc', 'The bizid header must be a number, got "abc"'],
    ['1005; drop', 'The bizid header must be a number, got "1005; drop"'],
    ['9999', 'Unknown brand id bizid=9999'],
  ])('refuses bizid %j with 40003', async (bizid, message) => {
    const app = await buildTestApp();
    const res = await app.inject({
      url: '/api/healthz',
      headers: { host: hostOf('jia'), bizid, language: 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 40003, message });
  });

  it('ignores bizid on page requests (only the API is brand-scoped)', async () => {
    const app = await buildTestApp();
    const res = await app.inject({ url: '/', headers: { host: hostOf('jia'), bizid: '1011' } });
    expect(res.statusCode).toBe(200);
  });
});
