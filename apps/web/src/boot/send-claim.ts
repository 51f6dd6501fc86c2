import type {} from '../shared/brand';
import { callHeaders } from '../shared/api/call-headers';
import { isEnvelope } from '../shared/api/envelope';
import { apiRequest } from '../shared/api/request-init';
import { brandLanguage, readStoredLanguage, resolveLanguage } from '../shared/i18n/language';
import { BOOT_CARD_ID } from '../features/distribution/boot-claim';
import { claimRequestOf, linkClaimTarget } from '../features/distribution/claim-target';
import { shownVideoOf } from '../features/distribution/distribution-video';
import { claimPageOf } from './claim-pages';

/**
 * The claimed video's cover, painted over the spinner in the box of the app's card (index.html
 * `.app-card`); the app starts once it has loaded, or failed.
 */
function paintCover(reply: unknown, go: () => void): void {
  const data = isEnvelope(reply) && reply.code === 0 ? reply.data : undefined;
  const cover = shownVideoOf(data)?.cover;
  if (!cover) return go();
  const card = document.createElement('div');
  card.id = BOOT_CARD_ID;
  card.className = 'app-card';
  const box = card.appendChild(document.createElement('div'));
  const image = box.appendChild(document.createElement('img'));
  image.alt = '';
  image.fetchPriority = 'high';
  image.onload = image.onerror = go;
  image.src = cover;
  document.body.append(card);
}

/**
 * Sends a distribution page's first claim before any of the app has downloaded (decision 019),
 * exactly as the app would: the page's link read by the app's parser, the request the app's
 * `claimVideo` builds from this browser's storage, the app's headers and the brand's language.
 * The app takes `window.__bootClaim` instead of sending its own (features/distribution/
 * boot-claim.ts). Without a claim to make (a failed link, no activity, a platform only the
 * server knows), the app starts at once.
 */
export function sendClaim(location: Pick<Location, 'pathname' | 'search'>, go: () => void): void {
  const page = claimPageOf(location.pathname);
  const target = page && linkClaimTarget(page, location.search);
  const brand = window.__BRAND__;
  if (!target || !brand) return go();
  const { route, input } = claimRequestOf(target);
  const language = resolveLanguage({
    search: location.search,
    stored: readStoredLanguage(),
    fallback: brandLanguage(brand),
  }).language;
  const [url, init] = apiRequest(route.path, route.method, input, callHeaders(brand.bizid, language));
  const reply: Promise<unknown> = fetch(url, init).then((response) => response.json());
  window.__bootClaim = { path: route.path, input, reply };
  reply.then((envelope) => paintCover(envelope, go), go);
}
