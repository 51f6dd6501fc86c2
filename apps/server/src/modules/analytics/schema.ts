/** Client analytics events (spec §9). Owned by modules/analytics. */
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Client analytics events (spec §9): append-only, read later by the merchant console's click data. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandKey: text('brand_key').notNull(),
    visitorId: text('visitor_id'),
    name: text('name').notNull(),
    path: text('path').notNull(),
    props: jsonb('props').$type<Record<string, string | number | boolean | null>>(),
    clientTs: timestamp('client_ts', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Click data is read per brand over a time window.
  (t) => [index('analytics_events_brand_created_idx').on(t.brandKey, t.createdAt)],
);
