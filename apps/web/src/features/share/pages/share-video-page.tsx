import type { SharedVideo } from '@vidmatrix/contract/share';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useWechatShare } from '../../../shared/wechat-share/use-wechat-share';
import { useSearchParams } from 'react-router';
import { trackLater } from '../../../shared/analytics/track-later';
import { LazyVideoPlayerModal } from '../../../shared/ui/video-player/lazy-video-player';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useRemoveBootCover } from '../../../shared/ui/use-remove-boot-cover';
import { ShareGate } from '../components/share-gate';
import { LoadFailed, NothingShared } from '../components/share-state';
import { SharedVideoCard } from '../components/shared-video-card';
import styles from '../components/share.module.css';
import { expiryText } from '../share-format';
import { saveFile, useSharedVideos } from '../use-shared-videos';

/** Re-renders every half minute so "time left" stays true while the page is open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function SharedVideos({ restart }: { restart: () => void }) {
  const { t } = useTranslation('share');
  const now = useNow();
  const videos = useSharedVideos(restart);
  const [playing, setPlaying] = useState<SharedVideo | null>(null);
  const [params] = useSearchParams();
  const share = params.get('code') ?? '';
  const total = videos.data?.total;
  useRemoveBootCover(!!videos.data || videos.error);

  // The visit, once the list is known (analytics: the merchant sees which links are opened).
  useEffect(() => {
    if (total !== undefined) trackLater('view', { share, videos: total, state: total ? 'videos' : 'empty' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [total === undefined]);

  if (videos.error) return <LoadFailed onRetry={videos.retry} />;
  if (!videos.data) return <PageLoading />;
  const { items, expiresAt } = videos.data;
  if (!total) return <NothingShared />;

  const download = async (video: SharedVideo) => {
    try {
      saveFile(await videos.download(video.video_id));
      trackLater('download', { share, video_id: video.video_id });
    } catch (error) {
      videos.fail(error);
      throw error;
    }
  };

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('list.title')}</h1>
        <p className={styles.muted}>
          {t('list.count', { count: total })} ·{' '}
          <span data-testid="share-expiry">{expiryText(expiresAt, t, now)}</span>
        </p>
      </header>
      <ul className={styles.list}>
        {items.map((video) => (
          <SharedVideoCard key={video.video_id} video={video} onPlay={setPlaying} onDownload={download} />
        ))}
      </ul>
      {videos.hasMore && (
        <button
          type="button"
          className={`${styles.ghost} ${styles.more}`}
          onClick={videos.loadMore}
          disabled={videos.loading}
        >
          {t('list.more')}
        </button>
      )}
      {playing && (
        <LazyVideoPlayerModal
          src={playing.url}
          poster={playing.cover}
          title={playing.title}
          onClose={() => setPlaying(null)}
        />
      )}
    </main>
  );
}

/**
 * /shareVideo?code=…: the password gate, then the shared videos (spec §2, §3, §4). A visitor
 * page: plain markup and CSS, the player loaded on first tap (decision 004).
 */
export function ShareVideoPage() {
  useWechatShare();
  return <ShareGate kind="videos">{(restart) => <SharedVideos restart={restart} />}</ShareGate>;
}
