import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { ANALYTICS_EVENTS_PATH, ANALYTICS_MAX_BATCH } from './analytics-limits';
import { EPOCH_MS_MAX, safeString } from './input-fields';

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
  path: ANALYTICS_EVENTS_PATH,
  summary: 'Store a batch of client analytics events',
  tags: ['analytics'],
  auth: 'public',
  body: z.object({
    events: z.array(analyticsEvent).min(1).max(ANALYTICS_MAX_BATCH),
    /** A beacon cannot send the `visitor-id` header: it comes in the body then. */
    visitor_id: safeString().max(64).optional(),
  }),
  response: z.object({ stored: z.number().int() }),
});

/** One stored event as the development read-back shows it. */
const storedEvent = z.object({
  name: z.string(),
  path: z.string(),
  brand: z.string(),
  props: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
});

export const devAnalyticsEvents = defineEndpoint({
  method: 'GET',
  path: '/dev/analytics_events',
  summary: "Development only: one visitor's stored analytics events, oldest first",
  tags: ['dev'],
  auth: 'public',
  query: z.object({ visitor_id: safeString().min(1).max(64) }),
  response: z.object({ events: z.array(storedEvent) }),
});
