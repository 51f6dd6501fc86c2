import { useTranslation } from '../i18n/use-translation';
import styles from './error-fallback.module.css';

/**
 * What any error boundary shows: a translated apology and a way out that usually works.
 * Plain markup rather than ErrorBlock and Button: this sits in the entry chunk every visitor
 * downloads, and ErrorBlock brings all four of its illustrations (~10 KB gzip), Button its
 * loading dots (~1 KB). The button copies antd-mobile's primary button in CSS.
 */
export function ErrorFallback() {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <main className={styles.page} role="alert">
      <h1 className={styles.title}>{t('errorTitle')}</h1>
      <p className={styles.description}>{t('errorDescription')}</p>
      <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
        {t('reload')}
      </button>
    </main>
  );
}
