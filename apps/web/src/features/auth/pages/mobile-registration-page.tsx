import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { currentBrand } from '../../../shared/brand';
import { AuthLayout } from '../components/auth-layout';
import { RegisterForm } from '../components/register-form';
import styles from './registration.module.css';

/** /mobileRegistration: the phone sign-up opened from a poster or a consultant's link. */
export function MobileRegistrationPage() {
  const { t } = useTranslation('auth');
  const client = t(`clients.${currentBrand().client}`);
  return (
    <AuthLayout
      title={t('mobile.title')}
      notice={
        <div className={styles.offer}>
          <strong>{t('mobile.headline')}</strong>
          <span>{t('mobile.body', { client })}</span>
        </div>
      }
      footer={
        <span>
          {t('register.haveAccount')} <Link to="/login">{t('register.login')}</Link>
        </span>
      }
    >
      <RegisterForm variant="mobile" />
    </AuthLayout>
  );
}
