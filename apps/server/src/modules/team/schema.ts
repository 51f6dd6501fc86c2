/**
 * Teams (issues 3 and 4): the team that owns stores, activities, libraries and links, its members
 * and its invite links. Owned by modules/team; other modules ask its service.ts (membership, the
 * library quota, the share policy, the team's brand).
 */
import {
  bigint,
  bigserial,
  boolean,
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

export const teams = pgTable('teams', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 10_001 }),
  brandKey: text('brand_key').notNull(),
  name: text('name').notNull(),
  /** Video library space (issue 5); support raises it on request. */
  libraryQuotaBytes: bigint('library_quota_bytes', { mode: 'number' })
    .notNull()
    .default(10 * 1024 ** 3),
  /** Share-link policy (issue 6): a password can be made mandatory and the longest expiry capped. */
  sharePasswordRequired: boolean('share_password_required').notNull().default(false),
  /** Longest expiry a share link may have, in minutes; null = permanent links allowed. */
  shareMaxExpiryMinutes: integer('share_max_expiry_minutes'),
  createdAt: createdAt(),
});

/** A member belongs to at most one team; `admin` members manage its invitations. */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    joinedAt: at('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), uniqueIndex('team_members_user_idx').on(t.userId)],
);

/**
 * Invite links. Only the token's hash is kept; re-sending replaces it (the old link dies) and
 * moves the expiry. Status is derived: accepted, revoked, expired, else pending.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    brandKey: text('brand_key').notNull(),
    tokenHash: text('token_hash').notNull(),
    note: text('note'),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    resentAt: at('resent_at'),
    revokedAt: at('revoked_at'),
    acceptedBy: bigint('accepted_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    acceptedAt: at('accepted_at'),
  },
  (t) => [
    uniqueIndex('team_invitations_token_idx').on(t.brandKey, t.tokenHash),
    index('team_invitations_team_idx').on(t.teamId, t.createdAt),
  ],
);
