import { z } from 'zod';
import { isoDate, page, pageSize, paged } from './console';
import { defineEndpoint } from './endpoint';
import { idField, optionalField } from './input-fields';
import { AUTH_PLATFORM_KEYS, platformAccount } from './platform-auth';

/**
 * The team's authorised platform accounts (issue 15, decision 026). Another team's account
 * answers exactly like an unknown one (40400). Re-authorization is a link code with
 * `account_id` (platform-auth.ts): it replaces the tokens and keeps the account's history.
 */

export const listPlatformAccounts = defineEndpoint({
  method: 'GET',
  path: '/member/platform_accounts/list',
  summary: "The team's authorised accounts, newest first, optionally of one platform",
  tags: ['platform-auth'],
  auth: 'token',
  query: z.object({
    platform: optionalField(z.enum(AUTH_PLATFORM_KEYS, { error: 'platform_auth_platform_invalid' })),
    page,
    page_size: pageSize,
  }),
  response: paged(platformAccount),
});

export const removePlatformAccount = defineEndpoint({
  method: 'POST',
  path: '/member/platform_accounts/remove',
  summary: 'Remove an account and its tokens (unknown or another team’s → 40400)',
  tags: ['platform-auth'],
  auth: 'token',
  body: z.object({ account_id: idField }),
  response: z.object({ removed: z.literal(true) }),
});

/**
 * A console notice: one per account that needs re-authorization (the platform revoked access),
 * never one per failed refresh. It goes away on dismissal or when the account is re-authorised.
 */
export const accountNotice = z.object({
  account_id: z.number().int(),
  platform: z.enum(AUTH_PLATFORM_KEYS),
  platform_code: z.number().int(),
  nickname: z.string(),
  kind: z.literal('needs_reauth'),
  /** Translated: "<nickname>: verification expired, reauthorise". */
  message: z.string(),
  since: isoDate,
});
export type AccountNotice = z.infer<typeof accountNotice>;

export const listAccountNotices = defineEndpoint({
  method: 'GET',
  path: '/member/platform_accounts/notices',
  summary: 'Open notices of the team’s accounts (one per account needing re-authorization)',
  tags: ['platform-auth'],
  auth: 'token',
  response: z.object({ items: z.array(accountNotice) }),
});

export const dismissAccountNotice = defineEndpoint({
  method: 'POST',
  path: '/member/platform_accounts/notices/dismiss',
  summary: 'Hide an account’s notice (the account stays "needs_reauth" until re-authorised)',
  tags: ['platform-auth'],
  auth: 'token',
  body: z.object({ account_id: idField }),
  response: z.object({ dismissed: z.literal(true) }),
});
