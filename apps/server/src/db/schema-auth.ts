/**
 * Accounts, sessions, verification codes, team membership and demo requests (issue 4,
 * docs/decisions/008-accounts-and-sessions.md). Its own file so it does not collide with
 * `schema.ts`; drizzle.config.ts reads every `schema*.ts`.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';
// The teams table belongs to distribution (issue 3): one team owns stores and activities and, here,
// members and invitations.
import { teams } from './schema';

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
