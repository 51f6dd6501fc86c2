import { useTranslation } from '../../../shared/i18n/use-translation';
import { DefaultErrorBlock } from '../../../shared/ui/default-error-block';
import { OpenInBrowserOverlay } from '../../../shared/ui/open-in-browser-overlay';
import styles from './browser-restriction-page.module.css';

/** "This browser is unsupported" (spec §2, §8), with the open-in-browser hint on top. */
export function BrowserRestrictionPage() {
  const { t } = useTranslation('browser');
  return (
    <main className={styles.page}>
      <DefaultErrorBlock title={t('unsupportedTitle')} description={t('unsupportedDescription')} />
      <OpenInBrowserOverlay />
    </main>
  );
}
