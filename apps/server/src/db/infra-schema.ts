/**
 * The tables of the infrastructure, not of a feature: `app_meta` (facts about this database, such
 * as the demo-seed version, demo/seed.ts) and `auth_throttle`, the database store of the rate-limit
 * counters every module uses (plugins/counters.ts; its name is older than that use). Modules never
 * import this file: they count through `app.counters` (lint/table-owners.js).
 */
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { at } from './columns';

/** Small facts about this database itself, e.g. which demo-seed version it holds. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Fixed-window counters for brute-force limits (login and code checks per account and per IP).
 * In the database so that every server process sees the same counts; with REDIS_URL they live
 * in Redis and this table is the fallback (plugins/counters.ts, decision 016).
 */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
