import Button from 'antd-mobile/es/components/button';
import { registerBody, type SignupVariant } from '@vidmatrix/contract/auth';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { LOGIN_REDIRECT_PARAM } from '../../../shared/api/reply-policy';
import { useBrandPhoneSchema } from '../../../shared/forms/brand-phone';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { ConsentCheckbox } from '../../../shared/legal/consent-checkbox';
import { saveSession } from '../../../shared/session';
import { useRegister } from '../api';
import { errorText } from '../error-text';
import { useFieldText } from '../use-field-text';
import { Notice } from './auth-layout';
import { PhoneCodeFields } from './phone-fields';
import { TextInput } from './text-input';
import styles from './form.module.css';

/**
 * Sign-up (spec §5): phone, code with a 60 s countdown, password and confirmation; the
 * activation variants add the activation code, the TikTok one the TikTok account. The privacy
 * policy and user agreement must be accepted (issue 28).
 */
export function RegisterForm({ variant }: { variant: SignupVariant }) {
  const { t } = useTranslation('auth');
  const text = useFieldText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const register = useRegister();
  const [failure, setFailure] = useState<string>();
  const form = useZodForm(useBrandPhoneSchema(registerBody), {
    phone: '',
    code: '',
    password: '',
    confirm_password: '',
    variant,
    activation_code: '',
    tiktok_handle: '',
    consent: false,
  });
  const { values, set, errors } = form;
  const activation = variant === 'activation' || variant === 'tiktok';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const input = form.validate();
    if (!input) return;
    register.mutate(input, {
      onSuccess: (reply) => {
        saveSession(reply);
        const redirect = params.get(LOGIN_REDIRECT_PARAM);
        navigate(
          `/registrationSuccess${redirect ? `?${new URLSearchParams({ [LOGIN_REDIRECT_PARAM]: redirect })}` : ''}`,
        );
      },
      onError: (error) => {
        if (!form.showServerErrors(error)) setFailure(errorText(error, t('register.failed')));
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {failure ? <Notice>{failure}</Notice> : null}
      <PhoneCodeFields idPrefix="register" purpose="register" form={form} />
      <TextInput
        id="register-password"
        label={t('fields.password')}
        placeholder={t('fields.passwordPlaceholder')}
        type="password"
        autoComplete="new-password"
        maxLength={20}
        value={values.password}
        onChange={set('password')}
        error={text(errors.password)}
      />
      <TextInput
        id="register-confirm"
        label={t('fields.confirmPassword')}
        placeholder={t('fields.confirmPlaceholder')}
        type="password"
        autoComplete="new-password"
        maxLength={20}
        value={values.confirm_password}
        onChange={set('confirm_password')}
        error={text(errors.confirm_password)}
      />
      {activation ? (
        <TextInput
          id="register-activation"
          label={t('fields.activationCode')}
          placeholder={t('fields.activationPlaceholder')}
          maxLength={64}
          value={values.activation_code}
          onChange={set('activation_code')}
          error={text(errors.activation_code)}
        />
      ) : null}
      {variant === 'tiktok' ? (
        <TextInput
          id="register-tiktok"
          label={t('fields.tiktokHandle')}
          placeholder={t('fields.tiktokPlaceholder')}
          maxLength={25}
          value={values.tiktok_handle}
          onChange={set('tiktok_handle')}
          error={text(errors.tiktok_handle)}
        />
      ) : null}
      <ConsentCheckbox
        id="register-consent"
        checked={values.consent}
        onChange={set('consent')}
        error={text(errors.consent)}
      />
      <Button block type="submit" color="primary" size="large" loading={register.isPending}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
