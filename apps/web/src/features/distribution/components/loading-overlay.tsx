import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './loading-overlay.module.css';

/**
 * Covers the page while a claim, report or publish step runs; CSS only (no react-spring).
 * `holdsPage`: the overlay IS the page for now (its first claim). It then also takes a screen's
 * height in the flow, so the language row under the page (routes.tsx `withLanguage`) waits below
 * the fold instead of showing at the top and jumping down when the page arrives (issue 26: a
 * layout shift of 0.083 on /receiveVideos and /publish_video_download).
 */
export function LoadingOverlay({ holdsPage = false }: { holdsPage?: boolean }) {
  const { t } = useTranslation('distribution');
  const mask = (
    <div
      className={styles.mask}
      role="status"
      aria-live="polite"
      aria-label={t('loading')}
      data-testid="loading-overlay"
    >
      <div className={styles.box}>
        <svg className={styles.spinner} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <circle cx="16" cy="16" r="13" fill="none" strokeWidth="3" />
        </svg>
        <span>{t('loading')}</span>
      </div>
    </div>
  );
  if (!holdsPage) return mask;
  return (
    <>
      <div className={styles.holder} />
      {mask}
    </>
  );
}
