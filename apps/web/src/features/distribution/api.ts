import { holdScope, type ClaimRequest } from '@vidmatrix/contract/distribution-claim';
import { callEndpoint, prefetchLoad, setLoaded, useLoad } from '../../shared/api/call-endpoint';
import { isEnvelope } from '../../shared/api/envelope';
import { applyReplyPolicy } from '../../shared/api/reply-policy';
import { request } from '../../shared/api/request';
import { BOOT_CARD_ID, takeBootClaim } from './boot-claim';
import { addViewed, clearViewed, readHeld, writeHeld } from './claim-storage';
import { claimRequestOf, type ClaimTarget } from './claim-target';
import { normaliseDistributionVideo, shownVideo, type DistributionVideoView } from './distribution-video';
import { shareUrlInfo } from './endpoints';
import { nextHold } from './lock-hold';

const send = ({ route, input }: ClaimRequest) =>
  request<unknown>({ url: route.path, method: route.method, data: input });

/**
 * The reply of the claim the HTML sent, when it is this request (boot-claim.ts). Its error
 * codes get the same rules as any reply; only a reply that never came as an envelope (the
 * network failed) is asked again — once, as the visitor's retry would.
 */
async function bootReply(boot: Promise<unknown>, sent: ClaimRequest): Promise<unknown> {
  const envelope = await boot.catch(() => undefined);
  if (!isEnvelope(envelope)) return send(sent);
  const outcome = applyReplyPolicy<unknown>(envelope, false);
  if (outcome.kind === 'error') throw outcome.error;
  return outcome.kind === 'data' ? outcome.data : outcome.envelope;
}

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
  const sent = claimRequestOf(target, prevId);
  const boot = prevId ? undefined : takeBootClaim(sent);
  return normaliseDistributionVideo(await (boot ? bootReply(boot, sent) : send(sent)));
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
      // The boot script's card already asked for it.
      if (cover && !document.getElementById(BOOT_CARD_ID)) {
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
