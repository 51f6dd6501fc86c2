import {
  SHOT_SCALES,
  SHOT_SIZE_IDS,
  type ScriptInput,
  type ScriptShot,
} from '@vidmatrix/contract/script-model';
import { Allow, parse } from 'partial-json';
import { useMemo } from 'react';

/**
 * What the AI drawer shows while a script streams in: the parts of the writer's JSON document
 * (docs/decisions/013) that have arrived so far, as values, never as JSON text. Only imported by
 * the drawer, which is loaded on demand, so the parser is not in the console's main bundle.
 */
export interface ShotDraft {
  size: ScriptShot['shot_size_id'] | null;
  scale: ScriptShot['shot_scale'] | null;
  duration: number | null;
  picture: string;
  lines: string;
  notes: string;
}

export interface ScriptDraft {
  title: string;
  /** The key line / slogan. */
  lines: string;
  shots: ShotDraft[];
  /** Whole-piece scripts: the text as lines to read out. */
  contentLines: string[];
}

export const EMPTY_DRAFT: ScriptDraft = { title: '', lines: '', shots: [], contentLines: [] };

/**
 * Half a string is shown as it grows; half a number is not (`1` of `12` would flash by), nor is
 * half a shot scale (`clo` is no scale): the `oneOf` checks below drop those.
 */
const PARTIAL = Allow.STR | Allow.OBJ | Allow.ARR;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const oneOf = <T>(values: readonly T[], value: unknown): T | null =>
  values.includes(value as T) ? (value as T) : null;
const seconds = (value: unknown) => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
};
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function shotDraft(raw: unknown): ShotDraft {
  const s = record(raw);
  return {
    // Models sometimes send ids as strings ("5"): the server accepts those too.
    size: oneOf(SHOT_SIZE_IDS, typeof s.shot_size_id === 'string' ? Number(s.shot_size_id) : s.shot_size_id),
    scale: oneOf(SHOT_SCALES, s.shot_scale),
    duration: seconds(s.duration_seconds),
    picture: text(s.picture),
    lines: text(s.lines),
    notes: text(s.notes),
  };
}

/**
 * The draft in a prefix of the writer's answer (empty when it cannot be read: the failure then
 * arrives from the server). Anything before the first `{` (a code fence, a sentence) is skipped,
 * as the server does.
 */
export function scriptDraft(answer: string): ScriptDraft {
  const start = answer.indexOf('{');
  if (start < 0) return EMPTY_DRAFT;
  let doc: Record<string, unknown>;
  try {
    doc = record(parse(answer.slice(start), PARTIAL));
  } catch {
    return EMPTY_DRAFT;
  }
  const listed = Array.isArray(doc.content_lines) ? doc.content_lines.map(text).filter(Boolean) : [];
  return {
    title: text(doc.title),
    lines: text(doc.lines),
    shots: Array.isArray(doc.shots) ? doc.shots.map(shotDraft) : [],
    contentLines: listed.length > 0 ? listed : text(doc.content).split(/\n+/).map(text).filter(Boolean),
  };
}

/** The finished, validated script in the same shape, so the drawer shows one view throughout. */
export function draftOfScript(script: ScriptInput): ScriptDraft {
  return {
    title: script.title,
    lines: script.lines,
    shots: script.shots.map((s) => ({
      size: s.shot_size_id,
      scale: s.shot_scale,
      duration: s.duration_seconds,
      picture: s.picture,
      lines: s.lines,
      notes: s.notes,
    })),
    contentLines: script.content_lines,
  };
}

/** The finished script once it arrived, else what the streamed text holds so far. */
export const useScriptDraft = (answer: string, script: ScriptInput | null): ScriptDraft =>
  useMemo(() => (script ? draftOfScript(script) : scriptDraft(answer)), [answer, script]);
