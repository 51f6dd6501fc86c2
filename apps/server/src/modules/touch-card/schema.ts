/**
 * Touch cards (issue 14, docs/decisions/025-touch-cards.md): a card of `nfc_cards` may carry a
 * store page (its settings), ordered function items, group-buy packages resolved in the
 * background, and a daily roll-up of its tap data.
 */
import type { TouchCardItemSettings, TouchCardSettings } from '@vidmatrix/contract/touch-card';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns';
// Foreign keys only: a schema file may name another owner's table for a reference, never query it.
import { nfcCards } from '../distribution/schema';
import { teams } from '../team/schema';

/** The store page of a card: present once the merchant saved its settings. */
export const touchCardPages = pgTable('touch_card_pages', {
  code: text('code')
    .primaryKey()
    .references(() => nfcCards.code, { onDelete: 'cascade' }),
  teamId: integer('team_id')
    .notNull()
    .references(() => teams.id),
  /** Validated by the contract (touchCardSettings) before it is written. */
  settings: jsonb('settings').$type<TouchCardSettings>().notNull(),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const touchCardItems = pgTable(
  'touch_card_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 4_000_001 }),
    code: text('code')
      .notNull()
      .references(() => nfcCards.code, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    /** The item's settings without its kind's packages (touchCardItemSettings). */
    settings: jsonb('settings').$type<TouchCardItemSettings>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('touch_card_items_code_idx').on(t.code, t.position)],
);

export const GROUP_BUY_ROW_STATES = ['generating', 'ready', 'failed'] as const;

/**
 * A pasted group-buy link. The row is the truth: `generating` rows are resolved by whichever
 * process holds the lease (`lease_until`), so a crash leaves them for the next sweep.
 */
export const touchCardPackages = pgTable(
  'touch_card_packages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 4_100_001 }),
    itemId: integer('item_id')
      .notNull()
      .references(() => touchCardItems.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    shareText: text('share_text').notNull(),
    link: text('link').notNull(),
    state: text('state', { enum: GROUP_BUY_ROW_STATES }).notNull().default('generating'),
    dealTitle: text('deal_title'),
    dealUrl: text('deal_url'),
    /** Why resolving failed, for the log and the console (an untranslated reason). */
    failure: text('failure'),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: at('lease_until'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('touch_card_packages_item_idx').on(t.itemId),
    index('touch_card_packages_generating_idx')
      .on(t.leaseUntil)
      .where(sql`state = 'generating'`),
    check('touch_card_packages_state_check', sql`${t.state} in ('generating', 'ready', 'failed')`),
  ],
);

/**
 * Tap data per card and day (Asia/Shanghai): `metric` is `taps`, `click:<kind>`,
 * `copies_generated`, `copies_copied` or `posts_started`. Events are added here as they are
 * recorded, so /PenCardData reads at most a few hundred rows whatever the event volume.
 */
export const touchCardDaily = pgTable(
  'touch_card_daily',
  {
    code: text('code')
      .notNull()
      .references(() => nfcCards.code, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.code, t.day, t.metric] })],
);
