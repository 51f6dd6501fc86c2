import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/api/notifier';
import { LazyVideoPlayerModal } from '../../../shared/ui/video-player/lazy-video-player';
import { holdScope, useChangeVideo, type ClaimTarget } from '../api';
import { readHeld, wasReported, writeHeld } from '../claim-storage';
import { isInAppBrowser, needsExternalBrowser, showsChangeVideo } from '../distribution-mode';
import type { DistributionQuery } from '../distribution-query';
import { captionOf, type DistributionVideoView, type VideoItem } from '../distribution-video';
import { msLeft } from '../lock-hold';
import { ActionBar } from './action-bar';
import { LazyInAppFallback, LazyOpenInBrowserOverlay } from './lazy-in-app';
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
  // Back from the Kuaishou authorization that already published (matrix + NFC path).
  const [published, setPublished] = useState(query.ksTaskStatus === 'published');
  const itemId = item.mixedVideoId;

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
      if (result.kind === 'last') notify(t('messages.lastVideo'));
      else setPublished(false);
    } catch (error) {
      notify((error instanceof Error && error.message) || t('messages.claimFailed'));
    } finally {
      setBusy(false);
    }
  };

  const onPublish = async () => {
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
    if (outcome === 'published') {
      setPublished(true);
      notify(t('messages.publishSuccess'));
    }
  };

  return (
    <main className={styles.page}>
      <VideoCard
        item={item}
        poi={view.poi}
        demoPlatform={view.demoPlatform}
        onPlay={item.videoUrl ? () => setPlaying(true) : undefined}
      />
      {query.ksError && !published && (
        <p className={styles.error} role="alert">
          {query.ksError}
        </p>
      )}
      {published && (
        <p className={styles.notice} role="status" data-testid="publish-success">
          <strong>{t('card.published')}</strong> {t('card.publishedHint')}
        </p>
      )}
      {isInAppBrowser(userAgent) && (
        <LazyInAppFallback item={item} caption={captionOf(view, item)} onShowGuide={() => setOverlay(true)} />
      )}
      <ActionBar
        platform={platform}
        showChange={showsChangeVideo(nfcMode, platform, matrix)}
        disabled={busy}
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
