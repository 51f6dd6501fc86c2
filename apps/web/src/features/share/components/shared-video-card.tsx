import type { SharedVideo } from '@vidmatrix/contract/share';
import { formatStoreLocation } from '@vidmatrix/contract/store-location';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { notify } from '../../../shared/api/notifier';
import { clock } from '../share-format';
import styles from './share.module.css';

interface Props {
  video: SharedVideo;
  onPlay: (video: SharedVideo) => void;
  onDownload: (video: SharedVideo) => Promise<void>;
}

/** One shared video (spec §3 "Video"): number, title, download count, store; play and download. */
export function SharedVideoCard({ video, onPlay, onDownload }: Props) {
  const { t } = useTranslation('share');
  const [busy, setBusy] = useState(false);
  const store = formatStoreLocation(video.store);

  const download = async () => {
    setBusy(true);
    try {
      await onDownload(video);
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : t('list.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className={styles.card} data-testid="shared-video">
      <button
        type="button"
        className={styles.cover}
        onClick={() => onPlay(video)}
        // The name includes the visible duration (WCAG 2.5.3, label in name).
        aria-label={`${t('list.play', { title: video.title })} ${clock(video.duration)}`}
      >
        <img src={video.cover} alt="" loading="lazy" />
        <svg className={styles.play} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="11" fill="rgb(0 0 0 / 35%)" />
          <path d="M10 8l6 4-6 4z" fill="currentColor" />
        </svg>
        <span className={styles.duration}>{clock(video.duration)}</span>
      </button>
      <div className={styles.body}>
        <span className={styles.number}>{t('list.number', { number: video.number })}</span>
        <h2 className={styles.videoTitle}>{video.title}</h2>
        <p className={styles.meta} data-testid="download-count">
          {t('list.downloads', { count: video.download_count })}
        </p>
        {store && (
          <p className={styles.meta}>
            {t('list.store')}: {store}
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={() => void download()} disabled={busy}>
            {busy ? t('list.downloading') : t('list.download')}
          </button>
        </div>
      </div>
    </li>
  );
}
