import Button from 'antd-mobile/es/components/button';
import { verifyResetCodeBody } from '@vidmatrix/contract/auth';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { useVerifyResetCode } from '../api';
import { AuthLayout, Notice } from '../components/auth-layout';
import { CodeButton } from '../components/code-button';
import { TextInput } from '../components/text-input';
import styles from '../components/form.module.css';
import { errorText } from '../error-text';
import { useFieldText } from '../use-field-text';

/** Forgot password, step 1: the phone and its code; /setPassword follows with a one-time token. */
export function ForgetPasswordPage() {
  const { t } = useTranslation('auth');
  const text = useFieldText();
  const navigate = useNavigate();
  const verify = useVerifyResetCode();
  const [failure, setFailure] = useState<string>();
  const form = useZodForm(verifyResetCodeBody, { phone: '', code: '' });

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
        <TextInput
          id="forget-phone"
          label={t('fields.phone')}
          placeholder={t('fields.phonePlaceholder')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          value={form.values.phone}
          onChange={form.set('phone')}
          error={text(form.errors.phone)}
        />
        <TextInput
          id="forget-code"
          label={t('fields.code')}
          placeholder={t('fields.codePlaceholder')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={form.values.code}
          onChange={form.set('code')}
          error={text(form.errors.code)}
          addon={
            <CodeButton
              purpose="reset"
              phone={() => (form.check(['phone']) ? form.values.phone.trim() : undefined)}
              onError={(message) => form.setError('phone', { text: message })}
            />
          }
        />
        <Button block type="submit" color="primary" size="large" loading={verify.isPending}>
          {t('forget.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
