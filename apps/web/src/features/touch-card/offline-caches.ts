import { STORE_PAGE_PATH } from '@vidmatrix/contract/touch-card-rules';
/**
 * The caches of the store page's service worker (build/store-page-worker.ts): the worker reads
 * them, and the page fills them on the visit that installs it (register-worker.ts), whose
 * requests went out before the worker existed.
 */
export const STORE_PAGE_CACHES = {
  page: 'touch-card-page',
  api: 'touch-card-config',
  assets: 'touch-card-assets',
  images: 'touch-card-images',
} as const;
export const STORE_PAGE_WORKER_URL = '/touch-card-sw.js';
/** Only the store page is controlled: every other page keeps the network as it is (decision 025). */
export const STORE_PAGE_SCOPE = STORE_PAGE_PATH;
/**
 * The tap URLs (`/n/<code>`): a store page opened by a tap registers the worker here too, so a
 * repeat tap is answered without network (decision 025). The tap URL answers with the page itself.
 */
export const TAP_SCOPE = '/n/';
