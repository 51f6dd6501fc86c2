import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { EPOCH_MS_MAX, safeString } from './input-fields';

/** Client batching rule of spec §9: send at 5 events or after 5 s, whichever comes first. */
export const ANALYTICS_BATCH_SIZE = 5;
export const ANALYTICS_FLUSH_MS = 5000;
/** A page can queue a burst; the server refuses batches bigger than this. */
export const ANALYTICS_MAX_BATCH = 50;
/** Properties per event: with the lengths below, one event stays under about 10 KB. */
export const ANALYTICS_MAX_PROPS = 16;
/** Largest accepted batch in bytes (a full batch of ordinary events is a few KB). */
export const ANALYTICS_MAX_BODY_BYTES = 64 * 1024;

export const analyticsEvent = z.object({
  name: safeString().min(1).max(64),
  /** Milliseconds since the epoch, from the client's clock. */
  ts: z.number().int().nonnegative().max(EPOCH_MS_MAX),
  path: safeString().max(512),
  props: z
    .record(safeString().min(1).max(64), z.union([safeString().max(512), z.number(), z.boolean(), z.null()]))
    .refine((props) => Object.keys(props).length <= ANALYTICS_MAX_PROPS, {
      message: `at most ${ANALYTICS_MAX_PROPS} properties`,
    })
    .optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEvent>;

export const postAnalyticsEvents = defineEndpoint({
  method: 'POST',
  path: '/open/analytics/events',
  summary: 'Store a batch of client analytics events',
  tags: ['analytics'],
  auth: 'public',
  body: z.object({ events: z.array(analyticsEvent).min(1).max(ANALYTICS_MAX_BATCH) }),
  response: z.object({ stored: z.number().int() }),
});
