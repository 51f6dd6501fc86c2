import { BRANDS } from '@vidmatrix/brands/brands';
import type { AuthPlatform } from '@vidmatrix/contract/platform-auth';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Platforms } from '../../integrations/platforms';
import type { TokenCipher } from '../../integrations/token-cipher';
import type { JobRunner } from '../../plugins/job-runner';
import { openRefreshToken, tokenColumns } from './accounts';
import { addEvent, deleteOldLinks, dueAccountIds, leaseAccount, updateAccount } from './repo';
import { isRevocation, REFRESH_MARGIN_MS, retryDelayMs, type RefreshOutcome } from './rules';

/** Longer than a refresh can take (the call's time-out), shorter than the refresh margin. */
const LEASE_MS = 2 * 60_000;

export interface RefreshDeps {
  db: Db;
  platforms: Platforms;
  cipher: TokenCipher;
}

/**
 * Refreshes one account's tokens if they are due. A lease taken by one conditional UPDATE
 * (`leaseAccount`) makes a second refresh of the same account — another process, or this one —
 * skip, so the platform is called once. Revocation (the platform's own codes, or a refresh token
 * past its expiry) marks the account "needs re-authorization" and opens its one notice; anything
 * else is temporary and retried with a backoff, the account untouched.
 */
export async function refreshAccount(
  deps: RefreshDeps,
  id: number,
  options: { force?: boolean } = {},
): Promise<RefreshOutcome> {
  const now = Date.now();
  const row = await leaseAccount(deps.db, id, {
    now: new Date(now),
    dueBefore: options.force ? null : new Date(now + REFRESH_MARGIN_MS),
    leaseUntil: new Date(now + LEASE_MS),
  });
  if (!row) return 'skipped';
  const brand = BRANDS.find((b) => b.key === row.brandKey);
  const auth = brand && deps.platforms.accountAuth(brand, row.platform as AuthPlatform);
  const finish = (set: Parameters<typeof updateAccount>[2], kind: string, detail?: string) =>
    deps.db.transaction(async (tx) => {
      await updateAccount(tx, id, { ...set, refreshLeaseUntil: null });
      await addEvent(tx, { accountId: id, teamId: row.teamId, kind, detail: detail ?? null });
    });
  const revoke = async (detail: string) => {
    await finish(
      { state: 'needs_reauth', noticeAt: new Date(now), noticeDismissedAt: null, nextRefreshAt: null },
      'revoked',
      detail,
    );
    return 'revoked' as const;
  };
  if (!auth || auth.client.appKey !== row.appKey)
    return revoke('the brand no longer has the app that issued the tokens');
  if (row.refreshExpiresAt && row.refreshExpiresAt.getTime() <= now) return revoke('refresh token expired');
  let refreshToken: string;
  try {
    refreshToken = openRefreshToken(deps.cipher, row);
  } catch {
    // Its key was dropped from TOKEN_ENCRYPTION_KEYS (docs/deployment.md): nobody can use it again.
    return revoke('the token key of this account is no longer configured');
  }
  let tokens;
  try {
    tokens = await auth.client.refresh(refreshToken);
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    if (isRevocation(err)) return revoke(detail);
    const failures = row.refreshFailures + 1;
    await finish(
      { refreshFailures: failures, nextRefreshAt: new Date(now + retryDelayMs(failures)) },
      'refresh_failed',
      detail,
    );
    return 'temporary';
  }
  await finish(
    { ...tokenColumns(deps.cipher, id, tokens, now, row.refreshExpiresAt), refreshedAt: new Date(now) },
    'refreshed',
  );
  return 'refreshed';
}

/** One pass: every due account, one at a time (a platform is not hammered by one process). */
export async function refreshDue(
  deps: RefreshDeps,
  log?: FastifyBaseLogger,
): Promise<Record<RefreshOutcome, number>> {
  const now = Date.now();
  const counts: Record<RefreshOutcome, number> = { refreshed: 0, skipped: 0, revoked: 0, temporary: 0 };
  for (const id of await dueAccountIds(deps.db, new Date(now + REFRESH_MARGIN_MS), new Date(now), 100)) {
    try {
      counts[await refreshAccount(deps, id)]++;
    } catch (err) {
      log?.warn({ err, accountId: id }, 'platform-auth: refreshing an account failed; the next pass retries');
    }
  }
  await deleteOldLinks(deps.db, new Date(now - 86_400_000));
  return counts;
}

/** A pass each minute in one process of all, on the app's job runner (decision 018). */
export function registerRefreshJob(jobs: JobRunner, deps: RefreshDeps, log: FastifyBaseLogger): void {
  jobs.register({
    queue: 'platform-auth.refresh',
    cron: '* * * * *',
    // A pass calls each due account's platform in turn: longer than a few calls' time-outs.
    expireInSeconds: 600,
    retryLimit: 0,
    run: async () => void (await refreshDue(deps, log)),
  });
}
