import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PLATFORM_KEYS } from '@vidmatrix/contract/platform-auth';
import type { LoopbackPlatformServer } from '../src/integrations/loopback/loopback-server';
import { demoAdmin } from './console-kit';
import { demoApp } from './distribution-helper';
import { accountConfig, startAccountFake } from './platform-auth-kit';

// Issue 26 §2: with TRUST_PROXY=1 the OAuth redirect_uri was built from X-Forwarded-Host, so a
// link_code reply sent the platform's approval (and its code) to http://evil.example/…. Redirect
// URIs come from the brand's configured web host, whatever the request's headers say.

let fake: LoopbackPlatformServer;
beforeAll(async () => {
  fake = await startAccountFake();
});
afterAll(() => fake.close());

const EVIL = {
  host: 'vidmatrix.localhost:3000',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'http',
};

async function redirectUriOf(app: FastifyInstance, url: string, headers: Record<string, string>) {
  const res = await app.inject({ url, headers });
  const body = res.json() as { code: number; data: { authorize_url: string } };
  expect(body.code, res.body).toBe(0);
  return new URL(body.data.authorize_url).searchParams.get('redirect_uri');
}

describe('redirect URIs with TRUST_PROXY=1', { timeout: 60_000 }, () => {
  it('link_code: the brand’s web host, never X-Forwarded-Host', async () => {
    const app = await demoApp({ ...accountConfig(fake), TRUST_PROXY: 1 });
    const token = await demoAdmin(app);
    for (const p of AUTH_PLATFORM_KEYS) {
      const uri = await redirectUriOf(app, `/api/member/${p}/authorize/link_code`, { ...EVIL, token });
      // TikTok Shop and Doudian name no redirect_uri (the platform keeps the app's own).
      if (uri === null) continue;
      expect(new URL(uri).origin, p).toBe('https://www.vidmatrix.cn');
    }
    // One of the brand's own hosts, or a development *.localhost one, is kept.
    const own = await redirectUriOf(app, '/api/member/douyin/authorize/link_code', {
      ...EVIL,
      'x-forwarded-host': 'vidmatrix.cn',
      token,
    });
    expect(own).toBe('https://vidmatrix.cn/douyin_oauth_connect');
    const dev = await redirectUriOf(app, '/api/member/douyin/authorize/link_code', {
      host: 'vidmatrix.localhost:3000',
      token,
    });
    expect(dev).toBe('http://vidmatrix.localhost:3000/douyin_oauth_connect');
  });

  it('Kuaishou OAuth: redirect_uri from the brand, and no redirect back to the forwarded host', async () => {
    const app = await demoApp({ ...accountConfig(fake), TRUST_PROXY: 1 });
    const res = await app.inject({
      url: '/api/open/kuaishou/oauth/authorize?redirect=%2Fdistribution_video',
      headers: EVIL,
    });
    expect(res.statusCode).toBe(302);
    const uri = new URL(res.headers.location as string).searchParams.get('redirect_uri')!;
    expect(new URL(uri).origin).toBe('https://www.vidmatrix.cn');
    const away = await app.inject({
      url: `/api/open/kuaishou/oauth/authorize?redirect=${encodeURIComponent('http://evil.example/x')}`,
      headers: EVIL,
    });
    expect(away.statusCode).toBe(400);
  });
});
