import Button from 'antd-mobile/es/components/button';
import { loginSmsBody, type SessionReply } from '@vidmatrix/contract/auth';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useBrandPhoneSchema } from '../../../shared/forms/brand-phone';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { useLoginSms } from '../api';
import { errorText } from '../error-text';
import styles from './form.module.css';
import { PhoneCodeFields } from './phone-fields';

interface Props {
  /** The phone already typed into the password form, so the owner does not type it twice. */
  phone: string;
  onSignedIn: (reply: SessionReply) => void;
  /** The page's notice: the refusal to show, or undefined to clear it at a new try. */
  onFailure: (message: string | undefined) => void;
}

/**
 * Phone and SMS code: the owner's way in while wrong passwords (anyone's) lock the account; the
 * code's own limits apply, never the password lock.
 */
export function SmsLoginForm({ phone, onSignedIn, onFailure }: Props) {
  const { t } = useTranslation('auth');
  const login = useLoginSms();
  const form = useZodForm(useBrandPhoneSchema(loginSmsBody), { phone, code: '' });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onFailure(undefined);
    const input = form.validate();
    if (!input) return;
    login.mutate(input, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (!form.showServerErrors(error)) onFailure(errorText(error, t('login.failed')));
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <PhoneCodeFields idPrefix="login-sms" purpose="login" form={form} autoComplete="username" />
      <Button block type="submit" color="primary" size="large" loading={login.isPending}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
