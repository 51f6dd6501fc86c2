import { describe, expect, it } from 'vitest';
import type { RuntimeCaching } from 'workbox-build';
import { STORE_PAGE_PATH, TOUCH_CARD_PUBLIC_PATHS } from '@vidmatrix/contract/touch-card-rules';
import { API_PREFIX } from '@vidmatrix/contract/endpoint';
import { storePageWorker } from './store-page-worker';

type Matcher = (options: {
  url: URL;
  sameOrigin: boolean;
  request: { destination: string; mode: string };
}) => boolean;

const routes = storePageWorker().workbox?.runtimeCaching as RuntimeCaching[];
const ORIGIN = 'https://shop.example';

/**
 * The matcher as the worker runs it: workbox writes the function's text into the worker file, so
 * a name from outside the function (an import) is undefined there. Rebuilt from its text here.
 */
function asInWorker(pattern: RuntimeCaching['urlPattern']): Matcher {
  return new Function(`return (${String(pattern)})`)() as Matcher;
}

/** The route that takes this request, if any. */
function routeFor(path: string, destination = '', origin = ORIGIN, mode = 'cors') {
  const url = new URL(path, origin);
  return routes.find((r) =>
    asInWorker(r.urlPattern)({
      url,
      sameOrigin: url.origin === ORIGIN,
      request: { destination, mode },
    }),
  );
}

/** The name of the cache whose route takes this request, or null (the network, untouched). */
function cacheFor(path: string, destination = '', origin = ORIGIN, mode = 'cors'): string | null {
  return routeFor(path, destination, origin, mode)?.options?.cacheName ?? null;
}

describe('the store page worker', () => {
  it('precaches nothing and never answers a navigation with index.html', () => {
    const { workbox, injectRegister, manifest } = storePageWorker();
    expect(workbox?.globPatterns).toEqual([]);
    expect(workbox?.navigateFallback).toBeNull();
    expect(injectRegister).toBe(false);
    expect(manifest).toBe(false);
  });

  it('keeps the store page, its configuration, the build files and images', () => {
    expect(cacheFor(`${STORE_PAGE_PATH}?code=DEMO-CARD`)).toBe('touch-card-page');
    expect(cacheFor(`${API_PREFIX}${TOUCH_CARD_PUBLIC_PATHS.page}?code=DEMO-CARD`)).toBe('touch-card-config');
    expect(cacheFor('/assets/index-abc.js')).toBe('touch-card-assets');
    expect(cacheFor('https://cdn.example/logo.png', 'image')).toBe('touch-card-images');
  });

  it('keeps a tap URL only when it answered with the store page (decision 025)', async () => {
    const tap = `/n/DEMO-CARD?language=en`;
    expect(cacheFor(tap, 'document', ORIGIN, 'navigate')).toBe('touch-card-page');
    const plugin = routeFor(tap, 'document', ORIGIN, 'navigate')!.options!.plugins![0]!;
    // Rebuilt from its text, as the worker runs it.
    const willUpdate = new Function(`return (${String(plugin.cacheWillUpdate)})`)() as (options: {
      response: Response;
    }) => Promise<Response | null>;
    const reply = (status: number, page?: string) =>
      new Response(status === 200 ? '<!doctype html>' : null, {
        status,
        headers: page ? { 'content-location': page } : {},
      });
    const store = reply(200, `${STORE_PAGE_PATH}?code=DEMO-CARD&language=en`);
    expect(await willUpdate({ response: store })).toBe(store);
    // A card of an activity (its one-click page), a refusal's redirect, an old server's reply: never.
    expect(await willUpdate({ response: reply(200, '/distribution_auto?id=1002&code=0') })).toBeNull();
    expect(await willUpdate({ response: reply(302) })).toBeNull();
    expect(await willUpdate({ response: reply(200) })).toBeNull();
  });

  it('lets every other call through untouched', () => {
    expect(cacheFor('/n/DEMO-CARD')).toBeNull(); // not a navigation: the page's own fetches
    expect(cacheFor(`${API_PREFIX}${TOUCH_CARD_PUBLIC_PATHS.copy}`)).toBeNull();
    expect(cacheFor(`${API_PREFIX}/open/analytics/events`)).toBeNull();
    expect(cacheFor('/AddWxPage?code=DEMO-CARD')).toBeNull();
    expect(cacheFor('https://cdn.example/assets/x.js')).toBeNull();
  });
});
