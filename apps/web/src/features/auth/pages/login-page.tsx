import Button from 'antd-mobile/es/components/button';
import { ERROR_CODES } from '@vidmatrix/contract/errors';
import { loginBody, type SessionReply } from '@vidmatrix/contract/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { LOGIN_MESSAGE_PARAM, LOGIN_REDIRECT_PARAM } from '../../../shared/api/reply-policy';
import { useBrandPhoneSchema } from '../../../shared/forms/brand-phone';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { accountQuery } from '../../../shared/account';
import { saveSession } from '../../../shared/session';
import { useLogin } from '../api';
import { AuthLayout, Notice } from '../components/auth-layout';
import { PhoneInput } from '../components/phone-fields';
import { SmsLoginForm } from '../components/sms-login-form';
import { TextInput } from '../components/text-input';
import styles from '../components/form.module.css';
import { errorText } from '../error-text';
import { landingPath, safeRedirect } from '../redirect';
import { useFieldText } from '../use-field-text';

/**
 * Account (phone) and password; shows the message a 4011/4012/4017 bounce brought along. When
 * wrong passwords have locked the account (42900, its message says when to retry) it offers the
 * SMS code, which that lock never blocks (issue 26).
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const text = useFieldText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string>();
  const [locked, setLocked] = useState(false);
  const [bySms, setBySms] = useState(false);
  const form = useZodForm(useBrandPhoneSchema(loginBody), { phone: '', password: '' });
  const sentWith = params.get(LOGIN_MESSAGE_PARAM);
  const redirect = params.get(LOGIN_REDIRECT_PARAM);
  const keep = redirect ? `?${new URLSearchParams({ [LOGIN_REDIRECT_PARAM]: redirect })}` : '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const input = form.validate();
    if (!input) return;
    login.mutate(input, {
      onSuccess: signedIn,
      onError: (error) => {
        setLocked(error instanceof ApiError && error.code === ERROR_CODES.rateLimited.code);
        if (!form.showServerErrors(error)) setFailure(errorText(error, t('login.failed')));
      },
    });
  };

  const signedIn = async (reply: SessionReply) => {
    saveSession(reply);
    // The role and team decide the landing; the read also fills the shell's cache. A
    // redirect wins anyway, so then nothing is asked.
    const account = safeRedirect(redirect, '')
      ? undefined
      : await queryClient.fetchQuery(accountQuery).catch(() => undefined);
    navigate(landingPath(account, redirect), { replace: true });
  };

  const switchTo = (sms: boolean) => {
    setBySms(sms);
    setFailure(undefined);
    setLocked(false);
  };
  const notice = failure ? (
    <Notice>
      {failure}
      {locked && (
        <>
          {' '}
          <button type="button" className={styles.inlineLink} onClick={() => switchTo(true)}>
            {t('login.bySms')}
          </button>
        </>
      )}
    </Notice>
  ) : sentWith ? (
    <Notice>{sentWith}</Notice>
  ) : null;

  return (
    <AuthLayout
      title={bySms ? t('login.smsTitle') : t('login.title')}
      notice={notice}
      footer={
        <>
          {bySms && (
            <button type="button" className={styles.inlineLink} onClick={() => switchTo(false)}>
              {t('login.byPassword')}
            </button>
          )}
          <Link to={`/forgetPassword${keep}`}>{t('login.forgot')}</Link>
          <span>
            {t('login.noAccount')} <Link to={`/register${keep}`}>{t('login.register')}</Link>
          </span>
        </>
      }
    >
      {bySms ? (
        <SmsLoginForm phone={form.values.phone} onSignedIn={signedIn} onFailure={setFailure} />
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <PhoneInput
            id="login-account"
            label={t('fields.account')}
            autoComplete="username"
            value={form.values.phone}
            onChange={form.set('phone')}
            error={form.errors.phone}
          />
          <TextInput
            id="login-password"
            label={t('fields.password')}
            placeholder={t('fields.passwordPlaceholder')}
            type="password"
            autoComplete="current-password"
            maxLength={20}
            value={form.values.password}
            onChange={form.set('password')}
            error={text(form.errors.password)}
          />
          <Button block type="submit" color="primary" size="large" loading={login.isPending}>
            {t('login.submit')}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
