import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useRemoveBootCover } from '../../../shared/ui/use-remove-boot-cover';
import { currentUserAgent } from '../../../shared/user-agent';
import { useClaimedVideo } from '../api';
import { receiveClaimTarget } from '../claim-target';
import { LoadingOverlay } from '../components/loading-overlay';
import { FetchFailed, LinkFailed, NoActivity, TooLate } from '../components/claim-states';
import { parseDistributionQuery } from '../distribution-query';
import { shownVideo } from '../distribution-video';

// The list and its actions: fetched in parallel with the claim (the effect below), so the first
// download is only the claim logic and the states (decision 004).
const loadReady = () => import('../components/receive-ready');
const ReceiveReady = lazy(loadReady);

/** /receiveVideos (spec §2): the videos claimed for this visitor, to download and publish. */
export function ReceiveVideosPage() {
  const [params] = useSearchParams();
  const query = useMemo(() => parseDistributionQuery(params), [params]);
  const target = receiveClaimTarget(query);
  const claim = useClaimedVideo(target);
  const view = claim.data;
  const shown = shownVideo(view);
  // The first screen the HTML painted goes with any state but the list's (receive-ready.tsx
  // removes it when it shows the list in the same place).
  useRemoveBootCover(!target || claim.isError || (!claim.isPending && !shown));

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
  if (!view || !shown) {
    return <TooLate activityId={target.activityId} store={view?.storeLocation ?? ''} />;
  }
  return (
    <Suspense fallback={<LoadingOverlay holdsPage />}>
      <ReceiveReady target={target} view={view} userAgent={currentUserAgent()} />
    </Suspense>
  );
}
