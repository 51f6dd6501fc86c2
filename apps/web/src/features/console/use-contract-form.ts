import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { issuesToFields, serverFields } from './form-errors';
import { useFeedback } from './use-feedback';

/**
 * An antd form checked by a contract schema before it is sent, with the server's 40000 field
 * messages put back on the same fields; any other failure is a message.
 */
export function useContractForm<V, S extends z.ZodType>(form: FormInstance<V>, schema: S) {
  const show = (fields: { name: string; errors: string[] }[]) =>
    form.setFields(fields as Parameters<FormInstance<V>['setFields']>[0]);
  const { t, i18n } = useTranslation('console');
  const feedback = useFeedback();
  const translate = (key: string) =>
    i18n.exists(`console:validation.${key}`)
      ? t(`validation.${key}` as 'validation.console_title_required')
      : undefined;

  /** The parsed input, or undefined after showing every failing field. */
  const check = (values: unknown): z.output<S> | undefined => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return parsed.data;
    show(issuesToFields(parsed.error.issues, translate, t('validation.invalid')));
    return undefined;
  };

  /** Callbacks for a console action: `done` with a success note, field errors on their fields. */
  const callbacks = <O>(doneText: string | ((data: O) => string), done: (data: O) => void) => ({
    onSuccess: (data: O) => {
      feedback.done(typeof doneText === 'string' ? doneText : doneText(data));
      done(data);
    },
    onError: (error: unknown) => {
      const fields = serverFields(error);
      if (fields.length > 0) show(fields);
      else feedback.failed(error);
    },
  });

  return { check, callbacks };
}
