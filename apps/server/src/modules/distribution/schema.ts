/**
 * Distribution (issue 3, docs/decisions/005-claim-engine.md): stores, activities, their video
 * pools, claimers and NFC cards. Owned by modules/distribution; other modules (console, upload,
 * share, touch-card, mix, handoff, platform-tasks) ask its service.ts. Demo visibility is decided
 * in one place, visibility.ts.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
// Foreign keys only: a schema file may name another owner's table for a reference, never query it.
import { teams } from '../team/schema';

/** A shop: where its activities' videos say they were shot (spec §3 poi_param). */
export const stores = pgTable('stores', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 10_001 }),
  teamId: integer('team_id')
    .notNull()
    .references(() => teams.id),
  name: text('name').notNull(),
  province: text('province').notNull().default(''),
  city: text('city').notNull().default(''),
  district: text('district').notNull().default(''),
  address: text('address').notNull().default(''),
  poiName: text('poi_name').notNull().default(''),
  createdAt: createdAt(),
});

export const ACTIVITY_STATUSES = ['active', 'paused', 'ended'] as const;

/**
 * A campaign: a pool of videos handed out one per claimer. Ids start at 10001 so the demo's
 * fixed ids (1001–1003) can be inserted explicitly without ever meeting the sequence.
 */
export const activities = pgTable(
  'activities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 10_001 }),
    /** The brand whose hosts serve it; other brands answer "activity id does not exist". */
    brandKey: text('brand_key').notNull(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    storeId: integer('store_id').references(() => stores.id),
    title: text('title').notNull(),
    platforms: text('platforms').array().notNull(),
    status: text('status', { enum: ACTIVITY_STATUSES }).notNull().default('active'),
    lockSeconds: integer('lock_seconds').notNull().default(43_200),
    /** Videos one claimer may take (download/publish reports); null = no limit. */
    claimLimit: integer('claim_limit'),
    hashtags: text('hashtags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** `{title}` and `{store}` are filled in; the hashtags follow. */
    captionTemplate: text('caption_template').notNull().default('{title}'),
    /**
     * Set only by the demo seed: the README's demo links (activity 1001, card DEMO-NFC-01…) then
     * answer visitors on every brand host. Member and console reads ignore it (brand-scoped).
     */
    demo: boolean('demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('activities_status_check', sql`${t.status} in ('active', 'paused', 'ended')`),
    check('activities_lock_check', sql`${t.lockSeconds} > 0`),
    check('activities_limit_check', sql`${t.claimLimit} is null or ${t.claimLimit} > 0`),
  ],
);

export const VIDEO_STATES = ['processing', 'ready', 'failed'] as const;

/**
 * One mixed video of an activity's pool. The claim engine's hot row: a claim writes only
 * locked_by/locked_until, which no index covers, so PostgreSQL updates it in place (HOT) and
 * writes no index entries. "Locked" is derived (locked_until > now()), so a lock's end needs no
 * write and no sweeper. The table is created with fillfactor 80 (migration 0002) to leave room
 * on each page for those in-place updates.
 */
export const videos = pgTable(
  'videos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1_000_001 }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    title: text('title').notNull(),
    /**
     * The video's own publish caption, without topics (a mix variant's, copied from its library
     * video); null: the activity's caption template. The activity's hashtags follow either way.
     */
    caption: text('caption'),
    /** Storage key: `demo/<file>` (shipped clips) or a path under MEDIA_DIR. */
    fileKey: text('file_key').notNull(),
    coverKey: text('cover_key').notNull(),
    durationSeconds: doublePrecision('duration_seconds').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    state: text('state', { enum: VIDEO_STATES }).notNull().default('ready'),
    /** Random position in the activity's pool: a claim probes the first free key ≥ a random value. */
    drawKey: integer('draw_key')
      .notNull()
      .default(sql`(floor(random() * 2147483647))::int`),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Set by a download/publish report: never handed out again. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: text('published_by'),
    /** Proof of posting (platform webhook or publish result). */
    postedAt: timestamp('posted_at', { withTimezone: true }),
    /**
     * The team-library video this pool entry was added from (issue 5); null for seeded clips.
     * Never changes after insert, so its index does not cost the claim its in-place update.
     */
    libraryVideoId: integer('library_video_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('videos_activity_library_idx')
      .on(t.activityId, t.libraryVideoId)
      .where(sql`library_video_id is not null`),
    // Partial on what rarely changes: a video leaves it once, when published.
    index('videos_draw_idx')
      .on(t.activityId, t.drawKey)
      .where(sql`published_at is null and state = 'ready'`),
    check('videos_state_check', sql`${t.state} in ('processing', 'ready', 'failed')`),
  ],
);

/**
 * One row per (activity, claimer): the claim limit's counter, the video held now (so a re-fetch
 * finds it by primary key, without scanning the pool) and the funnel counters. No foreign key on
 * activity_id on purpose: every first claim inserts here, and the key check would take a share
 * lock on the one activity row from every concurrent claimer.
 */
export const claimers = pgTable(
  'claimers',
  {
    activityId: integer('activity_id').notNull(),
    /** `visitor-id`, or `ks:<authorize_id>` for a Kuaishou authorization. */
    claimer: text('claimer').notNull(),
    heldVideoId: integer('held_video_id'),
    /** Videos taken (download/publish reported): the claim limit counts these. */
    taken: integer('taken').notNull().default(0),
    views: integer('views').notNull().default(0),
    claims: integer('claims').notNull().default(0),
    posted: integer('posted').notNull().default(0),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.claimer] })],
);

export const NFC_CARD_STATUSES = ['enabled', 'disabled'] as const;

/**
 * A touch card: its code is in the short URL written on the tag (GET /n/:code). A card created in
 * the console may be unbound (no activity yet); /n/<code> then answers "NFC card info not obtained".
 */
export const nfcCards = pgTable(
  'nfc_cards',
  {
    code: text('code').primaryKey(),
    /** Owner; null only for cards seeded before issue 5 (their activity names the team). */
    teamId: integer('team_id').references(() => teams.id),
    activityId: integer('activity_id').references(() => activities.id),
    platform: text('platform').notNull(),
    status: text('status', { enum: NFC_CARD_STATUSES }).notNull().default('enabled'),
    /** Where the card sits ("table 4", "counter"): merchants print many. */
    label: text('label').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('nfc_cards_activity_idx').on(t.activityId),
    index('nfc_cards_team_idx').on(t.teamId),
    check('nfc_cards_status_check', sql`${t.status} in ('enabled', 'disabled')`),
  ],
);

/**
 * One Douyin share id per signed share link (the link's `state`), written by the claim itself
 * (claim-sql.ts). No foreign keys: ids refer to the activity and video by value. The `create_video` webhook names
 * the share id: this row says which claimed video of which activity it was, and when it was posted.
 */
export const douyinShares = pgTable(
  'douyin_shares',
  {
    shareId: text('share_id').primaryKey(),
    brandKey: text('brand_key').notNull(),
    activityId: bigint('activity_id', { mode: 'number' }).notNull(),
    /** The distribution video (`mixed_video_id` on the wire). */
    videoId: bigint('video_id', { mode: 'number' }).notNull(),
    /** Douyin's item id of the published video, from the webhook. */
    itemId: text('item_id'),
    /** Douyin's open id of the account that posted, from the webhook. */
    posterOpenId: text('poster_open_id'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('douyin_shares_activity_video_idx').on(t.activityId, t.videoId)],
);
