import type { ValidationKey } from '@vidmatrix/contract/auth';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { FieldError } from '../../shared/forms/field-errors';

export function useFieldText() {
  const { t } = useTranslation('team');
  return (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    return 'text' in error ? error.text : t(`validation.${error.key as ValidationKey}`);
  };
}
