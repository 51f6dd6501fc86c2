import type { LinkCodeResponse } from '@vidmatrix/contract/platform-auth';
import { formatDateTime } from '../../../shared/format-date';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from '../platform-auth.module.css';
import { QrCode } from './qr-code';

/**
 * The platform's authorize URL twice: a button for this browser, and a QR code, because the
 * merchant often authorizes on a phone while the console is open on a desktop. It opens in a new
 * tab so this page keeps polling for the result.
 */
export function AuthorizeLink({ link, platformName }: { link: LinkCodeResponse; platformName: string }) {
  const { t, i18n } = useTranslation('platform-auth');
  return (
    <>
      {link.demo && (
        <p className={styles.badge} data-testid="demo-platform-badge" title={t('demoHint')}>
          {t('demo')}
        </p>
      )}
      <p className={styles.muted}>{t('start.intro', { platform: platformName })}</p>
      <a
        className={styles.primaryLink}
        href={link.authorize_url}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="authorize-link"
      >
        {t('start.open', { platform: platformName })}
      </a>
      <div className={styles.qr}>
        <QrCode value={link.authorize_url} label={t('start.qrAlt', { platform: platformName })} />
      </div>
      <p className={styles.muted}>
        {t('start.expiresAt', { time: formatDateTime(link.expires_at, i18n.language) })}
      </p>
    </>
  );
}
