import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { notify } from '../../../shared/api/notifier';
import { LazyVideoPlayerModal } from '../../../shared/ui/video-player/lazy-video-player';
import { holdScope } from '@vidmatrix/contract/distribution-claim';
import { useChangeVideo } from '../api';
import type { ClaimTarget } from '../claim-target';
import { readHeld, wasReported, writeHeld } from '../claim-storage';
import { isInAppBrowser, needsExternalBrowser, showsChangeVideo } from '../distribution-mode';
import { publishedVideoOf, type DistributionQuery } from '../distribution-query';
import { captionOf, type DistributionVideoView, type VideoItem } from '../distribution-video';
import { msLeft } from '../lock-hold';
import { trackVisit } from '../visit-events';
import { ActionBar } from './action-bar';
import { LazyInAppFallback, LazyOpenInBrowserOverlay } from './lazy-in-app';
import { LazyWechatOpenApp } from '../../../shared/wechat-share/lazy-open-app';
import { openPlatformOf } from '../../../shared/wechat-share/open-platform';
import { LoadingOverlay } from './loading-overlay';
import { VideoCard } from './video-card';
import styles from './distribution-screen.module.css';

/** Spec §9: the player is 840 wide; in NFC mode it plays at 720. */
const PLAYER_WIDTH = 840;
const NFC_RESOLUTION = 720;
/** Spec §9: the loading overlay shows for at least 1 s, so a quick change still reads as one. */
const LOADING_FLASH_MS = 1_000;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// Publishing code loads on the first tap: none of it is needed to show the video.
const loadPublishFlows = () => import('../flows/publish-flows');

export interface ClaimedVideoProps {
  target: ClaimTarget;
  view: DistributionVideoView;
  item: VideoItem;
  query: DistributionQuery;
  nfcMode: boolean;
  userAgent: string;
  /** Claims again (after the hold ran out). */
  refetch: () => Promise<void>;
}

/**
 * Display state 3 (spec §2): the claimed video's card, its buttons and what they open. Loaded
 * while the claim request runs (distribution-screen.tsx starts both at once), so it never
 * delays the card, and the link-failed and too-late states never download it.
 */
export default function ClaimedVideo({
  target,
  view,
  item,
  query,
  nfcMode,
  userAgent,
  refetch,
}: ClaimedVideoProps) {
  const { t } = useTranslation('distribution');
  const { platform, matrix } = target;
  const change = useChangeVideo(target);
  const [busy, setBusy] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [overlay, setOverlay] = useState(false);
  // The video a publish succeeded for: the success notice and the settled button belong to it,
  // not to whatever video is shown (back from the Kuaishou authorization, matrix + NFC path).
  const [publishedId, setPublishedId] = useState(() => publishedVideoOf(query));
  const itemId = item.mixedVideoId;
  const published = publishedId === itemId;

  // The visit (once per page) and every video shown to the visitor, a claim of the funnel.
  useEffect(() => {
    trackVisit('view', target, itemId, { state: 'video' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    trackVisit('claim', target, itemId);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [itemId]);

  // The lock-time hold (spec §4): when it runs out the video is given back and a new claim made.
  useEffect(() => {
    const scope = holdScope(target);
    const held = readHeld(scope);
    if (!held || held.id !== itemId) return;
    const timer = setTimeout(() => {
      writeHeld(scope, undefined);
      if (target.platform === 'douyin' && !wasReported(itemId)) {
        void loadPublishFlows()
          .then((flows) => flows.expireClaim(target, itemId))
          .catch(() => undefined);
      }
      notify(t('messages.claimReleased'));
      void refetch();
    }, msLeft(held));
    return () => clearTimeout(timer);
    // The hold belongs to the shown video: restart only when that changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [itemId, holdScope(target)]);

  const onChange = async () => {
    setBusy(true);
    try {
      const [result] = await Promise.all([change(item.mixedVideoId), delay(LOADING_FLASH_MS)]);
      trackVisit('change', target, itemId, { changed: result.kind === 'changed' });
      if (result.kind === 'last') notify(t('messages.lastVideo'));
      else setPublishedId(undefined);
    } catch (error) {
      notify((error instanceof Error && error.message) || t('messages.claimFailed'));
    } finally {
      setBusy(false);
    }
  };

  const onPublish = async () => {
    // The video tapped, even if the page shows another one by the time the flow ends.
    const publishing = item.mixedVideoId;
    if (needsExternalBrowser(userAgent, platform, matrix, query.nfc)) {
      setOverlay(true);
      return;
    }
    let flows: Awaited<ReturnType<typeof loadPublishFlows>>;
    setBusy(true);
    try {
      flows = await loadPublishFlows();
    } catch {
      notify(t('messages.publishFailed')); // the flow's chunk failed to load
      return;
    } finally {
      // The flow shows the overlay itself around its network steps, never over a confirmation.
      setBusy(false);
    }
    const outcome = await flows.runPublish(platform, {
      target,
      view,
      item,
      userAgent,
      t,
      notify,
      setBusy,
      currentUrl: window.location.href,
    });
    trackVisit('publish', target, publishing, { outcome });
    if (outcome === 'published') {
      setPublishedId(publishing);
      notify(t('messages.publishSuccess'));
    }
  };

  return (
    <main className={styles.page}>
      <VideoCard
        item={item}
        location={view.storeLocation}
        onCopied={(field) => trackVisit('copy', target, itemId, { field })}
        demoPlatform={view.demoPlatform}
        onPlay={item.videoUrl ? () => setPlaying(true) : undefined}
      />
      {query.ksError && publishedId === undefined && (
        <p className={styles.error} role="alert">
          {query.ksError}
        </p>
      )}
      {published && (
        <p className={styles.notice} role="status" data-testid="publish-success">
          <strong>{t('card.published')}</strong> {t('card.publishedHint')}
        </p>
      )}
      {publishedId !== undefined && !published && (
        <p className={styles.notice} role="status" data-testid="publish-success-other">
          {t('card.publishedOther', { id: publishedId })}
        </p>
      )}
      {openPlatformOf(platform) && (
        <LazyWechatOpenApp platforms={[openPlatformOf(platform)!]} onFallback={() => setOverlay(true)} />
      )}
      {isInAppBrowser(userAgent) && (
        <LazyInAppFallback item={item} caption={captionOf(view, item)} onShowGuide={() => setOverlay(true)} />
      )}
      <ActionBar
        platform={platform}
        showChange={showsChangeVideo(nfcMode, platform, matrix)}
        disabled={busy}
        published={published}
        onChange={() => void onChange()}
        onPublish={() => void onPublish()}
      />
      {busy && <LoadingOverlay />}
      {overlay && <LazyOpenInBrowserOverlay onClose={() => setOverlay(false)} />}
      {playing && (
        <LazyVideoPlayerModal
          src={item.videoUrl}
          poster={item.cover || undefined}
          title={item.title}
          width={PLAYER_WIDTH}
          resolution={nfcMode ? NFC_RESOLUTION : undefined}
          onClose={() => setPlaying(false)}
        />
      )}
    </main>
  );
}
