import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { issueErrors, serverErrors, type FieldError } from './field-errors';

// Inputs are strings as typed; a field the contract takes as a boolean (a consent box) is one.
type Values<S extends z.ZodType> = {
  [K in keyof z.input<S> & string]: z.input<S>[K] extends boolean | undefined ? boolean : string;
};

/**
 * Form state validated by a contract schema: the same zod object the server parses, so the two
 * sides cannot disagree on a rule. Messages stay keys until the page translates them.
 */
export function useZodForm<S extends z.ZodType>(schema: S, initial: Values<S>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<string, FieldError>>>({});

  const set = useCallback(
    <K extends keyof Values<S> & string>(field: K) =>
      (value: Values<S>[K]) => {
        setValues((v) => ({ ...v, [field]: value }));
        setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
      },
    [],
  );

  /** Parses the fields given (all by default) and shows their first problems; true when they pass. */
  const check = useCallback(
    (only?: (keyof Values<S> & string)[]): boolean => {
      const result = schema.safeParse(values);
      const found = result.success ? {} : issueErrors(result.error.issues, only);
      setErrors((e) => {
        const next = { ...e };
        for (const field of only ?? Object.keys(values)) delete next[field];
        return { ...next, ...found };
      });
      return Object.keys(found).length === 0;
    },
    [schema, values],
  );

  /** Parses the whole form and shows every problem; the parsed input, or undefined. */
  const validate = useCallback((): z.output<S> | undefined => {
    if (!check()) return undefined;
    return schema.parse(values) as z.output<S>;
  }, [check, schema, values]);

  /** Shows a 40000 reply's failing fields (already in the user's language) under their inputs. */
  const showServerErrors = useCallback((error: unknown): boolean => {
    const found = serverErrors(error);
    if (!found) return false;
    setErrors(found);
    return Object.keys(found).length > 0;
  }, []);

  const setError = useCallback((field: string, error: FieldError | undefined) => {
    setErrors((e) => ({ ...e, [field]: error }));
  }, []);

  return { values, set, errors, check, validate, showServerErrors, setError };
}
