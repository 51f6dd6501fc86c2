import { LanguageSwitcher } from './language-switcher';
import styles from './visitor-language-switcher.module.css';

/**
 * The language switcher of the visitor pages: a quiet row under the page, out of the way of its
 * buttons. A page may render it itself; routes.tsx `withLanguage` appends it to a route's page,
 * loaded beside the page's chunk so it costs the entry nothing (issue 17, decision 028).
 */
export function VisitorLanguageSwitcher() {
  return (
    <footer className={styles.bar} data-testid="visitor-language">
      <LanguageSwitcher />
    </footer>
  );
}
