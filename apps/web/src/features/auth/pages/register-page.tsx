import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { currentBrand } from '../../../shared/brand';
import { AuthLayout } from '../components/auth-layout';
import { RegisterForm } from '../components/register-form';

/** /register: phone, code, password, confirmation; a 3-day desktop-client trial comes with it. */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const client = t(`clients.${currentBrand().client}`);
  return (
    <AuthLayout
      title={t('register.title')}
      subtitle={t('register.subtitle', { client })}
      footer={
        <span>
          {t('register.haveAccount')} <Link to={`/login?${params}`}>{t('register.login')}</Link>
        </span>
      }
    >
      <RegisterForm variant="register" />
    </AuthLayout>
  );
}
