import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './loading-overlay.module.css';

/** Covers the page while a claim, report or publish step runs; CSS only (no react-spring). */
export function LoadingOverlay() {
  const { t } = useTranslation('distribution');
  return (
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
}
