import { PAGE_PATHS } from '@vidmatrix/contract/page-paths';
import type { DistributionPage } from '../features/distribution/distribution-mode';

/** Which claim a page's link names: a distribution page's, or the download or receive page's own. */
export type ClaimPage = DistributionPage | 'download' | 'receive';

/**
 * The pages whose HTML carries the boot claim: their link (and, for a matrix link without a
 * platform, the activity's platforms the server writes beside it) can name the first claim. The
 * build hands these to the server with their routes' exactness (build/boot-scripts.ts), so an
 * exact route's sub-path, which the router does not open, sends no claim. Data only: the web
 * build's config reads it.
 */
export const CLAIM_PAGES: Readonly<Record<string, ClaimPage>> = {
  [PAGE_PATHS.distributionVideo]: 'video',
  [PAGE_PATHS.distributionAuto]: 'auto',
  [PAGE_PATHS.commonDistributionVideo]: 'matrix',
  [PAGE_PATHS.publishVideoDownload]: 'download',
  [PAGE_PATHS.receiveVideos]: 'receive',
};

/** The claim page at `pathname` (the server has carried the script only where its route opens). */
export function claimPageOf(pathname: string): ClaimPage | undefined {
  const path = Object.keys(CLAIM_PAGES).find((p) => pathname === p || pathname.startsWith(`${p}/`));
  return path ? CLAIM_PAGES[path] : undefined;
}
