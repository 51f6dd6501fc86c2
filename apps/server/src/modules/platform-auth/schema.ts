/**
 * Merchant platform accounts (issue 15, docs/decisions/026-platform-authorization.md): the link
 * codes of authorizations in progress, the team's authorised accounts with their tokens
 * (AES-256-GCM, `key_id` names the key), and each account's history.
 */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns';
// Foreign keys only: a schema file may name another owner's table for a reference, never query it.
import { users } from '../auth/schema';
import { teams } from '../team/schema';

export const AUTH_LINK_STATUSES = ['pending', 'working', 'success', 'failed'] as const;

/**
 * One authorization in progress: the link code is the OAuth state's payload, single use (the
 * callback moves `pending` → `working` with a conditional update before it exchanges the code).
 */
export const platformAuthLinks = pgTable(
  'platform_auth_links',
  {
    /** The link code (random, 32 characters). */
    code: text('code').primaryKey(),
    brandKey: text('brand_key').notNull(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    /** The app the authorize URL was made for (a code for another app is refused). */
    appKey: text('app_key').notNull(),
    /** Re-authorization of this account. */
    accountId: integer('account_id'),
    /** The caller's language, for the callback page's messages. */
    language: text('language').notNull(),
    status: text('status', { enum: AUTH_LINK_STATUSES }).notNull().default('pending'),
    /** Failure reason (AUTH_FAILURE_REASONS) and the platform's own detail. */
    failureReason: text('failure_reason'),
    failureDetail: text('failure_detail'),
    resultAccountId: integer('result_account_id'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('platform_auth_links_expires_idx').on(t.expiresAt)],
);

export const ACCOUNT_STATES = ['ok', 'needs_reauth'] as const;

/** A team's authorised account; tokens only as ciphertext. */
export const platformAccounts = pgTable(
  'platform_accounts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 5_000_001 }),
    brandKey: text('brand_key').notNull(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    /** The platform app that issued the tokens. */
    appKey: text('app_key').notNull(),
    /** Issued by the loopback fake (the brand has no app on this platform). */
    demo: integer('demo').notNull().default(0),
    openId: text('open_id').notNull(),
    number: text('number').notNull().default(''),
    nickname: text('nickname').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    shopName: text('shop_name'),
    shopId: text('shop_id'),
    cartNumber: text('cart_number'),
    state: text('state', { enum: ACCOUNT_STATES }).notNull().default('ok'),
    /** AES-256-GCM of the tokens under key `key_id` (integrations/token-cipher.ts). */
    keyId: text('key_id').notNull(),
    accessTokenEnc: text('access_token_enc').notNull(),
    refreshTokenEnc: text('refresh_token_enc').notNull(),
    accessExpiresAt: at('access_expires_at').notNull(),
    refreshExpiresAt: at('refresh_expires_at'),
    /** A temporary refresh failure waits until then (backoff), revocation sets needs_reauth. */
    nextRefreshAt: at('next_refresh_at'),
    refreshFailures: integer('refresh_failures').notNull().default(0),
    /** A refresh in progress (any process) until then: the lease that keeps refreshes single. */
    refreshLeaseUntil: at('refresh_lease_until'),
    /** The console notice: open while needs_reauth and not dismissed. */
    noticeAt: at('notice_at'),
    noticeDismissedAt: at('notice_dismissed_at'),
    authorizedAt: at('authorized_at').notNull().defaultNow(),
    refreshedAt: at('refreshed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('platform_accounts_team_account_idx').on(t.teamId, t.platform, t.appKey, t.openId),
    index('platform_accounts_refresh_idx')
      .on(t.accessExpiresAt)
      .where(sql`${t.state} = 'ok'`),
  ],
);

/** What happened to an account: authorized, reauthorized, refreshed, refresh_failed, revoked. */
export const platformAccountEvents = pgTable(
  'platform_account_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** By value: the history outlives a removed account. */
    accountId: integer('account_id').notNull(),
    teamId: integer('team_id').notNull(),
    kind: text('kind').notNull(),
    detail: text('detail'),
    userId: integer('user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('platform_account_events_account_idx').on(t.accountId)],
);
