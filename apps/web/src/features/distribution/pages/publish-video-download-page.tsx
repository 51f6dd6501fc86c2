import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notify } from '../../../shared/api/notifier';
import { currentUserAgent, mustOpenExternally } from '../../../shared/user-agent';
import { useClaimedVideo, type ClaimTarget } from '../api';
import { CopyButton } from '../components/copy-button';
import { LazyOpenInBrowserOverlay } from '../components/lazy-in-app';
import { LoadingOverlay } from '../components/loading-overlay';
import { StateBlock } from '../components/state-block';
import { parseDistributionQuery } from '../distribution-query';
import { captionOf, shownVideo } from '../distribution-video';
import styles from './publish-video-download-page.module.css';

// Saving and opening the app are behind a tap: their code loads then.
const loadFlows = () => import('../flows/download-flows');

/**
 * /publish_video_download: the claimed video's own page — save it, copy its caption, open the
 * app to publish. The claim is the one the distribution screen holds (same activity, platform
 * and source), so it shows the same video.
 */
export function PublishVideoDownloadPage() {
  const { t } = useTranslation('distribution');
  const [params] = useSearchParams();
  const query = useMemo(() => parseDistributionQuery(params), [params]);
  const target: ClaimTarget | undefined =
    query.code === 0 && query.activityId
      ? {
          activityId: query.activityId,
          platform: query.platform ?? 'douyin',
          matrix: query.matrix,
          nfc: query.nfc,
          authorizeId: query.authorizeId,
        }
      : undefined;
  const claim = useClaimedVideo(target);
  const [busy, setBusy] = useState(false);
  const [overlay, setOverlay] = useState(false);
  const userAgent = currentUserAgent();

  if (query.code !== 0) return <StateBlock tone="empty" title={query.message || t('states.shareFailed')} />;
  if (!target) return <StateBlock tone="error" title={t('states.noActivityId')} />;
  if (claim.isPending) return <LoadingOverlay />;
  if (claim.isError) {
    return (
      <StateBlock tone="error" title={t('states.fetchFailedTitle')} description={claim.error?.message} />
    );
  }
  const view = claim.data;
  const item = shownVideo(view);
  if (!view || !item) {
    return (
      <StateBlock
        tone="empty"
        title={t('states.tooLateTitle')}
        description={t('states.tooLateDescription')}
      />
    );
  }
  const caption = captionOf(view, item);
  const blocked = mustOpenExternally(userAgent);

  const withFlows = async (run: (flows: Awaited<ReturnType<typeof loadFlows>>) => Promise<unknown>) => {
    if (blocked) {
      setOverlay(true);
      return;
    }
    try {
      await run(await loadFlows());
    } catch {
      notify(t('messages.downloadFailed'));
    }
  };
  const save = () => withFlows((flows) => flows.saveVideo({ target, item, t, notify }));
  const openApp = () =>
    withFlows((flows) =>
      flows.openPlatformApp({
        target,
        view,
        item,
        userAgent,
        t,
        notify,
        setBusy,
        currentUrl: window.location.href,
      }),
    );

  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>{t('download.title')}</h1>
      {view.demoPlatform && (
        <p className={styles.badge} data-testid="demo-platform-badge" title={t('card.demoPlatformHint')}>
          {t('card.demoPlatform')}
        </p>
      )}
      <video
        className={styles.video}
        src={item.videoUrl}
        poster={item.cover || undefined}
        controls
        playsInline
        preload="metadata"
      />
      <p className={styles.title} data-testid="video-title">
        {item.title}
      </p>
      <div className={styles.caption}>
        <p>{caption}</p>
        <CopyButton text={caption} what={t('card.caption')}>
          {t('download.copyCaption')}
        </CopyButton>
      </div>
      <p className={styles.steps}>{t('download.steps')}</p>
      {blocked && <p className={styles.steps}>{t('inApp.saveHint')}</p>}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => void save()} disabled={busy}>
          {t('download.save')}
        </button>
        <button type="button" className={styles.primary} onClick={() => void openApp()} disabled={busy}>
          {t('download.openApp')}
        </button>
      </div>
      {busy && <LoadingOverlay />}
      {overlay && <LazyOpenInBrowserOverlay onClose={() => setOverlay(false)} />}
    </main>
  );
}
