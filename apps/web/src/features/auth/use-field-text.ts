import type { ValidationKey } from '@vidmatrix/contract/auth';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { FieldError } from '../../shared/forms/field-errors';

/** A field error as text: contract keys from this namespace's `validation`, server texts as sent. */
export function useFieldText() {
  const { t } = useTranslation('auth');
  return (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    return 'text' in error ? error.text : t(`validation.${error.key as ValidationKey}`);
  };
}
