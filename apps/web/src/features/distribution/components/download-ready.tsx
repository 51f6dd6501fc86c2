import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { notify } from '../../../shared/api/notifier';
import { useRemoveBootCover } from '../../../shared/ui/use-remove-boot-cover';
import { mustOpenExternally } from '../../../shared/user-agent';
import type { ClaimTarget } from '../claim-target';
import { captionOf, type DistributionVideoView, type VideoItem } from '../distribution-video';
import { trackVisit } from '../visit-events';
import { CopyButton } from './copy-button';
import { LazyOpenInBrowserOverlay } from './lazy-in-app';
import { LoadingOverlay } from './loading-overlay';
import styles from './download-ready.module.css';

// Saving and opening the app are behind a tap: their code loads then.
const loadFlows = () => import('../flows/download-flows');

export interface DownloadReadyProps {
  target: ClaimTarget;
  view: DistributionVideoView;
  item: VideoItem;
  userAgent: string;
}

/**
 * /publish_video_download once the claim is in: the video, its caption to copy, save and open the
 * app. Its own chunk, fetched alongside the claim (publish-video-download-page.tsx).
 */
export default function DownloadReady({ target, view, item, userAgent }: DownloadReadyProps) {
  const { t } = useTranslation('distribution');
  const [busy, setBusy] = useState(false);
  const [overlay, setOverlay] = useState(false);
  const caption = captionOf(view, item);
  const blocked = mustOpenExternally(userAgent);
  // The video takes the place of the first screen the HTML painted, in the same commit.
  useRemoveBootCover(true);

  useEffect(() => {
    trackVisit('view', target, item.mixedVideoId, { state: 'download_page' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
        <CopyButton
          text={caption}
          what={t('card.caption')}
          onCopied={() => trackVisit('copy', target, item.mixedVideoId, { field: 'caption' })}
        >
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
