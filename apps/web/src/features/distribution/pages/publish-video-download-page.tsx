import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useRemoveBootCover } from '../../../shared/ui/use-remove-boot-cover';
import { currentUserAgent } from '../../../shared/user-agent';
import { useClaimedVideo } from '../api';
import { downloadClaimTarget } from '../claim-target';
import { LoadingOverlay } from '../components/loading-overlay';
import { FetchFailed, LinkFailed, NoActivity, TooLate } from '../components/claim-states';
import { parseDistributionQuery } from '../distribution-query';
import { shownVideo } from '../distribution-video';

// The video and its buttons: fetched in parallel with the claim (the effect below), so the first
// download is only the claim logic and the states (decision 004).
const loadReady = () => import('../components/download-ready');
const DownloadReady = lazy(loadReady);

/**
 * /publish_video_download: the claimed video's own page — save it, copy its caption, open the
 * app to publish. The claim is the one the distribution screen holds (same activity, platform
 * and source), so it shows the same video.
 */
export function PublishVideoDownloadPage() {
  const [params] = useSearchParams();
  const query = useMemo(() => parseDistributionQuery(params), [params]);
  const target = downloadClaimTarget(query);
  const claim = useClaimedVideo(target);
  const view = claim.data;
  const item = shownVideo(view);
  // The first screen the HTML painted goes with any state but the video's (download-ready.tsx
  // removes it when it shows the video in the same box).
  useRemoveBootCover(!target || claim.isError || (!claim.isPending && !item));

  useEffect(() => {
    void loadReady().catch(() => undefined);
  }, []);

  if (query.code !== 0) return <LinkFailed query={query} />;
  if (!target) return <NoActivity />;
  if (claim.isPending) return <LoadingOverlay holdsPage />;
  if (claim.isError) {
    return (
      <FetchFailed error={claim.error} activityId={target.activityId} onRetry={() => void claim.refetch()} />
    );
  }
  if (!view || !item) {
    return <TooLate activityId={target.activityId} store={view?.storeLocation ?? ''} />;
  }
  return (
    <Suspense fallback={<LoadingOverlay holdsPage />}>
      <DownloadReady target={target} view={view} item={item} userAgent={currentUserAgent()} />
    </Suspense>
  );
}
