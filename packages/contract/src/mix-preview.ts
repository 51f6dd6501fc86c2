import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idField } from './input-fields';

/**
 * One rendered preview variant of a mix project before committing to a render (issue 25,
 * docs/decisions/030-mixing-studio.md): the plan's first variant, rendered on the job runner into
 * a file of its own — never the library, a pool or the quota. A preview of an unchanged recipe
 * is served again without rendering.
 */

export const MIX_PREVIEW_STATES = ['none', 'rendering', 'done', 'failed'] as const;
export type MixPreviewState = (typeof MIX_PREVIEW_STATES)[number];

export const mixPreview = z.object({
  /** `none`: no preview of the project's current recipe was asked for (only the GET answers it). */
  state: z.enum(MIX_PREVIEW_STATES),
  /** The preview's signed link (done). */
  url: z.string().optional(),
  /** Its length in seconds, as planned (done). */
  duration: z.number().optional(),
  /** Translated reason (failed). */
  error: z.string().optional(),
});
export type MixPreview = z.infer<typeof mixPreview>;

export const startMixPreview = defineEndpoint({
  method: 'POST',
  path: '/member/mix/projects/preview',
  summary:
    "Merchant: renders the plan's first variant of a project's saved recipe as a preview (served again while the recipe is unchanged)",
  tags: ['mix'],
  auth: 'token',
  body: z.object({ id: idField }),
  response: mixPreview,
});

export const mixPreviewInfo = defineEndpoint({
  method: 'GET',
  path: '/member/mix/projects/preview',
  summary: "Merchant: the preview of a project's current recipe: rendering, done (a signed link) or failed",
  tags: ['mix'],
  auth: 'token',
  query: z.object({ id: idField }),
  response: mixPreview,
});
