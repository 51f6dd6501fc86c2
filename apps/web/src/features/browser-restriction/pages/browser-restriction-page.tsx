import { useTranslation } from '../../../shared/i18n/use-translation';
import { StateBlock } from '../../../shared/ui/state-block';
import { OpenInBrowserOverlay } from '../../../shared/ui/open-in-browser-overlay';
import styles from './browser-restriction-page.module.css';

/** "This browser is unsupported" (spec §2, §8), with the open-in-browser hint on top. */
export function BrowserRestrictionPage() {
  const { t } = useTranslation('browser');
  return (
    <main className={styles.page}>
      <StateBlock tone="error" title={t('unsupportedTitle')} description={t('unsupportedDescription')} />
      <OpenInBrowserOverlay />
    </main>
  );
}
