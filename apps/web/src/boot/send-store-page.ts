import type { PublicTouchCard } from '@vidmatrix/contract/touch-card-public';
import { TOUCH_CARD_PUBLIC_PATHS } from '@vidmatrix/contract/touch-card-rules';
import type {} from '../shared/brand';
import { callHeaders } from '../shared/api/call-headers';
import { isEnvelope } from '../shared/api/envelope';
import { apiRequest } from '../shared/api/request-init';
import { brandLanguage, readStoredLanguage, resolveLanguage } from '../shared/i18n/language';
import type {} from '../features/touch-card/boot-store-page';
import { STORE_PAGES } from './store-pages';

/** The card's pictures, asked for at high priority the moment the reply names them. */
function loadPictures(reply: unknown): void {
  const data = isEnvelope(reply) && reply.code === 0 ? (reply.data as { card?: PublicTouchCard }) : undefined;
  const card = data?.card;
  if (!card) return;
  const backdrop = card.background === 'custom' ? card.background_image_url : null;
  for (const src of [backdrop, card.logo_url]) {
    if (!src) continue;
    const image = new Image();
    image.fetchPriority = 'high';
    image.src = src;
  }
}

/**
 * Sends a touch-card page's card call before any of the app has downloaded (decision 019),
 * exactly as the app's `useStorePage` would: the `?code=` it reads, the app's headers and the
 * language it would pick. The app takes `window.__bootStorePage` instead of sending its own
 * (features/touch-card/boot-store-page.ts). No code, no call: the page says so itself.
 */
export function sendStorePage(location: Pick<Location, 'pathname' | 'search'>): void {
  const code = (new URLSearchParams(location.search).get('code') ?? '').trim();
  const brand = window.__BRAND__;
  if (!STORE_PAGES.includes(location.pathname) || !code || !brand) return;
  const language = resolveLanguage({
    search: location.search,
    stored: readStoredLanguage(),
    fallback: brandLanguage(brand),
  }).language;
  const [url, init] = apiRequest(
    TOUCH_CARD_PUBLIC_PATHS.page,
    'GET',
    { code },
    callHeaders(brand.bizid, language),
  );
  const reply: Promise<unknown> = fetch(url, init).then((response) => response.json());
  window.__bootStorePage = { code, reply };
  reply.then(loadPictures, () => undefined);
}
