import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idField, safeString } from './input-fields';

/**
 * The mixing studio (issue 25, docs/decisions/030-mixing-studio.md): a merchant sorts library
 * clips into scenes, the server plans pairwise-distinct variants (mix-plan.ts) and renders them
 * on the job runner into the library and an activity's claim pool.
 */

export const MIX_TITLE_MAX = 60;
export const MIX_SCENES_MAX = 8;
export const MIX_SHOTS_PER_SCENE_MAX = 20;
export const MIX_CAPTION_MAX = 40;
export const MIX_CAPTION_LINES_MAX = 200;
/** The most variants one render may ask for (the plan may allow fewer). */
export const MIX_RENDER_COUNT_MAX = 1000;
/** The opening seconds re-encoded with the variant's caption. */
export const MIX_CAPTION_SECONDS = 2;

/** Output sizes the studio renders: 9:16 (720p default, 1080p) and 16:9. */
export const MIX_OUTPUTS = [
  { width: 720, height: 1280 },
  { width: 1080, height: 1920 },
  { width: 1280, height: 720 },
] as const;
export const MIX_DEFAULT_OUTPUT = MIX_OUTPUTS[0];

export const MIX_RENDER_STATUSES = ['queued', 'rendering', 'done', 'failed', 'cancelled'] as const;
export type MixRenderStatus = (typeof MIX_RENDER_STATUSES)[number];
export const MIX_VARIANT_STATES = ['pending', 'queued', 'rendering', 'done', 'failed', 'cancelled'] as const;
export type MixVariantState = (typeof MIX_VARIANT_STATES)[number];

/** The shortest window of a clip a shot may be trimmed to (seconds). */
export const MIX_TRIM_MIN_SECONDS = 1;

/**
 * The part of a shot's clip that may play (seconds into the clip). The server checks that the
 * clip is a shot of the scene and that the window lies within the clip (35006, translated).
 */
export const mixTrim = z.object({
  clip_id: idField,
  in_s: z.number().min(0).max(3600),
  out_s: z.number().min(0).max(3600),
});
export type MixTrim = z.infer<typeof mixTrim>;

const sceneInput = z.object({
  name: safeString().trim().min(1).max(MIX_TITLE_MAX),
  clip_ids: z.array(idField).max(MIX_SHOTS_PER_SCENE_MAX),
  fixed: z.enum(['first', 'last']).optional(),
  /** Per-shot in/out windows; a shot without one plays from its start. */
  trims: z.array(mixTrim).max(MIX_SHOTS_PER_SCENE_MAX).optional(),
});

const outputInput = z
  .object({ width: z.number().int(), height: z.number().int() })
  .refine((o) => MIX_OUTPUTS.some((m) => m.width === o.width && m.height === o.height), {
    message: 'one of 720×1280, 1080×1920, 1280×720',
  });

const lengthInput = z
  .object({ min_s: z.number().min(1).max(600), max_s: z.number().min(1).max(600) })
  .refine((l) => l.min_s <= l.max_s, { message: 'min_s must not exceed max_s', path: ['max_s'] });

export const mixProjectInput = z.object({
  title: safeString().trim().min(1).max(MIX_TITLE_MAX),
  scenes: z.array(sceneInput).min(1).max(MIX_SCENES_MAX),
  output: outputInput.optional(),
  length: lengthInput.optional(),
  /** Library videos whose sound plays under the clips (one per variant, in turn). */
  bgm_ids: z.array(idField).max(10).optional(),
  /** 0–100: the music's level under the clips' own sound; 100 replaces it. */
  bgm_level: z.number().int().min(0).max(100).optional(),
  /** Opening lines, burned into the first seconds, one per variant in turn. */
  caption_lines: z
    .array(safeString().trim().min(1).max(MIX_CAPTION_MAX))
    .max(MIX_CAPTION_LINES_MAX)
    .optional(),
});
export type MixProjectInput = z.input<typeof mixProjectInput>;

const shot = z.object({
  id: z.number().int(),
  title: z.string(),
  cover_url: z.string(),
  duration: z.number(),
  /** False once the clip was deleted from the library: the scene needs another one. */
  available: z.boolean(),
  /** The window that may play: the trim, or the whole clip (0 and its duration). */
  in_s: z.number(),
  out_s: z.number(),
});

export const mixScene = z.object({
  name: z.string(),
  fixed: z.enum(['first', 'last']).nullable(),
  clip_ids: z.array(z.number().int()),
  /** The trims as saved (shots without one are absent). */
  trims: z.array(mixTrim),
  shots: z.array(shot),
});

export const mixProject = z.object({
  id: z.number().int(),
  title: z.string(),
  scenes: z.array(mixScene),
  output: z.object({ width: z.number().int(), height: z.number().int() }),
  length: z.object({ min_s: z.number(), max_s: z.number() }).nullable(),
  bgm_ids: z.array(z.number().int()),
  bgm_level: z.number().int(),
  caption_lines: z.array(z.string()),
  /** How many pairwise-distinct variants these shots allow: no render asks for more. */
  distinct_max: z.number().int(),
  /** Shots to add per scene (scene order) for the next higher count; null when none helps. */
  hint: z.object({ add: z.array(z.number().int()), distinct_max: z.number().int() }).nullable(),
  /** The first variants of the plan: shot ids in play order and the opening line. */
  storyboard: z.array(z.object({ shot_ids: z.array(z.number().int()), caption: z.string() })),
  created_at: z.string(),
});
export type MixProject = z.infer<typeof mixProject>;

