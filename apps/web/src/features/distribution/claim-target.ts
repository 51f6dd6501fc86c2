import type { BootActivity } from '@vidmatrix/contract/boot-scripts';
import type { DistributionPlatform } from '@vidmatrix/contract/distribution';
import { claimRequest, holdScope, type ClaimRequest } from '@vidmatrix/contract/distribution-claim';
import { readHeld, readViewed } from './claim-storage';
import { resolvePlatform, type DistributionPage } from './distribution-mode';
import { parseDistributionQuery, type DistributionQuery } from './distribution-query';

/** Which claim a page holds: one activity, through one platform's endpoints. */
export interface ClaimTarget {
  activityId: number;
  platform: DistributionPlatform;
  /** `source=matrix`: the `_v2` variants (and the browser endpoint for Douyin). */
  matrix: boolean;
  nfc: string;
  authorizeId: string;
}

/**
 * What a distribution page claims, from its link (and the activity's platforms when the link
 * names none); undefined while that is unknown. The page and its prefetch both ask this.
 */
export function claimTargetOf(
  page: DistributionPage,
  query: DistributionQuery,
  activityId: number,
  activityPlatforms: readonly DistributionPlatform[] | undefined,
): ClaimTarget | undefined {
  const platform = resolvePlatform(page, query, activityPlatforms);
  if (!platform) return undefined;
  const matrix = page === 'matrix' || query.matrix;
  return { activityId, platform, matrix, nfc: query.nfc, authorizeId: query.authorizeId };
}

/**
 * /publish_video_download's claim: the one the distribution screen that linked to it holds (same
 * activity, platform and source, Douyin when the link names none). The page and the HTML's boot
 * claim both ask this.
 */
export function downloadClaimTarget(query: DistributionQuery): ClaimTarget | undefined {
  if (query.code !== 0 || !query.activityId) return undefined;
  return {
    activityId: query.activityId,
    platform: query.platform ?? 'douyin',
    matrix: query.matrix,
    nfc: query.nfc,
    authorizeId: query.authorizeId,
  };
}

/** /receiveVideos' claim: the Douyin one of its activity (spec §2). The page and the HTML's boot claim both ask this. */
export function receiveClaimTarget(query: DistributionQuery): ClaimTarget | undefined {
  if (query.code !== 0 || !query.activityId) return undefined;
  return {
    activityId: query.activityId,
    platform: 'douyin',
    matrix: query.matrix,
    nfc: query.nfc,
    authorizeId: '',
  };
}

/**
 * The first claim when the link names it (no failure code, an activity, a platform the page
 * knows without asking: the link's, or the first of the `activity`'s platforms when the server
 * wrote that activity into the HTML); undefined otherwise, and the page claims as it renders.
 * The app's prefetch and the HTML's boot claim (src/boot/boot-claim.ts) start the same one.
 */
export function linkClaimTarget(
  page: DistributionPage,
  search: string,
  activity?: BootActivity,
): ClaimTarget | undefined {
  const query = parseDistributionQuery(search);
  if (query.code !== 0 || !query.activityId) return undefined;
  const platforms = activity?.activity_id === query.activityId ? activity.platforms : undefined;
  return claimTargetOf(page, query, query.activityId, platforms);
}

/**
 * The request a claim sends (spec §4, §7): the viewed list and the held video from this
 * browser's storage; a change of video names the current one (`prevId`) instead of the held one.
 */
export function claimRequestOf(target: ClaimTarget, prevId?: number): ClaimRequest {
  const held = prevId ? undefined : readHeld(holdScope(target));
  const viewed = readViewed(target.activityId).join(',');
  return claimRequest(target, { viewed, prevId, heldId: held?.id });
}
