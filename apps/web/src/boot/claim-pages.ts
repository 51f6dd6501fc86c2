import { PAGE_PATHS } from '@vidmatrix/contract/page-paths';
import type { DistributionPage } from '../features/distribution/distribution-mode';

/**
 * The pages whose HTML carries the boot claim (routes.tsx: both take sub-paths): their link alone
 * can name the first claim. The build hands this list to the server (build/boot-scripts.ts).
 */
export const CLAIM_PAGES: Readonly<Record<string, DistributionPage>> = {
  [PAGE_PATHS.distributionVideo]: 'video',
  [PAGE_PATHS.distributionAuto]: 'auto',
};

/** The distribution page at `pathname`, when it is one of CLAIM_PAGES. */
export function claimPageOf(pathname: string): DistributionPage | undefined {
  const path = Object.keys(CLAIM_PAGES).find((p) => pathname === p || pathname.startsWith(`${p}/`));
  return path ? CLAIM_PAGES[path] : undefined;
}
