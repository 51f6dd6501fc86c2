import { STORE_PAGE_PATH } from '@vidmatrix/contract/touch-card-rules';
import { STORE_PAGE_CACHES } from './offline-caches';

/** What a repeat visit without network needs from this one, as absolute URLs. */
export interface WarmList {
  /** The store page's own address (its HTML). */
  page: string;
  /** The tap URL (`/n/<code>`) that answered with this page, when a tap opened it. */
  tap?: string | undefined;
  /** Same-origin scripts, styles, locale chunks and brand files the page loaded. */
  assets: string[];
  /** Logo, background and QR images, on this host or the media CDN. */
  images: string[];
  /** The card's configuration: the URL the page reads it from, and the answer it got. */
  config: { url: string; data: unknown };
}

/** Of the resources the page loaded (Resource Timing names), the hashed build files and brand files. */
export function assetUrls(resourceNames: readonly string[], origin: string): string[] {
  return [
    ...new Set(
      resourceNames.filter((name) => {
        const url = new URL(name, origin);
        return (
          url.origin === origin && (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/brand/'))
        );
      }),
    ),
  ];
}

async function keep(cache: Cache, url: string, init?: RequestInit): Promise<void> {
  const response = await fetch(url, init);
  // A CDN image without CORS is opaque (status 0): kept as it is, the <img> can still show it.
  if (response.ok || response.type === 'opaque') await cache.put(url, response);
}

/**
 * The tap URL's answer, kept only while it is still this store page (named by Content-Location,
 * as the worker's own route checks): not a redirect, not another page the card opens by now.
 */
async function keepTap(cache: Cache, tap: string): Promise<void> {
  const response = await fetch(tap, { credentials: 'same-origin', redirect: 'manual' });
  const page = response.headers.get('content-location')?.split('?')[0];
  if (response.status === 200 && page === STORE_PAGE_PATH) await cache.put(tap, response);
}

/**
 * Fills the worker's caches with what this visit loaded before the worker existed: its
 * requests went straight to the network, so the worker's routes never saw them. The scripts
 * and images come from the HTTP cache; the configuration is the answer already in hand, stored
 * under the URL the page asks (only a good answer reaches here). Best effort: a failure leaves
 * the next online visit to fill the caches through the worker's routes.
 */
export async function warmCaches({ page, tap, assets, images, config }: WarmList): Promise<void> {
  const [pages, files, pictures, configs] = await Promise.all([
    caches.open(STORE_PAGE_CACHES.page),
    caches.open(STORE_PAGE_CACHES.assets),
    caches.open(STORE_PAGE_CACHES.images),
    caches.open(STORE_PAGE_CACHES.api),
  ]);
  const envelope = JSON.stringify({ code: 0, message: '', data: config.data });
  await Promise.allSettled([
    keep(pages, page, { credentials: 'same-origin' }),
    ...(tap ? [keepTap(pages, tap)] : []),
    ...assets.map((url) => keep(files, url)),
    ...images.map((url) =>
      keep(pictures, url, { mode: new URL(url).origin === location.origin ? 'same-origin' : 'no-cors' }),
    ),
    configs.put(config.url, new Response(envelope, { headers: { 'content-type': 'application/json' } })),
  ]);
}
