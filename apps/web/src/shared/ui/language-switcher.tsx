import {
  DEFAULT_LANGUAGE,
  LANGUAGE_NAMES,
  LANGUAGES,
  matchLanguage,
  type Language,
} from '@vidmatrix/contract/languages';
import { useTranslation } from '../i18n/use-translation';
import { changeLanguage } from '../i18n/i18n';
import styles from './language-switcher.module.css';

/**
 * The six UI languages as a native select (light, keyboard- and screen-reader-ready on every
 * phone). Choosing one stores it under `language` and switches the page in place, no reload.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const current = matchLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  return (
    <label className={`${styles.switcher} ${className ?? ''}`}>
      {/* A line-drawn globe: a few bytes where the switcher rides on every visitor page. */}
      <svg
        className={styles.globe}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c-4 4-4 14 0 18M12 3c4 4 4 14 0 18" />
      </svg>
      <span className={styles.hidden}>{t('language.label')}</span>
      <select
        className={styles.select}
        value={current}
        onChange={(event) => void changeLanguage(event.target.value as Language)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
