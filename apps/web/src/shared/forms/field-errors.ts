import type { z } from 'zod';
import { ApiError } from '../api/api-error';

// How a contract-checked form learns which field is wrong — from the contract schema before
// sending, or from the server's 40000 reply after. One reading for both kinds of form: the
// plain-input forms (use-zod-form.ts) and the console's antd forms (use-contract-form.ts).

/** A field's problem: a contract message key (translated by the page) or a server text. */
export type FieldError = { key: string } | { text: string };

/** The first problem of each field in a schema's issues; `only` keeps those fields alone. */
export function issueErrors(
  issues: readonly z.core.$ZodIssue[],
  only?: readonly string[],
): Record<string, FieldError> {
  const found: Record<string, FieldError> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (only && !only.includes(field)) continue;
    found[field] ??= { key: issue.message };
  }
  return found;
}

/**
 * A 40000 reply's failing fields (already in the user's language), the first text of each;
 * undefined when the error is not a 40000 reply.
 */
export function serverErrors(error: unknown): Record<string, FieldError> | undefined {
  if (!(error instanceof ApiError) || error.code !== 40000) return undefined;
  const fields = (error.data as { fields?: { path: string; message: string }[] } | null)?.fields ?? [];
  const found: Record<string, FieldError> = {};
  for (const f of fields) found[f.path.split('.')[0]!] ??= { text: f.message };
  return found;
}
