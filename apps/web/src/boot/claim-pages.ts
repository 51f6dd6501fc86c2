import { PAGE_PATHS } from '@vidmatrix/contract/page-paths';
import type { DistributionPage } from '../features/distribution/distribution-mode';

/** Which claim a page's link names: a distribution page's, or the download or receive page's own. */
export type ClaimPage = DistributionPage | 'download' | 'receive';

/**
 * The pages whose HTML carries the boot claim (routes.tsx: all take sub-paths): their link alone
 * can name the first claim. The build hands this list to the server (build/boot-scripts.ts).
 * Data only: the web build's config reads it.
 */
export const CLAIM_PAGES: Readonly<Record<string, ClaimPage>> = {
  [PAGE_PATHS.distributionVideo]: 'video',
  [PAGE_PATHS.distributionAuto]: 'auto',
  [PAGE_PATHS.publishVideoDownload]: 'download',
  [PAGE_PATHS.receiveVideos]: 'receive',
};

/** The claim page at `pathname`, when it is one of CLAIM_PAGES. */
export function claimPageOf(pathname: string): ClaimPage | undefined {
  const path = Object.keys(CLAIM_PAGES).find((p) => pathname === p || pathname.startsWith(`${p}/`));
  return path ? CLAIM_PAGES[path] : undefined;
}
