import { useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { currentUserAgent } from '../../../shared/user-agent';
import { useActivityInfo, useClaimedVideo } from '../api';
import { claimTargetOf } from '../claim-target';
import { readPublished } from '../claim-storage';
import { removeBootCard } from '../boot-claim';
import { isNfcMode, type DistributionPage } from '../distribution-mode';
import { parseDistributionQuery, publishedVideoOf, type DistributionQuery } from '../distribution-query';
import { shownVideo } from '../distribution-video';
import { holdScope } from '@vidmatrix/contract/distribution-claim';
import { FetchFailed, LinkFailed, NoActivity, TooLate } from './claim-states';
// In the page's chunk, not lazy: the card renders in the same commit as the claim's answer
// instead of after a Suspense round (decision 019). The player and the publish flows, which
// only a tap needs, stay lazy inside it.
import ClaimedVideo from './claimed-video';
import { LoadingOverlay } from './loading-overlay';

interface Props {
  page: DistributionPage;
}

/** The distribution screen of /distribution_video, /distribution_auto and /common_distribution_video. */
export function DistributionScreen({ page }: Props) {
  const [params] = useSearchParams();
  const query = useMemo(() => parseDistributionQuery(params), [params]);
  const claims = query.code === 0 && !!query.activityId;
  // The server starts a claim only for such links; should it ever disagree, no cover stays on top.
  useLayoutEffect(() => {
    if (!claims) removeBootCard();
  }, [claims]);
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
  // Back from the Kuaishou authorization that published a video of this tab: that video, with
  // its success and its settled button, not the new claim the visit would draw (issue 27).
  const [published] = useState(() => {
    const id = publishedVideoOf(query);
    return id && target ? readPublished(id, holdScope(target)) : undefined;
  });
  const claim = useClaimedVideo(published ? undefined : target);
  const activityFailed = needsInfo && info.isError;
  const view = published ?? claim.data;
  const item = shownVideo(view);

  const settled = target !== undefined && (!!published || !claim.isPending);
  // The HTML's cover (boot-claim.ts) goes in the commit that shows the page's own state, so the
  // visitor never sees the loading state between them.
  useLayoutEffect(() => {
    if (settled || activityFailed) removeBootCard();
  }, [settled, activityFailed]);

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
  if (!target || (!published && claim.isPending)) return <LoadingOverlay holdsPage />;
  if (!published && claim.isError) {
    return <FetchFailed error={claim.error} activityId={activityId} onRetry={() => void claim.refetch()} />;
  }
  if (!view || !item) return <TooLate activityId={activityId} store={view?.storeLocation ?? ''} />;
  return (
    <ClaimedVideo
      target={target}
      view={view}
      item={item}
      query={query}
      nfcMode={nfcMode}
      userAgent={userAgent}
      refetch={claim.refetch}
    />
  );
}
