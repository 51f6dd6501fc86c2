import type { AiSource } from '@vidmatrix/contract/copywriting';
import type { ScriptInput, ScriptShot } from '@vidmatrix/contract/script-model';
import { ApiError } from '../../shared/api/api-error';

/** The editor's values: the script, with its multi-line content edited as one text, a line each. */
export interface ScriptFormValues extends Omit<ScriptInput, 'content_lines'> {
  content_lines_text: string;
}

export const newShot = (): ScriptShot => ({
  shot_size_id: 4,
  shot_scale: 'medium',
  duration_seconds: 3,
  picture: '',
  lines: '',
  notes: '',
});

export const emptyScript = (): ScriptFormValues => ({
  title: '',
  type: 'shot',
  orientation: '9:16',
  expected_duration_seconds: 30,
  lines: '',
  reference_video: '',
  basic_info: '',
  other_info: '',
  scene_requirements: '',
  content_points: '',
  content: '',
  content_lines_text: '',
  shots: [newShot()],
});

export function toFormValues({ content_lines, ...rest }: ScriptInput): ScriptFormValues {
  return { ...rest, content_lines_text: content_lines.join('\n') };
}

export function toScriptInput({ content_lines_text, ...rest }: ScriptFormValues): ScriptInput {
  return {
    ...rest,
    // antd leaves a cleared number field null; the script then simply has no length yet.
    expected_duration_seconds: rest.expected_duration_seconds ?? 0,
    shots: (rest.shots ?? []).map((s) => ({ ...s, duration_seconds: s.duration_seconds ?? 0 })),
    content_lines: content_lines_text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  };
}

/**
 * The editor keeps the strongest label: once a model wrote into a script it stays AI-generated
 * (the server applies the same rule), and the template only labels a script nobody labelled.
 */
export const mergeSource = (current: AiSource | null, incoming: AiSource): AiSource =>
  current === 'openai' || incoming === 'openai' ? 'openai' : (current ?? incoming);

export interface FieldProblem {
  name: (string | number)[];
  errors: string[];
}

/**
 * A 40000 reply's failing fields (already translated by the server) as antd form errors: the
 * path `shots.2.picture` names the third shot's picture cell; `content_lines.N` is the text box.
 */
export function serverFieldErrors(error: unknown): FieldProblem[] {
  if (!(error instanceof ApiError) || error.code !== 40000) return [];
  const fields = (error.data as { fields?: { path: string; message: string }[] } | null)?.fields ?? [];
  const byField = new Map<string, FieldProblem>();
  for (const { path, message } of fields) {
    const parts = path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
    const name = parts[0] === 'content_lines' ? ['content_lines_text'] : parts;
    const key = name.join('.');
    if (!byField.has(key)) byField.set(key, { name, errors: [message] });
  }
  return [...byField.values()];
}

/** Seconds of all shots, to compare with the expected total. */
export const shotsSeconds = (shots: readonly Partial<ScriptShot>[] | undefined) =>
  (shots ?? []).reduce((sum, s) => sum + (s?.duration_seconds ?? 0), 0);
