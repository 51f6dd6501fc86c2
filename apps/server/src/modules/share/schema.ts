/**
 * Share links (issue 6, spec §3 "Share record"): a link shares several mixed videos or one
 * script; only the password's hash is kept. Owned by modules/share.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns';
// Foreign keys only: a schema file may name another owner's table for a reference, never query it.
import { users } from '../auth/schema';
import { scripts } from '../copywriting/schema';
import { videos } from '../distribution/schema';
import { teams } from '../team/schema';

export const SHARE_KINDS = ['videos', 'script'] as const;

export const shareLinks = pgTable(
  'share_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandKey: text('brand_key').notNull(),
    /** The public code in `/shareVideo?code=…` (random, or DEMO-… for the demo links). */
    code: text('code').notNull(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    kind: text('kind', { enum: SHARE_KINDS }).notNull(),
    scriptId: integer('script_id').references(() => scripts.id, { onDelete: 'cascade' }),
    /** scrypt hash of the 4-digit password; null = no password. */
    passwordHash: text('password_hash'),
    /** null = permanently valid. */
    expiresAt: at('expires_at'),
    /** Ended early by an administrator. */
    endedAt: at('ended_at'),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('share_links_code_idx').on(t.brandKey, t.code),
    index('share_links_team_created_idx').on(t.teamId, t.createdAt),
    check('share_links_kind_check', sql`${t.kind} in ('videos', 'script')`),
  ],
);

/** The videos of a share link, numbered in order, each with its own download count. */
export const shareLinkVideos = pgTable(
  'share_link_videos',
  {
    linkId: bigint('link_id', { mode: 'number' })
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id),
    position: integer('position').notNull(),
    downloads: integer('downloads').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.videoId] })],
);
