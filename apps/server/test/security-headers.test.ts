import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp, hostOf } from './helper';

// Issue 11, finding 6: no security headers anywhere, the console could be framed.
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directives = (csp: string | undefined) =>
  Object.fromEntries((csp ?? '').split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

function expectCommon(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // Plain HTTP here: HSTS would be meaningless, and no CORS header is ever sent.
  expect(headers['strict-transport-security']).toBeUndefined();
  expect(headers['access-control-allow-origin']).toBeUndefined();
  expect(headers['access-control-allow-credentials']).toBeUndefined();
}

describe('security headers', () => {
  it('a page enforces a CSP that allows exactly its inline brand script, and no framing', async () => {
    const app = await buildTestApp({ CDN_ORIGIN: 'https://cdn.example.com' });
    for (const path of ['/', '/console', '/distribution_video?id=1001', '/shareVideo?code=abc']) {
      const res = await app.inject({
        url: path,
        headers: { host: hostOf('jia'), origin: 'https://evil.example' },
      });
      expect(res.statusCode, path).toBe(200);
      expectCommon(res.headers);
      expect(res.headers['content-security-policy-report-only']).toBeUndefined();
      const csp = directives(res.headers['content-security-policy'] as string);
      const inline = /<script>(window\.__BRAND__=.*?)<\/script>/.exec(res.body)![1]!;
      expect(csp['script-src']).toContain(sha256(inline));
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      expect(csp['script-src']).not.toContain("'unsafe-eval'");
      expect(csp['script-src']).toContain('https://fe-static.xhscdn.com');
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['media-src']).toContain('https://cdn.example.com');
      expect(csp['connect-src']).toContain('https://cdn.example.com');
    }
    // Each brand's page has its own script, so its own hash.
    const other = await app.inject({ url: '/', headers: { host: hostOf('greatok') } });
    const jia = await app.inject({ url: '/', headers: { host: hostOf('jia') } });
    expect(other.headers['content-security-policy']).not.toBe(jia.headers['content-security-policy']);
  });

  it('an API reply carries a deny-all CSP and no CORS header, even for a foreign Origin', async () => {
    const app = await buildTestApp();
    const res = await app.inject({
      url: '/api/healthz',
      headers: { origin: 'https://evil.example', host: hostOf('jia') },
    });
    expectCommon(res.headers);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/member/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('/api/docs gets swagger-ui its own policy: no inline script, no framing', async () => {
    const app = await buildTestApp();
    const res = await app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expectCommon(res.headers);
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toContain("'unsafe-inline'");
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it('sends HSTS only when the request came over TLS (a trusted proxy said so)', async () => {
    const app = await buildTestApp({ TRUST_PROXY: 1 });
    const tls = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toBe('max-age=15552000');
    const plain = await app.inject({ url: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('stored media and assets get nosniff but no page CSP (a worker script would be bound by it)', async () => {
    const app = await buildTestApp();
    const res = await app.inject({ url: '/media/demo/clip-01.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeUndefined();
  });
});
