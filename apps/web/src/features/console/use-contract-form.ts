import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { z } from 'zod';
import { issueErrors, serverErrors, type FieldError } from '../../shared/forms/field-errors';
import { useFeedback } from './use-feedback';

/** An antd form error; `V` is the form's values, whose top-level keys name the fields. */
export interface FieldProblem<V = Record<string, unknown>> {
  name: keyof V & string;
  errors: string[];
}

/**
 * Field errors as antd form errors. Contract messages are keys (`console_title_required`);
 * `translate` turns one into text, or returns undefined for zod's own wording, which is then
 * replaced by the generic "invalid" text. Server texts are shown as sent.
 */
export function toFormFields<V>(
  errors: Record<string, FieldError>,
  translate: (key: string) => string | undefined,
  fallback: string,
): FieldProblem<V>[] {
  return Object.entries(errors).map(([name, error]) => ({
    name: name as keyof V & string,
    errors: ['text' in error ? error.text : (translate(error.key) ?? fallback)],
  }));
}

/**
 * An antd form checked by a contract schema before it is sent, with the server's 40000 field
 * messages put back on the same fields; any other failure is a message. The reading of the
 * schema's issues and of the 40000 reply is the plain forms' one (shared/forms/field-errors.ts);
 * this is only the antd side: antd keeps the values, so `useZodForm`'s state does not apply.
 */
export function useContractForm<V, S extends z.ZodType>(form: FormInstance<V>, schema: S) {
  const { t, i18n } = useTranslation('console');
  const feedback = useFeedback();
  const translate = (key: string) =>
    i18n.exists(`console:validation.${key}`)
      ? t(`validation.${key}` as 'validation.console_title_required')
      : undefined;
  const show = (errors: Record<string, FieldError>) =>
    form.setFields(
      toFormFields<V>(errors, translate, t('validation.invalid')) as Parameters<
        FormInstance<V>['setFields']
      >[0],
    );

  /**
   * An antd rule running one field's own contract schema as it changes, so an error goes away as
   * soon as the field is right (not at the next save) and a new problem shows when it is made.
   * A list (hashtags) names the entry that is wrong.
   */
  const rule = (field: keyof z.input<S> & string): Rule => ({
    validator: (_, value: unknown) => {
      const part = (schema as unknown as z.ZodObject<Record<string, z.ZodType>>).shape[field];
      const parsed = part?.safeParse(value);
      if (!parsed || parsed.success) return Promise.resolve();
      const issue = parsed.error.issues[0]!;
      const text = translate(issue.message) ?? t('validation.invalid');
      const entry =
        typeof issue.path[0] === 'number' && Array.isArray(value) ? value[issue.path[0]] : undefined;
      return Promise.reject(
        new Error(
          entry === undefined ? text : t('validation.entry', { entry: String(entry), problem: text }),
        ),
      );
    },
  });

  /** The parsed input, or undefined after showing every failing field. */
  const check = (values: unknown): z.output<S> | undefined => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return parsed.data;
    show(issueErrors(parsed.error.issues));
    return undefined;
  };

  /** Callbacks for a console action: `done` with a success note, field errors on their fields. */
  const callbacks = <O>(doneText: string | ((data: O) => string), done: (data: O) => void) => ({
    onSuccess: (data: O) => {
      feedback.done(typeof doneText === 'string' ? doneText : doneText(data));
      done(data);
    },
    onError: (error: unknown) => {
      const fields = serverErrors(error);
      if (fields && Object.keys(fields).length > 0) show(fields);
      else feedback.failed(error);
    },
  });

  return { check, callbacks, rule };
}
