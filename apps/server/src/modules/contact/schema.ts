/** Book-a-demo requests (issue 4). Owned by modules/contact. */
import { bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/** Contact / book-a-demo form submissions, read by product consultants. */
export const demoRequests = pgTable(
  'demo_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandKey: text('brand_key').notNull(),
    name: text('name').notNull(),
    company: text('company').notNull(),
    phone: text('phone').notNull(),
    language: text('language').notNull(),
    // 'landing' or 'traffic_guide' (contract DEMO_REQUEST_SOURCES).
    source: text('source').notNull().default('landing'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('demo_requests_brand_created_idx').on(t.brandKey, t.createdAt)],
);
