import { z } from 'zod';
import { safeString } from './input-fields';

/**
 * The script of spec §3, as the wire carries it. Shared by the copywriting feature (create, edit,
 * AI writing) and the share feature (/shareScriptDetail), so both render one shape.
 */
export const SCRIPT_TYPES = ['shot', 'whole'] as const;
export const ORIENTATIONS = ['9:16', '16:9'] as const;

/** Spec §3 shot-size ids: 1 shot type label, 2 long, 3 near, 4 medium, 5 close-up, 6 full shot. */
export const SHOT_SIZE_IDS = [1, 2, 3, 4, 5, 6] as const;
/** Spec §3 "shot scale options elsewhere". */
export const SHOT_SCALES = ['panorama', 'special', 'medium', 'close_up', 'far'] as const;

export const TEXT_MAX = 5000;
const text = (max = TEXT_MAX) => safeString().max(max, { error: 'text_too_long' });

export const scriptShot = z.object({
  shot_size_id: z.union(SHOT_SIZE_IDS.map((n) => z.literal(n))),
  shot_scale: z.enum(SHOT_SCALES),
  duration_seconds: z.number().min(0).max(3600),
  /** What the picture shows. */
  picture: text(2000),
  lines: text(2000),
  notes: text(2000),
});
export type ScriptShot = z.infer<typeof scriptShot>;

/** What an author writes; the server adds id, word count and times. */
export const scriptInput = z.object({
  title: safeString({ error: 'title_required' })
    .trim()
    .min(1, { error: 'title_required' })
    .max(100, { error: 'text_too_long' }),
  type: z.enum(SCRIPT_TYPES),
  orientation: z.enum(ORIENTATIONS),
  expected_duration_seconds: z.number().int().min(0).max(3600),
  lines: text(),
  reference_video: text(500),
  basic_info: text(),
  other_info: text(),
  scene_requirements: text(),
  content_points: text(),
  /** Rich text: only the sanitiser's basic tags survive on display. */
  content: text(20_000),
  content_lines: z.array(text(2000)).max(200),
  shots: z.array(scriptShot).max(100),
});
export type ScriptInput = z.infer<typeof scriptInput>;

export const script = scriptInput.extend({
  id: z.number().int(),
  word_count: z.number().int(),
  ai_generated: z.boolean(),
  /** `openai` (the configured model) or `template` (the built-in writer); null when written by hand. */
  ai_source: z.enum(['openai', 'template']).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Script = z.infer<typeof script>;
