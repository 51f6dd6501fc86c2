import { STORE_PAGE_SCOPE, STORE_PAGE_WORKER_URL } from './offline-caches';
import { assetUrls, warmCaches, type WarmList } from './offline-warm';

/**
 * Registers the store page's service worker once the page has shown its card, and fills its
 * caches on the visit that installs it (offline-warm.ts). Only /PenCardPage calls this, after its
 * first render and when the browser is idle: no other page loads workbox-window or the worker,
 * and this page's first paint never waits for them (decision 025). Not in development: Vite's
 * dev server has no built worker.
 */
export function registerStorePageWorker(list: () => Omit<WarmList, 'assets'>): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator) || typeof caches === 'undefined') return;
  const start = () => {
    void import('workbox-window')
      .then(async ({ Workbox }) => {
        const worker = new Workbox(STORE_PAGE_WORKER_URL, { scope: STORE_PAGE_SCOPE });
        // Already controlled: the worker's routes keep the caches fresh; only the installing visit fills them.
        const controlled = navigator.serviceWorker.controller !== null;
        await worker.register();
        if (controlled) return;
        const names = performance.getEntriesByType('resource').map((entry) => entry.name);
        await warmCaches({ ...list(), assets: assetUrls(names, location.origin) });
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
