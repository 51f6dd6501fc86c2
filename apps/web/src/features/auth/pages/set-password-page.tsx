import Button from 'antd-mobile/es/components/button';
import { changePasswordBody, resetPasswordBody } from '@vidmatrix/contract/auth';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useLocation, useNavigate } from 'react-router';
import type { FieldError } from '../../../shared/forms/field-errors';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { hasSession, saveSession } from '../../../shared/session';
import { useChangePassword, useResetPassword } from '../api';
import { AuthLayout, Notice } from '../components/auth-layout';
import { TextInput } from '../components/text-input';
import styles from '../components/form.module.css';
import { errorText } from '../error-text';
import { MEMBER_HOME } from '../redirect';
import { useFieldText } from '../use-field-text';

/** After "forgot password": the new password; every session of the account ends, this one starts. */
function ResetForm({ resetToken }: { resetToken: string }) {
  const { t } = useTranslation('auth');
  const text = useFieldText();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string>();
  const form = useZodForm(resetPasswordBody, { reset_token: resetToken, password: '', confirm_password: '' });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const input = form.validate();
    if (!input) return;
    reset.mutate(input, {
      onSuccess: (reply) => {
        saveSession(reply);
        navigate(MEMBER_HOME, { replace: true });
      },
      onError: (error) => {
        if (!form.showServerErrors(error)) setFailure(errorText(error, t('setPassword.failed')));
      },
    });
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {failure ? <Notice>{failure}</Notice> : null}
      <PasswordPair form={form} text={text} />
      <Button block type="submit" color="primary" size="large" loading={reset.isPending}>
        {t('setPassword.submit')}
      </Button>
    </form>
  );
}

/** Signed in: the current password, then the new one; other devices are signed out. */
function ChangeForm() {
  const { t } = useTranslation('auth');
  const text = useFieldText();
  const change = useChangePassword();
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  const form = useZodForm(changePasswordBody, { old_password: '', password: '', confirm_password: '' });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setResult(undefined);
    const input = form.validate();
    if (!input) return;
    change.mutate(input, {
      onSuccess: (reply) =>
        setResult({ ok: true, text: t('setPassword.changed', { count: reply.ended_sessions }) }),
      onError: (error) => {
        if (!form.showServerErrors(error))
          setResult({ ok: false, text: errorText(error, t('setPassword.failed')) });
      },
    });
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {result ? <Notice tone={result.ok ? 'success' : 'warning'}>{result.text}</Notice> : null}
      <TextInput
        id="change-old"
        label={t('fields.oldPassword')}
        type="password"
        autoComplete="current-password"
        maxLength={20}
        value={form.values.old_password}
        onChange={form.set('old_password')}
        error={text(form.errors.old_password)}
      />
      <PasswordPair form={form} text={text} />
      <Button block type="submit" color="primary" size="large" loading={change.isPending}>
        {t('setPassword.submit')}
      </Button>
    </form>
  );
}

interface PairForm {
  values: { password: string; confirm_password: string };
  set: (field: 'password' | 'confirm_password') => (value: string) => void;
  errors: Partial<Record<string, FieldError>>;
}

function PasswordPair({ form, text }: { form: PairForm; text: ReturnType<typeof useFieldText> }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextInput
        id="new-password"
        label={t('fields.newPassword')}
        placeholder={t('fields.passwordPlaceholder')}
        type="password"
        autoComplete="new-password"
        maxLength={20}
        value={form.values.password}
        onChange={form.set('password')}
        error={text(form.errors.password)}
      />
      <TextInput
        id="new-password-confirm"
        label={t('fields.confirmPassword')}
        placeholder={t('fields.confirmPlaceholder')}
        type="password"
        autoComplete="new-password"
        maxLength={20}
        value={form.values.confirm_password}
        onChange={form.set('confirm_password')}
        error={text(form.errors.confirm_password)}
      />
    </>
  );
}

/** /setPassword: with a reset token from /forgetPassword, or, signed in, a password change. */
export function SetPasswordPage() {
  const { t } = useTranslation('auth');
  const { state } = useLocation() as { state: { resetToken?: string } | null };
  const resetToken = state?.resetToken;
  const signedIn = hasSession();
  return (
    <AuthLayout
      title={resetToken || !signedIn ? t('setPassword.title') : t('setPassword.changeTitle')}
      footer={<Link to={signedIn && !resetToken ? MEMBER_HOME : '/login'}>{t('setPassword.back')}</Link>}
    >
      {resetToken ? (
        <ResetForm resetToken={resetToken} />
      ) : signedIn ? (
        <ChangeForm />
      ) : (
        <>
          <Notice>{t('setPassword.restart')}</Notice>
          <Link to="/forgetPassword">{t('setPassword.goForget')}</Link>
        </>
      )}
    </AuthLayout>
  );
}
