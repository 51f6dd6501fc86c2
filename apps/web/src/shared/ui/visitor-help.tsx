import { useTranslation } from '../i18n/use-translation';
import { currentBrand } from '../brand';
import { currentUserAgent, isDesktop } from '../user-agent';
import styles from './visitor-help.module.css';

// Served per host with the host's brand's file (packages/brands manifest.ts).
const BRAND_LOGO = '/brand/favicon.svg';

export interface VisitorHelpProps {
  /** The store's location line, when the page knows it. */
  store?: string;
  /** What to do next; the default suits the scan-a-code pages, '' shows none. */
  hint?: string;
  /** Only where trying again can help (a network or server failure, not "no such activity"). */
  onRetry?: () => void;
}

/**
 * Under every empty, expired, taken and failed state of the visitor pages: whose store and brand
 * this is and a next step that works on a phone. The desktop client only on a desktop: a phone
 * cannot run an .exe (issue 12).
 */
export default function VisitorHelp({ store, hint, onRetry }: VisitorHelpProps) {
  const { t } = useTranslation('common');
  const brand = currentBrand();
  const desktop = isDesktop(currentUserAgent());
  return (
    <section className={styles.help} aria-label={t('visitorHelp.label')} data-testid="visitor-help">
      {store && (
        <p className={styles.store} data-testid="visitor-help-store">
          <span className={styles.label}>{t('visitorHelp.store')}</span> {store}
        </p>
      )}
      {hint !== '' && <p className={styles.hint}>{hint ?? t('visitorHelp.nextStep')}</p>}
      <div className={styles.actions}>
        {onRetry && (
          <button type="button" className={styles.primary} onClick={onRetry}>
            {t('visitorHelp.retry')}
          </button>
        )}
        <a className={onRetry ? styles.secondary : styles.primary} href="/">
          {t('visitorHelp.home', { brand: brand.name })}
        </a>
        {desktop && (
          <a className={styles.secondary} href={brand.downloadUrl} download rel="noopener">
            {t(`visitorHelp.download.${brand.client}`)}
          </a>
        )}
      </div>
      <p className={styles.brand} data-testid="visitor-help-brand">
        <img src={BRAND_LOGO} alt="" width={20} height={20} />
        {brand.name}
      </p>
    </section>
  );
}
