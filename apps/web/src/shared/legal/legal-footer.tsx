import { Link } from 'react-router';
import { currentBrand } from '../brand';
import { useTranslation } from '../i18n/use-translation';
import styles from './legal-links.module.css';

/** Where an ICP filing number leads: the MIIT filing lookup, as the rules for the footer ask. */
const ICP_LOOKUP = 'https://beian.miit.gov.cn/';

/**
 * The legal line of a public page's footer (issue 28): the privacy policy, the user agreement
 * and, when the brand has one, its ICP filing number.
 */
export function LegalFooter() {
  const { t } = useTranslation('legal-links');
  const { icpFiling } = currentBrand();
  return (
    <nav aria-label={t('footer.label')}>
      <ul className={styles.footer}>
        <li>
          <Link to="/privacy">{t('footer.privacy')}</Link>
        </li>
        <li>
          <Link to="/terms">{t('footer.terms')}</Link>
        </li>
        {icpFiling ? (
          <li>
            <a
              className={styles.icp}
              href={ICP_LOOKUP}
              target="_blank"
              rel="noopener noreferrer"
              title={t('footer.icpLabel')}
              data-testid="icp-filing"
            >
              {icpFiling}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
