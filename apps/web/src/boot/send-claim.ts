import type {} from '../shared/brand';
import { callHeaders } from '../shared/api/call-headers';
import { isEnvelope } from '../shared/api/envelope';
import { apiRequest } from '../shared/api/request-init';
import { brandLanguage, readStoredLanguage, resolveLanguage } from '../shared/i18n/language';
import { BOOT_CARD_ID } from '../features/distribution/boot-claim';
import {
  claimRequestOf,
  downloadClaimTarget,
  linkClaimTarget,
  receiveClaimTarget,
  type ClaimTarget,
} from '../features/distribution/claim-target';
import { parseDistributionQuery } from '../features/distribution/distribution-query';
import { claimedVideosOf, demoPlatformOf, shownVideoOf } from '../features/distribution/distribution-video';
import { isDesktop, isRestrictedForMatrix } from '../shared/user-agent';
import {
  BOOT_CARD_LIST,
  BOOT_COVER_ID,
  BOOT_ACTIVITY_ATTRIBUTE,
  BOOT_PAINT_TIMING,
  BOOT_VIDEO_BOX,
  type BootActivity,
} from '@vidmatrix/contract/boot-scripts';
import { claimPageOf } from './claim-pages';

/** An image the app starts after, once it has loaded or failed. */
function coverImage(src: string, go: () => void): HTMLImageElement {
  const image = document.createElement('img');
  image.alt = '';
  image.fetchPriority = 'high';
  image.setAttribute('elementtiming', BOOT_PAINT_TIMING);
  image.onload = image.onerror = go;
  image.src = src;
  return image;
}

/**
 * The receive page's cards as its list shows them on a phone (receive-list.tsx): a box, the cover
 * in the same place; their titles come with the app. The app starts once the first cover has
 * loaded.
 */
function paintCards(list: Element, covers: string[], go: () => void): void {
  const first = covers.findIndex(Boolean);
  if (first < 0) go();
  covers.forEach((cover, i) => {
    const card = list.appendChild(document.createElement('li'));
    card.className = 'app-receive-card';
    const label = card.appendChild(document.createElement('label'));
    label.className = 'app-receive-card-label';
    const box = label.appendChild(document.createElement('input'));
    box.type = 'checkbox';
    box.disabled = true;
    if (!cover) return;
    const image = i === first ? coverImage(cover, go) : Object.assign(new Image(), { alt: '', src: cover });
    image.className = 'app-receive-thumb';
    label.append(image);
  });
}

/**
 * The claimed video's cover, painted over the spinner: in the first screen the server wrote (the
 * download page's video box, the receive page's card list; apps/server web/first-screens.ts),
 * else in the box of the distribution page's card (index.html `.app-card`). The app starts once
 * it has loaded, or failed.
 */
function paintCover(reply: unknown, go: () => void): void {
  const data = isEnvelope(reply) && reply.code === 0 ? reply.data : undefined;
  const cover = shownVideoOf(data)?.cover;
  const screen = document.getElementById(BOOT_COVER_ID);
  const list = screen?.querySelector(`.${BOOT_CARD_LIST}`);
  // The receive page shows a table on a desktop: its phone screen goes.
  if (list && isDesktop(navigator.userAgent)) {
    screen!.remove();
    return go();
  }
  if (!cover) return go();
  // The page shows its demo badge above the video or list: so does its first screen.
  if (screen && demoPlatformOf(data)) screen.querySelector('[hidden]')?.removeAttribute('hidden');
  const covers = claimedVideosOf(data).map((v) => v.cover);
  if (list) return paintCards(list, covers, go);
  const videoBox = screen?.querySelector(`.${BOOT_VIDEO_BOX}`);
  if (videoBox) return void videoBox.append(coverImage(cover, go));
  const card = document.createElement('div');
  card.id = BOOT_CARD_ID;
  card.className = 'app-card app-claim-page';
  card.appendChild(document.createElement('div')).append(coverImage(cover, go));
  document.body.append(card);
}

/** The running activity the server wrote on the boot claim's element (a matrix page's; apps/server web/). */
export function bootActivity(
  script: HTMLOrSVGScriptElement | null = document.currentScript,
): BootActivity | undefined {
  const json = script?.getAttribute(BOOT_ACTIVITY_ATTRIBUTE);
  return json ? (JSON.parse(json) as BootActivity) : undefined;
}

/** The claim the page at `location` makes first, when its link (and the server's `activity`) name it. */
export function bootClaimTarget(
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  activity?: BootActivity,
): ClaimTarget | undefined {
  const page = claimPageOf(pathname);
  if (page === 'download') return downloadClaimTarget(parseDistributionQuery(search));
  if (page === 'receive') return receiveClaimTarget(parseDistributionQuery(search));
  // The browsers the matrix page refuses (its route shows them the restriction page) claim nothing.
  if (page === 'matrix' && isRestrictedForMatrix(navigator.userAgent)) return undefined;
  return page && linkClaimTarget(page, search, activity);
}

/**
 * Sends a claim page's first claim before any of the app has downloaded (decision 019),
 * exactly as the app would: the page's link read by the app's parser, the request the app's
 * `claimVideo` builds from this browser's storage, the app's headers and the brand's language.
 * The app takes `window.__bootClaim` instead of sending its own (features/distribution/
 * boot-claim.ts). Without a claim to make (a failed link, no activity, a matrix link's platform
 * not yet known, a browser the matrix page refuses), the app starts at once.
 */
export function sendClaim(
  location: Pick<Location, 'pathname' | 'search'>,
  go: () => void,
  activity?: BootActivity,
): void {
  const target = bootClaimTarget(location, activity);
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
