import { formatStoreLocation } from '@vidmatrix/contract/store-location';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ApiError } from '../../../shared/api/api-error';
import { trackLater } from '../../../shared/analytics/track-later';
import { useActivityInfo } from '../api';
import { isClaimLimit, type DistributionQuery } from '../distribution-query';
import { retryHelps } from '../retry-policy';
import { StateBlock } from '../../../shared/ui/state-block';

// Only the states need it: loaded when one shows, never on the way to a video (page budget).
const VisitorHelp = lazy(() => import('../../../shared/ui/visitor-help'));

interface StateProps {
  tone: 'empty' | 'error';
  title: string;
  description?: string;
  /** The store's location line, when known. */
  store?: string;
  onRetry?: () => void;
  /** Sent once as the visit's `view` event (analytics). */
  event: { activityId: number | undefined; state: string };
}

/** A dead end that is not one: whose store and brand, and what to do next (issue 12). */
function ClaimState({ tone, title, description, store, onRetry, event }: StateProps) {
  useEffect(() => {
    trackLater('view', { activity_id: event.activityId ?? null, video_id: null, state: event.state });
    // One view per state shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [event.state]);
  return (
    <StateBlock tone={tone} title={title} description={description}>
      <Suspense fallback={null}>
        <VisitorHelp store={store || undefined} onRetry={onRetry} />
      </Suspense>
    </StateBlock>
  );
}

/** Display state 1 (spec §2): the link itself says the claim failed (a disabled card, a limit). */
export function LinkFailed({ query }: { query: DistributionQuery }) {
  const { t } = useTranslation('distribution');
  // The activity's store, when the link names one: the visitor knows where they are.
  const info = useActivityInfo(query.activityId, query.activityId !== undefined);
  const store = formatStoreLocation(info.data?.poi_param);
  const event = { activityId: query.activityId, state: `link_failed_${query.code}` };
  if (isClaimLimit(query.code, query.message)) {
    return (
      <ClaimState
        tone="error"
        title={t('states.claimLimitTitle')}
        description={query.message || undefined}
        store={store}
        event={event}
      />
    );
  }
  // A reason the page knows is worded in the page's language; the link's message was worded by
  // the server, which cannot see the visitor's stored choice (issue 27).
  const title = query.reason ? t(`linkReasons.${query.reason}`) : query.message || t('states.shareFailed');
  return <ClaimState tone="empty" title={title} store={store} event={event} />;
}

export function NoActivity() {
  const { t } = useTranslation('distribution');
  return (
    <ClaimState
      tone="error"
      title={t('states.noActivityId')}
      event={{ activityId: undefined, state: 'no_activity' }}
    />
  );
}

/** The claim or the activity could not be fetched; "retry" only where retrying can help. */
export function FetchFailed({
  error,
  activityId,
  title,
  onRetry,
}: {
  error: unknown;
  activityId: number;
  title?: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('distribution');
  const message = error instanceof Error ? error.message : '';
  const limit = error instanceof ApiError && isClaimLimit(error.code, message);
  return (
    <ClaimState
      tone="error"
      title={limit ? t('states.claimLimitTitle') : (title ?? t('states.fetchFailedTitle'))}
      description={message || undefined}
      onRetry={retryHelps(error) ? onRetry : undefined}
      event={{ activityId, state: error instanceof ApiError ? `error_${error.code}` : 'error_network' }}
    />
  );
}

/** Every video of the activity is taken (or none left): the store, and come back later. */
export function TooLate({ activityId, store }: { activityId: number; store: string }) {
  const { t } = useTranslation('distribution');
  return (
    <ClaimState
      tone="empty"
      title={t('states.tooLateTitle')}
      description={t('states.tooLateDescription')}
      store={store}
      event={{ activityId, state: 'too_late' }}
    />
  );
}
