import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from '../platform-auth.module.css';
import { CopyLinkButton } from './copy-link-button';

/**
 * Spec §6: this platform's authorization works on a computer only. The phone gets the page's
 * own link to open there, not a link code it could not use.
 */
export function DesktopOnly({ platformName }: { platformName: string }) {
  const { t } = useTranslation('platform-auth');
  const link = window.location.href;
  return (
    <section className={styles.card} data-testid="desktop-only">
      <h2 className={styles.title}>{t('start.desktopOnlyTitle')}</h2>
      <p className={styles.alert}>{t('start.desktopOnly', { platform: platformName })}</p>
      <p className={styles.url}>{link}</p>
      <CopyLinkButton text={link} />
    </section>
  );
}
