import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { currentUserAgent } from '../../../shared/user-agent';
import { claimTargetOf, useActivityInfo, useClaimedVideo } from '../api';
import { isNfcMode, type DistributionPage } from '../distribution-mode';
import { parseDistributionQuery, type DistributionQuery } from '../distribution-query';
import { shownVideo } from '../distribution-video';
import { FetchFailed, LinkFailed, NoActivity, TooLate } from './claim-states';
import { LoadingOverlay } from './loading-overlay';

// The card and its buttons: fetched in parallel with the claim (see ClaimScreen), so the
// visitor's first download is only the claim logic and the empty and error states.
const loadClaimedVideo = () => import('./claimed-video');
const ClaimedVideo = lazy(loadClaimedVideo);

interface Props {
  page: DistributionPage;
}

/** The distribution screen of /distribution_video, /distribution_auto and /common_distribution_video. */
export function DistributionScreen({ page }: Props) {
  const [params] = useSearchParams();
  const query = useMemo(() => parseDistributionQuery(params), [params]);
  if (query.code !== 0) return <LinkFailed query={query} />;
  if (!query.activityId) return <NoActivity />;
  return <ClaimScreen page={page} query={query} activityId={query.activityId} />;
}

interface ClaimProps {
  page: DistributionPage;
  query: DistributionQuery;
  activityId: number;
}

function ClaimScreen({ page, query, activityId }: ClaimProps) {
  const { t } = useTranslation('distribution');
  const userAgent = currentUserAgent();
  const nfcMode = isNfcMode(page, query);
  const needsInfo = page !== 'video' && !query.platform;
  const info = useActivityInfo(activityId, needsInfo);
  const target = claimTargetOf(page, query, activityId, info.data?.platforms);
  const claim = useClaimedVideo(target);
  const activityFailed = needsInfo && info.isError;
  const view = claim.data;
  const item = shownVideo(view);

  // Start the card's code now, alongside the claim request, rather than after it.
  useEffect(() => {
    void loadClaimedVideo().catch(() => undefined);
  }, []);

  if (activityFailed) {
    return (
      <FetchFailed
        error={info.error}
        activityId={activityId}
        title={t('messages.activityFailed')}
        onRetry={() => void info.refetch()}
      />
    );
  }
  if (!target || claim.isPending) return <LoadingOverlay />;
  if (claim.isError) {
    return <FetchFailed error={claim.error} activityId={activityId} onRetry={() => void claim.refetch()} />;
  }
  if (!view || !item) return <TooLate activityId={activityId} store={view?.storeLocation ?? ''} />;
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <ClaimedVideo
        target={target}
        view={view}
        item={item}
        query={query}
        nfcMode={nfcMode}
        userAgent={userAgent}
        refetch={claim.refetch}
      />
    </Suspense>
  );
}
