import type { EventProps } from '../../shared/analytics/analytics-queue';
import { trackLater } from '../../shared/analytics/track-later';
import type { ClaimTarget } from './claim-target';

/** The events of a visit (issue 12): the merchant's click data reads them per activity and video. */
export type VisitEvent = 'view' | 'claim' | 'change' | 'copy' | 'download' | 'publish';

/** What every event of a visit carries: the activity, the video, the platform and the source. */
export function visitProps(
  target: ClaimTarget,
  videoId: number | undefined,
  extra: EventProps = {},
): EventProps {
  const props: EventProps = {
    activity_id: target.activityId,
    video_id: videoId ?? null,
    platform: target.platform,
    source: target.matrix ? 'matrix' : 'plain',
  };
  if (target.nfc) props.nfc = target.nfc;
  return { ...props, ...extra };
}

export function trackVisit(
  name: VisitEvent,
  target: ClaimTarget,
  videoId: number | undefined,
  extra?: EventProps,
): void {
  trackLater(name, visitProps(target, videoId, extra));
}
