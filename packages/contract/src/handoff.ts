import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idField } from './input-fields';

/**
 * `/yixiaoer` (issue 17): a merchant hands an activity's videos to an external matrix-publishing
 * desktop tool. The reply is a ZIP, streamed as it is built: `videos/<nn>-<title>.mp4` and
 * `captions.csv` (file, title, caption, hashtags, duration) — decision 028.
 */
export const exportActivity = defineEndpoint({
  method: 'POST',
  path: '/member/console/activity_export',
  summary:
    "Merchant / team administrator: an activity's ready videos and a CSV of their captions, as a streamed ZIP",
  tags: ['console'],
  auth: 'token',
  body: z.object({ activity_id: idField }),
  // Never an envelope on success: the bytes of the ZIP. Errors are the usual JSON envelope.
  response: z.string().meta({ format: 'binary', description: 'The ZIP file' }),
});

/** Reply headers the page reads to show progress before the ZIP is complete. */
export const EXPORT_HEADERS = {
  /** Bytes the ZIP will have (stored, not deflated: videos do not compress). */
  bytes: 'x-export-bytes',
  /** Videos in it. */
  files: 'x-export-files',
} as const;
