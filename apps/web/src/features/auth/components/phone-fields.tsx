import type { SmsPurpose } from '@vidmatrix/contract/auth';
import type { FieldError } from '../../../shared/forms/field-errors';
import { brandPhoneRegion, phoneInputProps } from '../../../shared/forms/brand-phone';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFieldText } from '../use-field-text';
import { CodeButton } from './code-button';
import { TextInput } from './text-input';

interface PhoneInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: FieldError | undefined;
  /** The login form calls the phone "account"; the others call it what it is. */
  label?: string;
  /** `username` where the phone is the account name a password manager fills, else `tel`. */
  autoComplete?: 'username' | 'tel';
}

/**
 * The phone input of the account pages, as the brand takes numbers (issue 28): 11 digits on the
 * numeric pad on mainland brands; abroad, a +country-code number too, on the phone pad.
 */
export function PhoneInput({ id, value, onChange, error, label, autoComplete = 'tel' }: PhoneInputProps) {
  const { t } = useTranslation('auth');
  const text = useFieldText();
  const region = brandPhoneRegion();
  return (
    <TextInput
      id={id}
      label={label ?? t('fields.phone')}
      placeholder={region === 'mainland' ? t('fields.phonePlaceholder') : t('fields.phoneIntlPlaceholder')}
      autoComplete={autoComplete}
      {...phoneInputProps(region)}
      value={value}
      onChange={onChange}
      error={text(error)}
    />
  );
}

/** What PhoneCodeFields needs of a useZodForm with `phone` and `code`. */
interface PhoneCodeForm {
  values: { phone: string; code: string };
  errors: Partial<Record<string, FieldError>>;
  set: (field: 'phone' | 'code') => (value: string) => void;
  check: (only: 'phone'[]) => boolean;
  setError: (field: string, error: FieldError | undefined) => void;
}

interface PhoneCodeProps {
  /** Prefix of the inputs' ids: `<idPrefix>-phone`, `<idPrefix>-code`. */
  idPrefix: string;
  purpose: SmsPurpose;
  form: PhoneCodeForm;
  autoComplete?: 'username' | 'tel';
}

/**
 * The phone and its SMS code, with "get code" and its 60 s countdown: sign-up, sign-in by code
 * and the forgotten password. A code is asked for only once the phone passes (spec §5).
 */
export function PhoneCodeFields({ idPrefix, purpose, form, autoComplete }: PhoneCodeProps) {
  const { t } = useTranslation('auth');
  const text = useFieldText();
  return (
    <>
      <PhoneInput
        id={`${idPrefix}-phone`}
        value={form.values.phone}
        onChange={form.set('phone')}
        error={form.errors.phone}
        autoComplete={autoComplete}
      />
      <TextInput
        id={`${idPrefix}-code`}
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
            purpose={purpose}
            phone={() => (form.check(['phone']) ? form.values.phone.trim() : undefined)}
            onError={(message) => form.setError('phone', { text: message })}
          />
        }
      />
    </>
  );
}
