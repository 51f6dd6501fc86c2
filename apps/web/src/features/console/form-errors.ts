import type { z } from 'zod';
import { ApiError } from '../../shared/api/api-error';

/** An antd form error; `V` is the form's values, whose top-level keys name the fields. */
export interface FieldProblem<V = Record<string, unknown>> {
  name: keyof V & string;
  errors: string[];
}

/**
 * Contract issues as antd form errors. Contract messages are keys (`console_title_required`);
 * `translate` turns one into text, or returns undefined for zod's own wording, which is then
 * replaced by the generic "invalid" text.
 */
export function issuesToFields<V>(
  issues: readonly z.core.$ZodIssue[],
  translate: (key: string) => string | undefined,
  fallback: string,
): FieldProblem<V>[] {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    if (!byField.has(name)) byField.set(name, translate(issue.message) ?? fallback);
  }
  return [...byField].map(([name, text]) => ({ name: name as keyof V & string, errors: [text] }));
}

/** A 40000 reply's failing fields (already translated by the server) as antd form errors. */
export function serverFields<V>(error: unknown): FieldProblem<V>[] {
  if (!(error instanceof ApiError) || error.code !== 40000) return [];
  const fields = (error.data as { fields?: { path: string; message: string }[] } | null)?.fields ?? [];
  const byField = new Map<string, string>();
  for (const f of fields) {
    const name = f.path.split('.')[0]!;
    if (!byField.has(name)) byField.set(name, f.message);
  }
  return [...byField].map(([name, text]) => ({ name: name as keyof V & string, errors: [text] }));
}
