import type { VitePWAOptions } from 'vite-plugin-pwa';
import { STORE_PAGE_CACHES, STORE_PAGE_WORKER_URL } from '../src/features/touch-card/offline-caches.ts';

/**
 * The touch-card store page's service worker (issue 14; docs/decisions/025-touch-cards.md,
 * "Store page, copy writer and offline"): a shop's Wi-Fi is often weak, and a repeat tap must
 * still show the card. Workbox's generated worker, built by vite-plugin-pwa, with only
 * runtime routes:
 *
 * - Nothing is precached: a precache would download every chunk of the build (console included)
 *   on a customer's phone. What the store page fetched is cached as it is fetched.
 * - No navigation fallback: the server renders each page's HTML (brand, CSP hashes, preloads),
 *   so the generic index.html must never answer a navigation.
 * - It is registered by /PenCardPage only, with the scope `/PenCardPage` (touch-card/register-
 *   worker.ts), so it controls that page alone; every other page keeps the network as before.
 *   A store page opened by a tap registers it once more with the scope `/n/`: `/n/<code>`
 *   answers with the store page itself (decision 025), so a repeat tap without network is
 *   answered from the copy kept under the tap URL. Only store pages are kept there; another
 *   card's page passes through untouched.
 *
 * Route matchers are serialised into the worker by workbox-build, so they may not use anything
 * from this module's scope; the store page's API path is repeated here for that reason and a
 * unit test keeps it equal to the contract's.
 */

const DAY = 24 * 60 * 60;

export function storePageWorker(): Partial<VitePWAOptions> {
  return {
    strategies: 'generateSW',
    filename: STORE_PAGE_WORKER_URL.slice(1),
    injectRegister: false,
    manifest: false,
    includeManifestIcons: false,
    workbox: {
      globPatterns: [],
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      // The page's request leaves while the worker starts (both routes for navigations below
      // take it): a controlled tap waits for no worker start-up.
      navigationPreload: true,
      inlineWorkboxRuntime: true,
      runtimeCaching: [
        {
          // The store page's HTML: the network first (a new deploy, a new configuration), the last
          // good copy when it fails or hangs on the shop's Wi-Fi.
          // A literal: workbox copies this function's text into the worker, so nothing outside it
          // exists there (store-page-worker.test.ts runs it as the worker does, on the contract's path).
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/PenCardPage',
          handler: 'NetworkFirst',
          options: {
            cacheName: STORE_PAGE_CACHES.page,
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 20 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // A tap (`/n/<code>`) that answered with a store page: the same rule, under the tap URL.
          // Kept only when the reply names the store page as what it is (Content-Location, the
          // server's web/brand-pages.ts); a card that opens another page, or a refusal, never.
          urlPattern: ({ url, sameOrigin, request }) =>
            sameOrigin && request.mode === 'navigate' && url.pathname.startsWith('/n/'),
          handler: 'NetworkFirst',
          options: {
            cacheName: STORE_PAGE_CACHES.page,
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 20 },
            plugins: [
              {
                cacheWillUpdate: async ({ response }) =>
                  response.status === 200 &&
                  (response.headers.get('content-location') ?? '').split('?')[0] === '/PenCardPage'
                    ? response
                    : null,
              },
            ],
          },
        },
        {
          // The card's configuration: same rule; only a code-0 answer replaces the kept copy, so an
          // error or a failing server never overwrites the last good configuration.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/open/touch_card/page',
          handler: 'NetworkFirst',
          options: {
            cacheName: STORE_PAGE_CACHES.api,
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 20 },
            plugins: [
              {
                cacheWillUpdate: async ({ response }) => {
                  if (response.status !== 200) return null;
                  const reply = (await response
                    .clone()
                    .json()
                    .catch(() => null)) as { code?: unknown } | null;
                  return reply?.code === 0 ? response : null;
                },
              },
            ],
          },
        },
        {
          // Content-hashed scripts, styles and locale chunks, and the brand's files: a name never
          // changes content, so the cache answers first.
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/brand/')),
          handler: 'CacheFirst',
          options: {
            cacheName: STORE_PAGE_CACHES.assets,
            expiration: { maxEntries: 120, maxAgeSeconds: 30 * DAY },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // Logo, background and QR images, from this host or the media CDN (opaque, status 0).
          urlPattern: ({ request }) => request.destination === 'image',
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: STORE_PAGE_CACHES.images,
            expiration: { maxEntries: 60, maxAgeSeconds: 30 * DAY },
            cacheableResponse: { statuses: [0, 200] },
          },
        },
      ],
    },
  };
}
