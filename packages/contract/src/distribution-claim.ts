import type { DistributionPlatform } from './distribution';
import * as routes from './distribution-routes';
import type { Route } from './distribution-routes';

/**
 * Which endpoint a distribution page's claim calls and with what (spec §7), in one place for the
 * page (apps/web features/distribution/claim-target.ts) and for its boot script, which sends the
 * page's first claim from its HTML (apps/web src/boot/, decision 019). Zod-free: the visitor chunk
 * and the boot script import it (docs/decisions/004).
 */
export interface ClaimRequestTarget {
  activityId: number;
  platform: DistributionPlatform;
  /** `source=matrix`: the `_v2` variants (and the browser endpoint for Douyin). */
  matrix: boolean;
  nfc: string;
}

/** What only the browser knows (its storage): the viewed ids, comma-joined, and the held video. */
export interface ClaimFacts {
  viewed: string;
  prevId?: number;
  heldId?: number;
}

export interface ClaimRequest {
  route: Route;
  /** GET: query parameters; POST: the JSON body. Undefined fields are not sent. */
  input: Record<string, string | number | undefined>;
}

const opt = (s: string) => s || undefined;

/** Spec §7: the fetch endpoint for a platform and source; the same call serves "change video". */
export function claimRequest(
  { activityId, platform, matrix, nfc }: ClaimRequestTarget,
  { viewed, prevId, heldId }: ClaimFacts,
): ClaimRequest {
  // A change of video names the current one instead of the held one.
  const held = prevId ? undefined : heldId;
  const common = {
    activity_id: activityId,
    nfc_code: opt(nfc),
    view_ids: viewed,
    prev_id: prevId,
    held_id: held,
  };
  switch (platform) {
    case 'wechat':
      return { route: matrix ? routes.weixinFetchVideoV2 : routes.weixinFetchVideo, input: common };
    case 'xhs':
      return { route: matrix ? routes.xhsFetchVideoV2 : routes.xhsFetchVideo, input: common };
    case 'ks':
      // No authorize_id here: the claim stays the visitor's, so coming back from the Kuaishou
      // authorization shows the same video; create_task accepts the visitor's claim.
      return {
        route: matrix ? routes.ksRandomVideoV2 : routes.ksRandomVideo,
        input: {
          id: activityId,
          activity_id: activityId,
          view_mixed_video_ids: viewed,
          prev_id: prevId,
          held_id: held,
          nfc_code: opt(nfc),
        },
      };
    case 'douyin':
      if (matrix || nfc) return { route: routes.browserFetchVideo, input: common };
      return prevId
        ? {
            route: routes.douyinActivityRandom,
            input: { id: activityId, view_mixed_video_ids: viewed, prev_id: prevId },
          }
        : {
            route: routes.douyinActivityVideo,
            input: { id: activityId, view_mixed_video_ids: viewed, held_id: held },
          };
  }
}

/** Storage scope of the held video (spec §4): one per activity, platform and source. */
export const holdScope = (t: Pick<ClaimRequestTarget, 'activityId' | 'platform' | 'matrix'>) =>
  `${t.activityId}_${t.platform}_${t.matrix ? 'matrix' : 'plain'}`;
