import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { currentUserAgent } from '../../../shared/user-agent';
import { useActivityInfo, useClaimedVideo, type ClaimTarget } from '../api';
import { isNfcMode, resolvePlatform, type DistributionPage } from '../distribution-mode';
import { isClaimLimit, parseDistributionQuery, type DistributionQuery } from '../distribution-query';
import { shownVideo } from '../distribution-video';
import { LoadingOverlay } from './loading-overlay';
import { StateBlock } from './state-block';
import styles from './distribution-screen.module.css';

// The card and its buttons: fetched in parallel with the claim (see ClaimScreen), so the
// visitor's first download is only the claim logic and the empty and error states.
const loadClaimedVideo = () => import('./claimed-video');
const ClaimedVideo = lazy(loadClaimedVideo);

interface Props {
  page: DistributionPage;
}

/** The distribution screen of /distribution_video, /distribution_auto and /common_distribution_video. */
export function DistributionScreen({ page }: Props) {
  const { t } = useTranslation('distribution');
  const [params] = useSearchParams();
  const query = useMemo(() => parseDistributionQuery(params), [params]);
  if (query.code !== 0) return <LinkFailed query={query} />;
  if (!query.activityId) return <StateBlock tone="error" title={t('states.noActivityId')} />;
  return <ClaimScreen page={page} query={query} activityId={query.activityId} />;
}

/** Display state 1 (spec §2): the link itself says the claim failed. */
function LinkFailed({ query }: { query: DistributionQuery }) {
  const { t } = useTranslation('distribution');
  if (isClaimLimit(query.code, query.message)) {
    return (
      <StateBlock tone="error" title={t('states.claimLimitTitle')} description={query.message || undefined} />
    );
  }
  return <StateBlock tone="empty" title={query.message || t('states.shareFailed')} />;
}

function FetchFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('distribution');
  const message = error instanceof Error ? error.message : '';
  if (error instanceof ApiError && isClaimLimit(error.code, message)) {
    return <StateBlock tone="error" title={t('states.claimLimitTitle')} description={message || undefined} />;
  }
  return (
    <StateBlock tone="error" title={t('states.fetchFailedTitle')} description={message || undefined}>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('states.retry')}
      </button>
    </StateBlock>
  );
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
  const matrix = page === 'matrix' || query.matrix;
  const needsInfo = page !== 'video' && !query.platform;
  const info = useActivityInfo(activityId, needsInfo);
  const platform = resolvePlatform(page, query, info.data?.platforms);
  const target: ClaimTarget | undefined = platform
    ? { activityId, platform, matrix, nfc: query.nfc, authorizeId: query.authorizeId }
    : undefined;
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
      <StateBlock
        tone="error"
        title={t('messages.activityFailed')}
        description={info.error?.message || undefined}
      />
    );
  }
  if (!target || claim.isPending) return <LoadingOverlay />;
  if (claim.isError) return <FetchFailed error={claim.error} onRetry={() => void claim.refetch()} />;
  if (!view || !item) {
    return (
      <StateBlock
        tone="empty"
        title={t('states.tooLateTitle')}
        description={t('states.tooLateDescription')}
      />
    );
  }
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
