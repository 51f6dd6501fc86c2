import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import type { ValidationKey } from '@vidmatrix/contract/auth';
import { demoRequestBody, type DemoRequestSource } from '@vidmatrix/contract/contact';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ApiError } from '../../../shared/api/api-error';
import { brandPhoneRegion, phoneInputProps, useBrandPhoneSchema } from '../../../shared/forms/brand-phone';
import type { FieldError } from '../../../shared/forms/field-errors';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { ConsentCheckbox } from '../../../shared/legal/consent-checkbox';
import { useCountdown } from '../../../shared/use-countdown';
import { CountdownButton } from '../../../shared/ui/countdown-button';
import { FormField } from '../../../shared/ui/form-field';
import { useContactCode, useSubmitDemoRequest } from '../api';
import styles from './contact-form.module.css';

/**
 * Book a demo (spec §5): contact name, real company name, phone and its verification code, and
 * the privacy policy and user agreement accepted (issue 28). `source` records the page it was
 * opened from (the traffic-guide page's sign-ups, issue 17).
 */
export function ContactForm({ source = 'landing' }: { source?: DemoRequestSource }) {
  const { t } = useTranslation('landing');
  const region = brandPhoneRegion();
  const form = useZodForm(useBrandPhoneSchema(demoRequestBody), {
    name: '',
    company: '',
    phone: '',
    code: '',
    source,
    consent: false,
  });
  const sendCode = useContactCode();
  const submit = useSubmitDemoRequest();
  const { left, start } = useCountdown();
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  const text = (error: FieldError | undefined) =>
    !error ? undefined : 'text' in error ? error.text : t(`validation.${error.key as ValidationKey}`);
  const failure = (error: unknown, fallback: string) =>
    error instanceof ApiError && error.message ? error.message : fallback;

  const onSend = () => {
    if (!form.check(['phone'])) return;
    sendCode.mutate(form.values.phone.trim(), {
      onSuccess: (reply) => start(reply.resend_after_s),
      onError: (error) => {
        const retry = (error as { data?: { retry_after_s?: number } }).data?.retry_after_s;
        if (retry) start(retry);
        form.setError('phone', { text: failure(error, t('contact.smsNetworkError')) });
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setResult(undefined);
    const input = form.validate();
    if (!input) return;
    submit.mutate(input, {
      onSuccess: () => setResult({ ok: true, text: t('contact.submitted') }),
      onError: (error) => {
        if (!form.showServerErrors(error))
          setResult({ ok: false, text: failure(error, t('contact.submitFailed')) });
      },
    });
  };

  if (result?.ok) {
    return (
      <p className={styles.done} role="status">
        {result.text}
      </p>
    );
  }
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {result ? (
        <p className={styles.failed} role="alert">
          {result.text}
        </p>
      ) : null}
      <FormField id="contact-name" label={t('contact.name')} error={text(form.errors.name)}>
        <Input
          id="contact-name"
          autoComplete="name"
          maxLength={40}
          placeholder={t('contact.namePlaceholder')}
          value={form.values.name}
          onChange={form.set('name')}
        />
      </FormField>
      <FormField id="contact-company" label={t('contact.company')} error={text(form.errors.company)}>
        <Input
          id="contact-company"
          autoComplete="organization"
          maxLength={100}
          placeholder={t('contact.companyPlaceholder')}
          value={form.values.company}
          onChange={form.set('company')}
        />
      </FormField>
      <FormField id="contact-phone" label={t('contact.phone')} error={text(form.errors.phone)}>
        <Input
          id="contact-phone"
          {...phoneInputProps(region)}
          autoComplete="tel"
          placeholder={
            region === 'mainland' ? t('contact.phonePlaceholder') : t('contact.phoneIntlPlaceholder')
          }
          value={form.values.phone}
          onChange={form.set('phone')}
        />
      </FormField>
      <FormField
        id="contact-code"
        label={t('contact.code')}
        error={text(form.errors.code)}
        addon={
          <CountdownButton
            left={left}
            loading={sendCode.isPending}
            onClick={onSend}
            label={t('contact.send')}
            waitingLabel={(seconds) => t('contact.resend', { seconds })}
          />
        }
      >
        <Input
          id="contact-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t('contact.codePlaceholder')}
          value={form.values.code}
          onChange={form.set('code')}
        />
      </FormField>
      <ConsentCheckbox
        id="contact-consent"
        checked={form.values.consent}
        onChange={form.set('consent')}
        error={text(form.errors.consent)}
      />
      <Button block type="submit" color="primary" size="large" loading={submit.isPending}>
        {t('contact.submit')}
      </Button>
    </form>
  );
}
