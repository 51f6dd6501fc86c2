import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, Navigate, useLocation } from 'react-router';
import { currentBrand } from '../../../shared/brand';
import { AuthLayout } from '../components/auth-layout';
import { RegisterForm } from '../components/register-form';
import { DESKTOP_QUERY, useMediaQuery } from '../use-media-query';
import styles from './registration.module.css';

type Variant = 'activation' | 'tiktok';

/**
 * /a_register and /a_register_tiktok: sign-up with a consultant's activation code, a mobile
 * layout (banner above the form) and a desktop one (panel beside it). Abroad brands use the
 * TikTok variant, the others the plain one (docs/decisions/008-accounts-and-sessions.md).
 */
function ActivationRegister({ variant }: { variant: Variant }) {
  const { t } = useTranslation('auth');
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const { search } = useLocation();
  const brand = currentBrand();
  const wanted: Variant = brand.abroad ? 'tiktok' : 'activation';
  if (variant !== wanted)
    return <Navigate to={`${wanted === 'tiktok' ? '/a_register_tiktok' : '/a_register'}${search}`} replace />;

  const client = t(`clients.${brand.client}`);
  const key = variant === 'tiktok' ? 'tiktok' : 'activation';
  const points = [t(`${key}.point1`, { client }), t(`${key}.point2`), t(`${key}.point3`)];
  const promo = (
    <>
      <h2 className={styles.promoTitle}>{t(`${key}.promoTitle`)}</h2>
      <ul className={styles.promoList}>
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </>
  );
  return (
    <AuthLayout
      title={t(`${key}.title`)}
      subtitle={t(`${key}.subtitle`, { client })}
      aside={desktop ? promo : undefined}
      notice={desktop ? null : <div className={styles.banner}>{points[0]}</div>}
      footer={
        <span>
          {t('register.haveAccount')} <Link to="/login">{t('register.login')}</Link>
        </span>
      }
    >
      <RegisterForm variant={variant} />
    </AuthLayout>
  );
}

export function ActivationRegisterPage() {
  return <ActivationRegister variant="activation" />;
}

export function TikTokRegisterPage() {
  return <ActivationRegister variant="tiktok" />;
}
