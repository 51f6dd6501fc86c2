/** Platform webhook deliveries already handled (issue 3). Owned by modules/webhooks. */
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Webhook deliveries already handled, keyed by the platform's message id (`Msg-Id`): retries are no-ops. */
export const platformWebhookEvents = pgTable(
  'platform_webhook_events',
  {
    platform: text('platform').notNull(),
    msgId: text('msg_id').notNull(),
    event: text('event').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.platform, t.msgId] })],
);
