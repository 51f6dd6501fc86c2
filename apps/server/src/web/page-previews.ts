import { PAGE_PATHS } from '@vidmatrix/contract/page-paths';
import { STORE_PAGE_PATH } from '@vidmatrix/contract/touch-card-rules';
import type { Language } from '@vidmatrix/contract/languages';
import type { FastifyRequest } from 'fastify';
import { pathOf } from '../http/paths';
import { translate, type MessageKey } from '../locales/catalog';
import type { SharePreview } from './web-html';

/** Where the brand's link-preview image is served (share-image.ts renders it). */
export const SHARE_IMAGE_PATH = '/brand/share-512.png';

/** Which words a public page's link preview uses (issue 17); share pages keep issue 6's. */
type PreviewKey = 'landing' | 'guide' | 'distribution' | 'nfc' | 'card' | 'academy' | 'video' | 'script';

/**
 * Every public page, as its route matches (exact, or with sub-paths where the route takes them).
 * `/n/<card>` answers with its target page (the store page, `/distribution_auto`), or redirects
 * there: either way a crawler reads that page's preview, its URL the target's (brand-pages.ts).
 */
const PREVIEW_PAGES: readonly { path: string; exact: boolean; key: PreviewKey }[] = [
  { path: '/', exact: true, key: 'landing' },
  { path: PAGE_PATHS.trafficGuide, exact: false, key: 'guide' },
  { path: PAGE_PATHS.distributionVideo, exact: false, key: 'distribution' },
  { path: PAGE_PATHS.commonDistributionVideo, exact: true, key: 'distribution' },
  { path: PAGE_PATHS.receiveVideos, exact: true, key: 'distribution' },
  { path: PAGE_PATHS.publishVideoDownload, exact: false, key: 'distribution' },
  { path: PAGE_PATHS.distributionAuto, exact: false, key: 'nfc' },
  { path: STORE_PAGE_PATH, exact: true, key: 'card' },
  { path: PAGE_PATHS.trafficAcademy, exact: false, key: 'academy' },
  { path: PAGE_PATHS.shareVideo, exact: false, key: 'video' },
  { path: PAGE_PATHS.shareScriptDetail, exact: false, key: 'script' },
];

function previewKeyOf(path: string): PreviewKey | undefined {
  return PREVIEW_PAGES.find((p) => p.path === path || (!p.exact && path.startsWith(`${p.path}/`)))?.key;
}

const wordsOf = (key: PreviewKey) =>
  key === 'video' || key === 'script'
    ? ([`share.preview_${key}_title`, `share.preview_${key}_description`] as const)
    : ([`preview.${key}_title`, `preview.${key}_description`] as const);

/**
 * The link preview of the public page at `url` (its path and query), or undefined for any other
 * path. Crawlers send no `language` header: the page's `?language=`, else the brand's own default.
 */
export function pagePreview(
  request: FastifyRequest,
  url: string,
  lang: Language | undefined,
): SharePreview | undefined {
  const key = previewKeyOf(pathOf(url));
  if (!key) return undefined;
  const language = lang ?? (request.brand.abroad ? 'en' : request.language);
  const brand = request.brand.name;
  const origin = `${request.protocol}://${request.host}`;
  const [title, description] = wordsOf(key);
  return {
    origin,
    url: `${origin}${url}`,
    image: `${origin}${SHARE_IMAGE_PATH}`,
    title: translate(language, title as MessageKey, { brand }),
    description: translate(language, description as MessageKey, { brand }),
  };
}
