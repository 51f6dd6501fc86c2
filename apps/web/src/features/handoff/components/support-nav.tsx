import { Link } from 'react-router';
import { currentBrand } from '../../../shared/brand';
import { LanguageSwitcher } from '../../../shared/ui/language-switcher';
import styles from '../pages/support-page.module.css';

/** The support pages' top bar (/who, /yixiaoer): the brand, home, and the language. */
export function SupportNav() {
  return (
    <header className={styles.nav}>
      <Link className={styles.logo} to="/">
        {currentBrand().name}
      </Link>
      <LanguageSwitcher />
    </header>
  );
}
