import { useTranslation } from 'react-i18next';
import {
  displayedVideoId,
  formatDuration,
  storeLocation,
  type PoiParam,
  type VideoItem,
} from '../distribution-video';
import { CopyButton } from './copy-button';
import styles from './video-card.module.css';

interface Props {
  item: VideoItem;
  poi: PoiParam | null;
  demoPlatform: boolean;
  /** Opens the player; without it the cover is a plain picture. */
  onPlay?: () => void;
}

/** Spec §2: cover with duration, title + copy, video id + copy, store location + copy. */
export function VideoCard({ item, poi, demoPlatform, onPlay }: Props) {
  const { t } = useTranslation('distribution');
  const duration = formatDuration(item.duration);
  const cover = (
    <>
      {item.cover ? <img className={styles.coverImage} src={item.cover} alt="" /> : null}
      <span className={styles.duration} aria-label={t('card.duration', { time: duration })}>
        {duration}
      </span>
      {onPlay && (
        <svg className={styles.playIcon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="22" fill="rgba(0,0,0,0.45)" />
          <path d="M19 15v18l15-9z" fill="#fff" />
        </svg>
      )}
    </>
  );
  const location = poi ? storeLocation(poi) : '';
  return (
    <article className={styles.card} aria-label={t('card.heading')}>
      {demoPlatform && (
        <p className={styles.demoBadge} title={t('card.demoPlatformHint')} data-testid="demo-platform-badge">
          {t('card.demoPlatform')}
        </p>
      )}
      {onPlay ? (
        <button type="button" className={styles.cover} onClick={onPlay} aria-label={t('card.play')}>
          {cover}
        </button>
      ) : (
        <div className={styles.cover}>{cover}</div>
      )}
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{t('card.videoTitle')}</dt>
          <dd data-testid="video-title">{item.title}</dd>
          <CopyButton text={item.title} what={t('card.videoTitle')} />
        </div>
        <div className={styles.row}>
          <dt>{t('card.videoId')}</dt>
          <dd data-testid="video-id">{displayedVideoId(item)}</dd>
          <CopyButton text={displayedVideoId(item)} what={t('card.videoId')} />
        </div>
        {location && (
          <div className={styles.row}>
            <dt>{t('card.storeLocation')}</dt>
            <dd data-testid="store-location">{location}</dd>
            <CopyButton text={location} what={t('card.storeLocation')} />
          </div>
        )}
      </dl>
    </article>
  );
}
