import { useTranslation } from '../i18n/use-translation';
import styles from './open-in-browser-overlay.module.css';

interface Props {
  /** Lets the visitor dismiss the hint; without it the mask stays (the page cannot work here). */
  onClose?: () => void;
}

/**
 * Dark mask pointing at the in-app browser's ··· menu (WeChat, Douyin…): those webviews block
 * other apps' links and downloads, so the visitor must reopen the page in a real browser.
 */
export function OpenInBrowserOverlay({ onClose }: Props) {
  const { t } = useTranslation('browser');
  return (
    <div
      className={styles.mask}
      role="dialog"
      aria-modal="true"
      aria-label={t('overlay.label')}
      onClick={onClose}
    >
      <svg className={styles.arrow} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <path
          d="M14 112 C 30 60, 60 30, 104 16"
          fill="none"
          stroke="currentColor"
          strokeWidth="5"
          strokeLinecap="round"
        />
        <path
          d="M80 10 L 108 15 L 94 40"
          fill="none"
          stroke="currentColor"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <ol className={styles.steps}>
        <li>{t('overlay.tapMenu')}</li>
        <li>{t('overlay.chooseBrowser')}</li>
      </ol>
    </div>
  );
}
