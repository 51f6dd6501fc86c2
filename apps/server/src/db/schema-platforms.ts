/**
 * Tables of the platform integrations (issue 3: Douyin share ids and webhook, Kuaishou OAuth and
 * publish tasks). Owned by the platform-integrations work; written here, in its own file, so that
 * it does not collide with `schema.ts`.
 *
 * Migrations: this file is in `drizzle.config.ts`'s schema list and its tables were created by
 * migration 0001. Whoever changes it next runs `npm run db:generate` (the claim-engine work owns
 * that command during issue 3). No foreign keys on purpose: ids refer to the distribution tables
 * by value (activity id, mixed video id), so this file does not depend on `schema.ts`.
 */
import { bigint, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * One Douyin share id per signed share link (the link's `state`). The `create_video` webhook names
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

/**
 * A claimer's Kuaishou authorization (OAuth, scopes user_info + user_video_publish). The page only
 * ever holds `id` (the `authorize_id`), never the tokens.
 */
export const kuaishouAuthorizations = pgTable(
  'kuaishou_authorizations',
  {
    /** `authorize_id`: random, unguessable. */
    id: text('id').primaryKey(),
    brandKey: text('brand_key').notNull(),
    /** Which Kuaishou app issued the tokens (a brand's app may change; old tokens stay with theirs). */
    appId: text('app_id').notNull(),
    openId: text('open_id').notNull(),
    accessToken: text('access_token').notNull(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    refreshToken: text('refresh_token').notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }),
    scopes: text('scopes').notNull(),
    /**
     * The token key (TOKEN_ENCRYPTION_KEYS) the two token columns are encrypted with; null only for
     * rows written before issue 15, which the start-up step encrypts (decision 026).
     */
    keyId: text('key_id'),
    /** The activity the claimer authorized from, when known. */
    activityId: bigint('activity_id', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kuaishou_authorizations_open_id_idx').on(t.appId, t.openId)],
);

/**
 * One server-side publish of a claimed video to a claimer's Kuaishou account. Unique per
 * (authorization, video): a repeated create_task returns the first result instead of posting twice.
 */
export const kuaishouPublishTasks = pgTable(
  'kuaishou_publish_tasks',
  {
    /** `task_id` on the wire. */
    id: text('id').primaryKey(),
    brandKey: text('brand_key').notNull(),
    authorizeId: text('authorize_id').notNull(),
    activityId: bigint('activity_id', { mode: 'number' }).notNull(),
    videoId: bigint('video_id', { mode: 'number' }).notNull(),
    /** publishing → published | failed (a failed task may be retried; a stale publishing one too). */
    status: text('status', { enum: ['publishing', 'published', 'failed'] }).notNull(),
    photoId: text('photo_id'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kuaishou_publish_tasks_authorize_video_idx').on(t.authorizeId, t.videoId),
    index('kuaishou_publish_tasks_activity_idx').on(t.activityId),
  ],
);
