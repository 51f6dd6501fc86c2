import Button from 'antd-mobile/es/components/button';
import { verifyResetCodeBody } from '@vidmatrix/contract/auth';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { useBrandPhoneSchema } from '../../../shared/forms/brand-phone';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { useVerifyResetCode } from '../api';
import { AuthLayout, Notice } from '../components/auth-layout';
import { PhoneCodeFields } from '../components/phone-fields';
import styles from '../components/form.module.css';
import { errorText } from '../error-text';

/** Forgot password, step 1: the phone and its code; /setPassword follows with a one-time token. */
export function ForgetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const verify = useVerifyResetCode();
  const [failure, setFailure] = useState<string>();
  const form = useZodForm(useBrandPhoneSchema(verifyResetCodeBody), { phone: '', code: '' });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const input = form.validate();
    if (!input) return;
    verify.mutate(input, {
      // In history state, not the URL: the token must not land in logs or be shared by copying the address.
      onSuccess: (reply) => navigate('/setPassword', { state: { resetToken: reply.reset_token } }),
      onError: (error) => {
        if (!form.showServerErrors(error)) setFailure(errorText(error, t('forget.failed')));
      },
    });
  };

  return (
    <AuthLayout
      title={t('forget.title')}
      subtitle={t('forget.subtitle')}
      notice={failure ? <Notice>{failure}</Notice> : null}
      footer={<Link to="/login">{t('forget.back')}</Link>}
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <PhoneCodeFields idPrefix="forget" purpose="reset" form={form} />
        <Button block type="submit" color="primary" size="large" loading={verify.isPending}>
          {t('forget.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
