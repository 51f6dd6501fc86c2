/** Claimers' Kuaishou authorizations (issue 3). Owned by modules/oauth. */
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

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
