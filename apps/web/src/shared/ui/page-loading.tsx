import { useTranslation } from '../i18n/use-translation';
import styles from './page-loading.module.css';

/**
 * Full-page spinner for lazy pages and namespaces still loading. Plain SVG and CSS rather than
 * antd-mobile's SpinLoading: this sits in the entry chunk every visitor downloads, and
 * SpinLoading animates through react-spring (~17 KB gzip).
 */
export function PageLoading() {
  // Never suspends: it is itself the Suspense fallback.
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <div className={styles.page} role="status" aria-live="polite" aria-label={t('loading')}>
      <svg className={styles.spinner} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle className={styles.arc} cx="16" cy="16" r="15" fill="none" strokeWidth="2" />
      </svg>
    </div>
  );
}
