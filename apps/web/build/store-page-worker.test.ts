import { describe, expect, it } from 'vitest';
import type { RuntimeCaching } from 'workbox-build';
import { TOUCH_CARD_PUBLIC_PATHS } from '@vidmatrix/contract/touch-card-rules';
import { API_PREFIX } from '@vidmatrix/contract/endpoint';
import { storePageWorker } from './store-page-worker';

type Matcher = (options: { url: URL; sameOrigin: boolean; request: { destination: string } }) => boolean;

const routes = storePageWorker().workbox?.runtimeCaching as RuntimeCaching[];
const ORIGIN = 'https://shop.example';

/** The name of the cache whose route takes this request, or null (the network, untouched). */
function cacheFor(path: string, destination = '', origin = ORIGIN): string | null {
  const url = new URL(path, origin);
  const route = routes.find((r) =>
    (r.urlPattern as unknown as Matcher)({
      url,
      sameOrigin: url.origin === ORIGIN,
      request: { destination },
    }),
  );
  return route?.options?.cacheName ?? null;
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
    expect(cacheFor('/PenCardPage?code=DEMO-CARD')).toBe('touch-card-page');
    expect(cacheFor(`${API_PREFIX}${TOUCH_CARD_PUBLIC_PATHS.page}?code=DEMO-CARD`)).toBe('touch-card-config');
    expect(cacheFor('/assets/index-abc.js')).toBe('touch-card-assets');
    expect(cacheFor('https://cdn.example/logo.png', 'image')).toBe('touch-card-images');
  });

  it('lets every other call through untouched', () => {
    expect(cacheFor(`${API_PREFIX}${TOUCH_CARD_PUBLIC_PATHS.copy}`)).toBeNull();
    expect(cacheFor(`${API_PREFIX}/open/analytics/events`)).toBeNull();
    expect(cacheFor('/AddWxPage?code=DEMO-CARD')).toBeNull();
    expect(cacheFor('https://cdn.example/assets/x.js')).toBeNull();
  });
});
