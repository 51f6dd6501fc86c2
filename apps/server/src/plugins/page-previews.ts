import type { Language } from '@vidmatrix/contract/languages';
import type { FastifyRequest } from 'fastify';
import { translate, type MessageKey } from '../locales/catalog';
import type { SharePreview } from './web-html';

/** Where the brand's link-preview image is served (share-image.ts renders it). */
export const SHARE_IMAGE_PATH = '/brand/share-512.png';

/** Which words a public page's link preview uses (issue 17); share pages keep issue 6's. */
type PreviewKey = 'landing' | 'guide' | 'distribution' | 'nfc' | 'card' | 'academy' | 'video' | 'script';

/**
 * Every public page, as its route matches (exact, or with sub-paths where the route takes them).
 * `/n/<card>` answers with a redirect to `/distribution_auto`: a crawler follows it and reads
 * that page's preview.
 */
const PREVIEW_PAGES: readonly { path: string; exact: boolean; key: PreviewKey }[] = [
  { path: '/', exact: true, key: 'landing' },
  { path: '/trafficGuide', exact: false, key: 'guide' },
  { path: '/distribution_video', exact: false, key: 'distribution' },
  { path: '/common_distribution_video', exact: true, key: 'distribution' },
  { path: '/receiveVideos', exact: true, key: 'distribution' },
  { path: '/publish_video_download', exact: false, key: 'distribution' },
  { path: '/distribution_auto', exact: false, key: 'nfc' },
  { path: '/PenCardPage', exact: true, key: 'card' },
  { path: '/trafficAcademy', exact: false, key: 'academy' },
  { path: '/shareVideo', exact: false, key: 'video' },
  { path: '/shareScriptDetail', exact: false, key: 'script' },
];

function previewKeyOf(path: string): PreviewKey | undefined {
  return PREVIEW_PAGES.find((p) => p.path === path || (!p.exact && path.startsWith(`${p.path}/`)))?.key;
}

const wordsOf = (key: PreviewKey) =>
  key === 'video' || key === 'script'
    ? ([`share.preview_${key}_title`, `share.preview_${key}_description`] as const)
    : ([`preview.${key}_title`, `preview.${key}_description`] as const);

/**
 * The link preview of a public page, or undefined for any other path. Crawlers send no
 * `language` header: the page's `?language=`, else the brand's own default.
 */
export function pagePreview(
  request: FastifyRequest,
  path: string,
  lang: Language | undefined,
): SharePreview | undefined {
  const key = previewKeyOf(path);
  if (!key) return undefined;
  const language = lang ?? (request.brand.abroad ? 'en' : request.language);
  const brand = request.brand.name;
  const origin = `${request.protocol}://${request.host}`;
  const [title, description] = wordsOf(key);
  return {
    origin,
    url: `${origin}${request.url}`,
    image: `${origin}${SHARE_IMAGE_PATH}`,
    title: translate(language, title as MessageKey, { brand }),
    description: translate(language, description as MessageKey, { brand }),
  };
}
