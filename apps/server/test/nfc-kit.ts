import type { LightMyRequestResponse } from 'fastify';

/**
 * Where a tap on `/n/<code>` takes the phone: the page it answers with itself (200, the page's
 * address in Content-Location, decision 025) or the one it redirects to (302, a refusal).
 */
export function tapLanding(res: LightMyRequestResponse): URL {
  const to = res.statusCode === 200 ? res.headers['content-location'] : res.headers.location;
  if (![200, 302].includes(res.statusCode) || typeof to !== 'string') {
    throw new Error(`/n/ answered ${res.statusCode} without a target`);
  }
  return new URL(to, 'http://x');
}