export const createMixProject = defineEndpoint({
  method: 'POST',
  path: '/member/mix/projects/create',
  summary: 'Merchant: a mix project — scenes of library clips, output, length, music and opening lines',
  tags: ['mix'],
  auth: 'token',
  body: mixProjectInput,
  response: z.object({ id: z.number().int() }),
});

export const updateMixProject = defineEndpoint({
  method: 'POST',
  path: '/member/mix/projects/update',
  summary: "Merchant: replaces a mix project's recipe (renders already started keep theirs)",
  tags: ['mix'],
  auth: 'token',
  body: mixProjectInput.extend({ id: idField }),
  response: z.object({ id: z.number().int() }),
});

export const mixProjectInfo = defineEndpoint({
  method: 'GET',
  path: '/member/mix/projects/info',
  summary: 'Merchant: a mix project with its distinct count, the hint to raise it and a storyboard',
  tags: ['mix'],
  auth: 'token',
  query: z.object({ id: idField }),
  response: mixProject,
});

export const mixProjectSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  scenes: z.number().int(),
  shots: z.number().int(),
  distinct_max: z.number().int(),
  created_at: z.string(),
});

export const listMixProjects = defineEndpoint({
  method: 'GET',
  path: '/member/mix/projects/list',
  summary: "Merchant: the team's mix projects, newest first",
  tags: ['mix'],
  auth: 'token',
  response: z.object({ items: z.array(mixProjectSummary) }),
});

export const createMixRender = defineEndpoint({
  method: 'POST',
  path: '/member/mix/renders/create',
  summary: "Merchant: renders `count` distinct variants of a project into an activity's claim pool",
  tags: ['mix'],
  auth: 'token',
  body: z.object({
    project_id: idField,
    count: z.number().int().min(1).max(MIX_RENDER_COUNT_MAX),
    activity_id: idField,
  }),
  response: z.object({ id: z.number().int() }),
});

export const mixVariant = z.object({
  index: z.number().int(),
  state: z.enum(MIX_VARIANT_STATES),
  caption: z.string(),
  /** The finished variant's title and publish caption (topics included), written per variant; null before. */
  title: z.string().nullable(),
  post_caption: z.string().nullable(),
  /** Title and caption written by an AI provider: shown labelled "AI-generated" (decision 013). */
  ai_generated: z.boolean(),
  /** Translated reason of a failed variant. */
  error: z.string().nullable(),
});

export const mixRenderInfo = defineEndpoint({
  method: 'GET',
  path: '/member/mix/renders/info',
  summary: 'Merchant: a render’s progress per variant and its finished videos (signed links)',
  tags: ['mix'],
  auth: 'token',
  query: z.object({ id: idField }),
  response: z.object({
    id: z.number().int(),
    project_id: z.number().int(),
    activity_id: z.number().int(),
    status: z.enum(MIX_RENDER_STATUSES),
    total: z.number().int(),
    done: z.number().int(),
    failed: z.number().int(),
    /** Translated reason when the whole render stopped (a clip that cannot be read). */
    error: z.string().nullable(),
    variants: z.array(mixVariant),
    videos: z.array(
      z.object({
        mixed_video_id: z.number().int(),
        library_video_id: z.number().int(),
        title: z.string(),
        /** The caption a visitor publishes it with: written for this variant, the activity's topics appended. */
        caption: z.string(),
        /** Title and caption written by an AI provider (decision 013's label). */
        ai_generated: z.boolean(),
        url: z.string(),
        cover_url: z.string(),
        duration: z.number(),
      }),
    ),
  }),
});

export const listMixRenders = defineEndpoint({
  method: 'GET',
  path: '/member/mix/renders/list',
  summary: "Merchant: a project's renders, newest first",
  tags: ['mix'],
  auth: 'token',
  query: z.object({ project_id: idField }),
  response: z.object({
    items: z.array(
      z.object({
        id: z.number().int(),
        activity_id: z.number().int(),
        status: z.enum(MIX_RENDER_STATUSES),
        total: z.number().int(),
        done: z.number().int(),
        failed: z.number().int(),
        created_at: z.string(),
      }),
    ),
  }),
});

export const cancelMixRender = defineEndpoint({
  method: 'POST',
  path: '/member/mix/renders/cancel',
  summary: 'Merchant: stops a render; finished variants stay in the library and the pool',
  tags: ['mix'],
  auth: 'token',
  body: z.object({ id: idField }),
  response: z.object({ id: z.number().int() }),
});

export const retryMixRender = defineEndpoint({
  method: 'POST',
  path: '/member/mix/renders/retry',
  summary: "Merchant: renders a render's failed variants again",
  tags: ['mix'],
  auth: 'token',
  body: z.object({ id: idField }),
  response: z.object({ id: z.number().int(), retried: z.number().int() }),
});
