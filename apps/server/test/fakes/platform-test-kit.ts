import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Config } from '../../src/config/config';
import {
  startLoopbackPlatforms,
  type LoopbackPlatformServer,
} from '../../src/integrations/loopback/loopback-server';

/** The test brand's own platform apps; the loopback fake knows them. */
export const TEST_APPS = {
  douyin: { clientKey: 'awk_test_vidmatrix', clientSecret: 'dy-test-secret' },
  xhs: { appKey: 'red.test_vidmatrix', appSecret: 'xhs-test-secret' },
  kuaishou: { appId: 'ks_test_vidmatrix', appSecret: 'ks-test-secret' },
};

export function startTestFake(): Promise<LoopbackPlatformServer> {
  return startLoopbackPlatforms({
    apps: { douyin: [TEST_APPS.douyin], xhs: [TEST_APPS.xhs], kuaishou: [TEST_APPS.kuaishou] },
  });
}

/** Config giving `brandKey` real credentials, with every platform's API on the fake. */
export function configuredFor(fake: LoopbackPlatformServer, brandKey = 'vidmatrix'): Partial<Config> {
  return {
    PLATFORM_CREDENTIALS: { [brandKey]: { ...TEST_APPS } },
    DOUYIN_API_BASE: fake.baseUrl,
    KUAISHOU_API_BASE: fake.baseUrl,
    XHS_API_BASE: fake.baseUrl,
  };
}

/** The `name=value` pairs of a reply's Set-Cookie headers, as a Cookie header. */
export function cookiesOf(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/** Path + query of a Location, for app.inject. */
export function localPath(location: string): string {
  const url = new URL(location, 'http://localhost');
  return `${url.pathname}${url.search}`;
}

/**
 * Plays the user on Kuaishou's authorize page: loads it (over HTTP from the fake, or through
 * inject when it is the app's own demo page), presses "Authorize", returns where it redirects.
 */
export async function approveOnAuthorizePage(app: FastifyInstance, authorizeUrl: string): Promise<URL> {
  const url = new URL(authorizeUrl, 'http://localhost');
  const external = url.host !== 'localhost' && url.host !== 'localhost:80';
  const load = async (target: string) => {
    if (external) {
      const res = await fetch(target, { redirect: 'manual' });
      return { status: res.status, body: await res.text(), location: res.headers.get('location') };
    }
    const res = await app.inject({ method: 'GET', url: localPath(target) });
    return { status: res.statusCode, body: res.body, location: res.headers.location as string | null };
  };
  const page = await load(url.toString());
  expect(page.status).toBe(200);
  const approve = page.body.match(/id="approve" href="([^"]+)"/)![1]!.replaceAll('&amp;', '&');
  const approved = await load(new URL(approve, url).toString());
  expect(approved.status).toBe(302);
  return new URL(approved.location!, 'http://localhost');
}
