/**
 * Accounts (issue 4, docs/decisions/008-accounts-and-sessions.md): users, their desktop-client
 * trials, sessions, SMS verification codes and one-time tickets. Owned by modules/auth: other
 * modules ask its service.ts (a phone by user id, a session by token) and never read these tables.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns';

/** One account per phone and brand: each brand is its own product with its own members. */
export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandKey: text('brand_key').notNull(),
    phone: text('phone').notNull(),
    /** `scrypt$N$r$p$salt$hash` (base64url), see modules/auth/passwords.ts. */
    passwordHash: text('password_hash').notNull(),
    /** Account-wide roles: member, merchant, consultant. Team administrator comes from team_members. */
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{member}'::text[]`),
    /** The page the account was created on: register, mobile, activation, tiktok (or seed). */
    signupVariant: text('signup_variant').notNull(),
    activationCode: text('activation_code'),
    tiktokHandle: text('tiktok_handle'),
    passwordChangedAt: at('password_changed_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_brand_phone_idx').on(t.brandKey, t.phone)],
);

/** The desktop-client trial started at registration (spec §9: 3 days), per brand channel. */
export const desktopTrials = pgTable(
  'desktop_trials',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandKey: text('brand_key').notNull(),
    channelId: integer('channel_id').notNull(),
    client: text('client').notNull(),
    startedAt: at('started_at').notNull(),
    endsAt: at('ends_at').notNull(),
  },
  (t) => [uniqueIndex('desktop_trials_user_channel_idx').on(t.userId, t.channelId)],
);

/**
 * Member sessions. The token itself is never stored: only its SHA-256. An ended session stays
 * (with why it ended) until it would have expired, so its holder hears 4017 and the reason.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandKey: text('brand_key').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    endedAt: at('ended_at'),
    /** logout, too-many-devices, password-changed */
    endReason: text('end_reason'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_idx').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId, t.endedAt),
  ],
);

/** SMS verification codes, stored as hashes; single use, 5-minute life, limited attempts. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandKey: text('brand_key').notNull(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (t) => [
    index('sms_codes_phone_created_idx').on(t.phone, t.createdAt),
    index('sms_codes_ip_created_idx').on(t.ip, t.createdAt),
  ],
);

/** One-time tokens after a verified code (forgot password → set password). Hash only. */
export const authTickets = pgTable(
  'auth_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('auth_tickets_token_hash_idx').on(t.tokenHash)],
);
