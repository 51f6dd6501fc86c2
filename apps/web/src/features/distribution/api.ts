import type { DistributionPlatform } from '@vidmatrix/contract/distribution';
import { callEndpoint, prefetchLoad, setLoaded, useLoad } from '../../shared/api/call-endpoint';
import { addViewed, clearViewed, readHeld, readViewed, writeHeld } from './claim-storage';
import { normaliseDistributionVideo, shownVideo, type DistributionVideoView } from './distribution-video';
import {
  browserFetchVideo,
  douyinActivityRandom,
  douyinActivityVideo,
  ksRandomVideo,
  ksRandomVideoV2,
  shareUrlInfo,
  weixinFetchVideo,
  weixinFetchVideoV2,
  xhsFetchVideo,
  xhsFetchVideoV2,
} from './endpoints';
import { resolvePlatform, type DistributionPage } from './distribution-mode';
import type { DistributionQuery } from './distribution-query';
import { nextHold } from './lock-hold';

/** Which claim a page holds: one activity, through one platform's endpoints. */
export interface ClaimTarget {
  activityId: number;
  platform: DistributionPlatform;
  /** `source=matrix`: the `_v2` variants (and the browser endpoint for Douyin). */
  matrix: boolean;
  nfc: string;
  authorizeId: string;
}

interface FetchInput {
  viewed: number[];
  prevId?: number;
  heldId?: number;
}

const ids = (list: number[]) => list.join(',');
const opt = (s: string) => s || undefined;

/** Spec §7: the fetch endpoint for a platform and source; the same call serves "change video". */
async function fetchVideo(target: ClaimTarget, { viewed, prevId, heldId }: FetchInput): Promise<unknown> {
  const { activityId, platform, matrix, nfc } = target;
  const common = {
    activity_id: activityId,
    nfc_code: opt(nfc),
    view_ids: ids(viewed),
    prev_id: prevId,
    held_id: prevId ? undefined : heldId,
  };
  switch (platform) {
    case 'wechat':
      return callEndpoint(matrix ? weixinFetchVideoV2 : weixinFetchVideo, common);
    case 'xhs':
      return callEndpoint(matrix ? xhsFetchVideoV2 : xhsFetchVideo, common);
    case 'ks':
      // No authorize_id here: the claim stays the visitor's, so coming back from the Kuaishou
      // authorization shows the same video; create_task accepts the visitor's claim.
      return callEndpoint(matrix ? ksRandomVideoV2 : ksRandomVideo, {
        id: activityId,
        activity_id: activityId,
        view_mixed_video_ids: ids(viewed),
        prev_id: prevId,
        held_id: prevId ? undefined : heldId,
        nfc_code: opt(nfc),
      });
    case 'douyin':
      if (matrix || nfc) return callEndpoint(browserFetchVideo, common);
      return prevId
        ? callEndpoint(douyinActivityRandom, {
            id: activityId,
            view_mixed_video_ids: ids(viewed),
            prev_id: prevId,
          })
        : callEndpoint(douyinActivityVideo, {
            id: activityId,
            view_mixed_video_ids: ids(viewed),
            held_id: heldId,
          });
  }
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

/** Storage key scope of the held video: one per activity, platform and source. */
export const holdScope = (t: ClaimTarget) => `${t.activityId}_${t.platform}_${t.matrix ? 'matrix' : 'plain'}`;

/** Keeps the viewed list and the held video in step with what the server answered (spec §4). */
export function applyClaim(target: ClaimTarget, view: DistributionVideoView, now = Date.now()): void {
  if (view.isLoopEnd) clearViewed(target.activityId);
  const item = shownVideo(view);
  if (!item) return;
  addViewed(target.activityId, item.mixedVideoId);
  const scope = holdScope(target);
  writeHeld(scope, nextHold(readHeld(scope, now), item.mixedVideoId, view.lockTime, now));
}

export async function claimVideo(target: ClaimTarget, prevId?: number): Promise<DistributionVideoView> {
  const held = prevId ? undefined : readHeld(holdScope(target));
  const raw = await fetchVideo(target, { viewed: readViewed(target.activityId), prevId, heldId: held?.id });
  return normaliseDistributionVideo(raw);
}

const claimQueryKey = (target: ClaimTarget) =>
  ['distribution', 'claim', holdScope(target), target.nfc] as const;

/** The page's first claim: one function, whether the page or its prefetch starts it. */
const firstClaim = (target: ClaimTarget) => async () => {
  const view = await claimVideo(target);
  applyClaim(target, view);
  return view;
};

/** The claimed video of a page; none while `target` is undefined (the link already failed). */
export function useClaimedVideo(target: ClaimTarget | undefined) {
  return useLoad(
    target ? claimQueryKey(target) : ['distribution', 'claim', 'none'],
    target ? firstClaim(target) : () => Promise.resolve(undefined),
    target !== undefined,
    { once: true },
  );
}

/**
 * Starts the first claim while React is still rendering the page (decision 019), and asks for
 * the cover at high priority the moment the answer names it: the cover is the page's largest
 * paint. The page's `useClaimedVideo` joins this fetch.
 */
export function prefetchClaim(target: ClaimTarget): void {
  const claim = firstClaim(target);
  prefetchLoad(claimQueryKey(target), () =>
    claim().then((view) => {
      const cover = shownVideo(view)?.cover;
      if (cover) {
        const image = new Image();
        image.fetchPriority = 'high';
        image.src = cover;
      }
      return view;
    }),
  );
}

export type ChangeResult = { kind: 'changed'; view: DistributionVideoView } | { kind: 'last' };

/** "Change video": sends the viewed ids and the current video; keeps the current one when none is left. */
export function useChangeVideo(target: ClaimTarget | undefined) {
  return async (currentId: number): Promise<ChangeResult> => {
    const view = await claimVideo(target!, currentId);
    if (view.isLoopEnd) clearViewed(target!.activityId);
    if (!shownVideo(view)) return { kind: 'last' };
    applyClaim(target!, view);
    setLoaded(claimQueryKey(target!), view);
    return { kind: 'changed', view };
  };
}

/** Public facts of an activity (its platforms), for pages whose link names no platform. */
export function useActivityInfo(activityId: number | undefined, enabled: boolean) {
  return useLoad(
    ['distribution', 'activity', activityId],
    () => callEndpoint(shareUrlInfo, { id: activityId! }),
    enabled && activityId !== undefined,
    { once: true },
  );
}
