import { App, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { ApiError, NetworkError } from '../../../shared/api/api-error';
import { issueErrors, serverErrors, type FieldError } from '../../../shared/forms/field-errors';
import { useTranslation } from '../../../shared/i18n/use-translation';

/**
 * The touch-card forms' checks: each field runs the contract's own schema for it while the
 * merchant types (antd rule), the whole schema runs before sending, and the server's 40000 field
 * messages land on the same fields. Contract messages are keys (`touch_card_title_required`),
 * shown from this namespace's `validation.<key>`; a key without a text shows "invalid".
 */
export function useCardForm() {
  const { t } = useTranslation('touch-card-console');
  const { message } = App.useApp();
  const text = (key: string) => t(`validation.${key}`, { defaultValue: t('validation.invalid') });

  /** An antd rule running one field's contract schema. */
  const rule = (schema: z.ZodType): Rule => ({
    validator: (_, value: unknown) => {
      const parsed = schema.safeParse(value);
      return parsed.success
        ? Promise.resolve()
        : Promise.reject(new Error(text(parsed.error.issues[0]!.message)));
    },
  });

  /**
   * An antd rule running the whole schema on the form's values with this field's new value, and
   * showing this field's problem: for rules that read another field (a Wi-Fi password its security).
   */
  const fieldRule =
    (schema: z.ZodType, name: string, extra: Record<string, unknown> = {}): Rule =>
    (form) => ({
      validator: (_, value: unknown) => {
        const parsed = schema.safeParse({ ...form.getFieldsValue(true), ...extra, [name]: value });
        const issue = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === name);
        return issue ? Promise.reject(new Error(text(issue.message))) : Promise.resolve();
      },
    });

  const show = <V>(form: FormInstance<V>, errors: Record<string, FieldError>) =>
    form.setFields(
      Object.entries(errors).map(([name, error]) => ({
        name,
        errors: ['text' in error ? error.text : text(error.key)],
      })) as Parameters<FormInstance<V>['setFields']>[0],
    );

  /** The parsed input, or undefined after showing every failing field. */
  const check = <S extends z.ZodType, V>(form: FormInstance<V>, schema: S, values: unknown) => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return parsed.data as z.output<S>;
    show(form, issueErrors(parsed.error.issues));
    return undefined;
  };

  /** A failed write: field messages on their fields, else `fallback` with the server's reason. */
  const failed = <V>(error: unknown, fallback: string, form?: FormInstance<V>) => {
    const fields = serverErrors(error);
    if (form && fields && Object.keys(fields).length > 0) return show(form, fields);
    // The spec's words first ("update configuration failed"), the server's reason after them.
    const reason = error instanceof ApiError || error instanceof NetworkError ? error.message : '';
    void message.error(reason && reason !== fallback ? `${fallback} — ${reason}` : fallback);
  };

  return { rule, fieldRule, check, failed, done: (note: string) => void message.success(note) };
}
