import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** Client batching rule of spec §9: send at 5 events or after 5 s, whichever comes first. */
export const ANALYTICS_BATCH_SIZE = 5;
export const ANALYTICS_FLUSH_MS = 5000;
/** A page can queue a burst; the server refuses batches bigger than this. */
export const ANALYTICS_MAX_BATCH = 50;

export const analyticsEvent = z.object({
  name: z.string().min(1).max(64),
  /** Milliseconds since the epoch, from the client's clock. */
  ts: z.number().int().nonnegative(),
  path: z.string().max(512),
  props: z.record(z.string(), z.union([z.string().max(512), z.number(), z.boolean(), z.null()])).optional(),
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
