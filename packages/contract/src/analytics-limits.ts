/**
 * The analytics batching numbers and path, free of zod: the visitor pages' analytics client
 * reads them without pulling the schema library into their chunks (decision 004, issue 12).
 */

/** Client batching rule of spec §9: send at 5 events or after 5 s, whichever comes first. */
export const ANALYTICS_BATCH_SIZE = 5;
export const ANALYTICS_FLUSH_MS = 5000;
/** A page can queue a burst; the server refuses batches bigger than this. */
export const ANALYTICS_MAX_BATCH = 50;
/** Where batches are posted (under the API prefix). */
export const ANALYTICS_EVENTS_PATH = '/open/analytics/events';
