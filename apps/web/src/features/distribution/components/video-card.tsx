import { useTranslation } from '../../../shared/i18n/use-translation';
import { displayedVideoId, formatDuration, type VideoItem } from '../distribution-video';
import { CopyButton } from './copy-button';
import styles from './video-card.module.css';

interface Props {
  item: VideoItem;
  /** The store's location line; '' hides the row. */
  location: string;
  demoPlatform: boolean;
  /** Told which row was copied (analytics). */
  onCopied?: (field: 'title' | 'id' | 'location') => void;
  /** Opens the player; without it the cover is a plain picture. */
  onPlay?: () => void;
}

interface RowProps {
  label: string;
  value: string;
  testId: string;
  onCopied: () => void;
}

/** One copyable fact; the button sits in the <dd>, as a definition list allows. */
function Row({ label, value, testId, onCopied }: RowProps) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>
        <span data-testid={testId}>{value}</span>
        <CopyButton text={value} what={label} onCopied={onCopied} />
      </dd>
    </div>
  );
}

/** Spec §2: cover with duration, title + copy, video id + copy, store location + copy. */
export function VideoCard({ item, location, demoPlatform, onCopied, onPlay }: Props) {
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
  return (
    <article className={styles.card} aria-label={t('card.heading')}>
      {demoPlatform && (
        <p className={styles.demoBadge} title={t('card.demoPlatformHint')} data-testid="demo-platform-badge">
          {t('card.demoPlatform')}
        </p>
      )}
      {onPlay ? (
        // The name includes the visible duration (WCAG 2.5.3, label in name).
        <button
          type="button"
          className={styles.cover}
          onClick={onPlay}
          aria-label={`${t('card.play')} ${duration}`}
        >
          {cover}
        </button>
      ) : (
        <div className={styles.cover}>{cover}</div>
      )}
      <dl className={styles.rows}>
        <Row
          label={t('card.videoTitle')}
          value={item.title}
          testId="video-title"
          onCopied={() => onCopied?.('title')}
        />
        <Row
          label={t('card.videoId')}
          value={displayedVideoId(item)}
          testId="video-id"
          onCopied={() => onCopied?.('id')}
        />
        {location && (
          <Row
            label={t('card.storeLocation')}
            value={location}
            testId="store-location"
            onCopied={() => onCopied?.('location')}
          />
        )}
      </dl>
    </article>
  );
}
