import { useTranslation } from '../../../shared/i18n/use-translation';
import type { VideoItem } from '../distribution-video';
import { CopyButton } from './copy-button';
import styles from './in-app-fallback.module.css';

interface Props {
  item: VideoItem;
  caption: string;
  onShowGuide: () => void;
}

/**
 * In WeChat and similar webviews other apps' links and downloads are blocked (integrations.md):
 * besides the "open in browser" overlay, the visitor can still keep the video — long-press the
 * player to save it, or open the file — and copy the caption.
 */
export function InAppFallback({ item, caption, onShowGuide }: Props) {
  const { t } = useTranslation('distribution');
  const file = item.downloadUrl || item.videoUrl;
  return (
    <section className={styles.panel} aria-labelledby="in-app-fallback-title" data-testid="in-app-fallback">
      <h2 id="in-app-fallback-title" className={styles.title}>
        {t('inApp.title')}
      </h2>
      <p className={styles.text}>{t('inApp.description')}</p>
      <p className={styles.text}>{t('inApp.saveHint')}</p>
      <video
        className={styles.video}
        src={item.videoUrl}
        poster={item.cover || undefined}
        controls
        playsInline
        preload="none"
      />
      <div className={styles.actions}>
        {file && (
          <a className={styles.link} href={file} target="_blank" rel="noopener">
            {t('inApp.openVideo')}
          </a>
        )}
        <CopyButton text={caption} what={t('card.caption')}>
          {t('inApp.copyCaption')}
        </CopyButton>
        <button type="button" className={styles.guide} onClick={onShowGuide}>
          {t('inApp.showGuide')}
        </button>
      </div>
    </section>
  );
}
