import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { ORIENTATIONS, SCRIPT_TYPES, script, scriptInput } from './script-model';
import { idField, INT_MAX, safeString } from './input-fields';

/**
 * Scripts of the merchant console and AI script writing (issue 6; docs/decisions/013). The script
 * shapes themselves live in script-model.ts, shared with the share pages.
 */

export const AI_SOURCES = ['openai', 'template'] as const;
export type AiSource = (typeof AI_SOURCES)[number];

const id = idField;

/** What the list shows: no long texts, so a page of 20 stays small. */
export const scriptSummary = script.pick({
  id: true,
  title: true,
  type: true,
  orientation: true,
  expected_duration_seconds: true,
  word_count: true,
  ai_generated: true,
  ai_source: true,
  created_at: true,
  updated_at: true,
});
export type ScriptSummary = z.infer<typeof scriptSummary>;

export const listScripts = defineEndpoint({
  method: 'GET',
  path: '/member/copywriting/scripts',
  summary: "Merchant / team administrator: the team's scripts, last edited first, optionally by title",
  tags: ['copywriting'],
  auth: 'token',
  query: z.object({
    page: z.coerce.number().int().min(1).max(INT_MAX).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(20),
    title: safeString().trim().max(100, { error: 'text_too_long' }).optional(),
  }),
  response: z.object({
    items: z.array(scriptSummary),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
});

export const getScript = defineEndpoint({
  method: 'GET',
  path: '/member/copywriting/scripts/info',
  summary: 'Merchant / team administrator: one script of the team',
  tags: ['copywriting'],
  auth: 'token',
  query: z.object({ id }),
  response: z.object({ script }),
});

/**
 * `ai_source` says which writer filled the editor (null: written by hand). The server derives
 * `ai_generated` from it and never drops the label of a script the AI once wrote.
 */
export const scriptWrite = scriptInput.extend({
  ai_source: z.enum(AI_SOURCES).nullable().default(null),
});
export type ScriptWrite = z.input<typeof scriptWrite>;

export const createScript = defineEndpoint({
  method: 'POST',
  path: '/member/copywriting/scripts/create',
  summary: 'Merchant / team administrator: create a script (the server counts its words)',
  tags: ['copywriting'],
  auth: 'token',
  body: scriptWrite,
  response: z.object({ script }),
});

export const updateScript = defineEndpoint({
  method: 'POST',
  path: '/member/copywriting/scripts/update',
  summary: 'Merchant / team administrator: replace a script',
  tags: ['copywriting'],
  auth: 'token',
  body: scriptWrite.extend({ id }),
  response: z.object({ script }),
});

export const deleteScript = defineEndpoint({
  method: 'POST',
  path: '/member/copywriting/scripts/delete',
  summary: 'Merchant / team administrator: delete a script (its share links go with it)',
  tags: ['copywriting'],
  auth: 'token',
  body: z.object({ id }),
  response: z.object({ id: z.number().int() }),
});

export const AI_DURATION_MIN = 5;
export const AI_DURATION_MAX = 600;

export const AI_SHOTS_MIN = 3;
export const AI_SHOTS_MAX = 12;
export const AI_TONES = ['friendly', 'lively', 'premium'] as const;
export type AiTone = (typeof AI_TONES)[number];

export const aiBrief = z.object({
  product: safeString({ error: 'copywriting_product_required' })
    .trim()
    .min(1, { error: 'copywriting_product_required' })
    .max(200, { error: 'text_too_long' }),
  /** One per line (or separated by commas, semicolons or 、); see sellingPoints(). */
  selling_points: safeString().trim().max(500, { error: 'text_too_long' }).default(''),
  audience: safeString().trim().max(200, { error: 'text_too_long' }).default(''),
  tone: z.enum(AI_TONES).default('friendly'),
  duration_seconds: z.coerce.number().int().min(AI_DURATION_MIN).max(AI_DURATION_MAX),
  /** Shot-by-shot only; absent or null: the writer decides from the duration. */
  shot_count: z.coerce.number().int().min(AI_SHOTS_MIN).max(AI_SHOTS_MAX).nullish(),
  orientation: z.enum(ORIENTATIONS),
  type: z.enum(SCRIPT_TYPES),
});
export type AiBriefInput = z.input<typeof aiBrief>;

const POINT_SEPARATORS = /[\n,;，；、。]+/;

/**
 * The brief's selling points as a list. With none given, a product text such as "桂花拿铁，现磨
 * 咖啡豆，少糖" is read as its name and its points: merchants often type everything there.
 */
export function sellingPoints(brief: Pick<AiBrief, 'product' | 'selling_points'>): {
  name: string;
  points: string[];
} {
  const clauses = (text: string) =>
    text
      .split(POINT_SEPARATORS)
      .map((p) => p.trim())
      .filter(Boolean);
  const [first = brief.product, ...rest] = clauses(brief.product);
  const listed = clauses(brief.selling_points);
  return { name: first, points: [...new Set(listed.length > 0 ? listed : rest)] };
}
export type AiBrief = z.output<typeof aiBrief>;

/**
 * One line of the ai-write stream, each inside its own `{code: 0, message, data}` envelope:
 * `start` (which writer answers), `progress` (text deltas as they are generated), then one
 * `result`. A failure after the stream began arrives as an envelope with code 32004. The deltas
 * join into the JSON document of the writers; the console shows them as a draft script (title,
 * shot cards) read with a tolerant parser, never as text (docs/decisions/013).
 */
export const aiWriteChunk = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), ai_source: z.enum(AI_SOURCES) }),
  z.object({ type: z.literal('progress'), text: z.string() }),
  z.object({ type: z.literal('result'), ai_source: z.enum(AI_SOURCES), script: scriptInput }),
]);
export type AiWriteChunk = z.infer<typeof aiWriteChunk>;

export const aiWrite = defineEndpoint({
  method: 'POST',
  path: '/member/copywriting/ai-write',
  summary:
    'Merchant / team administrator: write a script from a brief, streamed as NDJSON envelopes (start, progress…, result)',
  tags: ['copywriting'],
  auth: 'token',
  body: aiBrief,
  response: aiWriteChunk,
});
