import type {} from '../../shared/entry-url';
import { STORE_PAGE_SCOPE, STORE_PAGE_WORKER_URL, TAP_SCOPE } from './offline-caches';
import { assetUrls, warmCaches, type WarmList } from './offline-warm';

/**
 * The tap URL (`/n/<code>`) that answered with this page, when a tap opened it (decision 025):
 * the tap script kept it. Read from the global itself, not through shared/entry-url.ts, which
 * would become a chunk of its own for this page and the lazy WeChat module.
 */
function tapUrl(): string | undefined {
  const entry = window.__entryUrl;
  return entry && new URL(entry).pathname.startsWith(TAP_SCOPE) ? entry : undefined;
}

/**
 * Registers the store page's service worker once the page has shown its card, and fills its
 * caches on the visit that installs it (offline-warm.ts); a page a tap opened also registers it
 * for the tap URLs and keeps the tap URL's answer. Only /PenCardPage calls this, after its
 * first render and when the browser is idle: no other page loads workbox-window or the worker,
 * and this page's first paint never waits for them (decision 025). Not in development: Vite's
 * dev server has no built worker.
 */
export function registerStorePageWorker(list: () => Omit<WarmList, 'assets' | 'tap'>): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator) || typeof caches === 'undefined') return;
  const start = () => {
    void import('workbox-window')
      .then(async ({ Workbox }) => {
        const tap = tapUrl();
        // Already controlled: the worker's routes keep the caches fresh; only the installing visit fills them.
        const controlled = navigator.serviceWorker.controller !== null;
        await new Workbox(STORE_PAGE_WORKER_URL, { scope: STORE_PAGE_SCOPE }).register();
        // Opened by a tap: the same worker in front of the tap URLs, so the next tap works offline.
        if (tap) await new Workbox(STORE_PAGE_WORKER_URL, { scope: TAP_SCOPE }).register();
        if (controlled) return;
        const names = performance.getEntriesByType('resource').map((entry) => entry.name);
        await warmCaches({ ...list(), tap, assets: assetUrls(names, location.origin) });
      })
      .catch((error: unknown) => console.warn('store page worker not installed', error));
  };
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(start, { timeout: 3000 })
      : setTimeout(start, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
