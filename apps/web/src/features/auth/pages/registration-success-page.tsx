import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { LOGIN_REDIRECT_PARAM } from '../../../shared/api/reply-policy';
import { currentBrand } from '../../../shared/brand';
import { useMe } from '../api';
import { AuthLayout, Notice } from '../components/auth-layout';
import { formatDateTime } from '../../../shared/format-date';
import { MEMBER_HOME, safeRedirect } from '../redirect';
import styles from './registration.module.css';

/** The result of a sign-up: the trial's end date and the brand's desktop-client download. */
export function RegistrationSuccessPage() {
  const { t, i18n } = useTranslation('auth');
  const [params] = useSearchParams();
  const me = useMe();
  const brand = currentBrand();
  const client = t(`clients.${brand.client}`);
  const next = safeRedirect(params.get(LOGIN_REDIRECT_PARAM), MEMBER_HOME);
  if (me.isPending) {
    return (
      <AuthLayout title={t('success.title')}>
        <p role="status">{t('success.loading')}</p>
      </AuthLayout>
    );
  }
  const trial = me.data?.trial;
  return (
    <AuthLayout title={t('success.title')}>
      {me.isError ? <Notice>{t('success.loadFailed')}</Notice> : null}
      <div className={styles.result}>
        {me.data ? <p>{t('success.account', { phone: me.data.user.phone })}</p> : null}
        {trial ? (
          <>
            <p>{t('success.trial', { client })}</p>
            <p className={styles.date} data-testid="trial-end">
              {formatDateTime(trial.ends_at, i18n.language)}
            </p>
          </>
        ) : null}
        <a className={styles.download} href={brand.downloadUrl} download rel="noopener">
          {t('success.download', { client })}
        </a>
        <Link className={styles.secondary} to={next}>
          {t('success.next')}
        </Link>
      </div>
    </AuthLayout>
  );
}
