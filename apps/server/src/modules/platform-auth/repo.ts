import { and, asc, desc, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformAccountEvents, platformAccounts, platformAuthLinks } from './schema';

export type LinkRow = typeof platformAuthLinks.$inferSelect;
export type AccountRow = typeof platformAccounts.$inferSelect;
export type NewAccountRow = typeof platformAccounts.$inferInsert;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export async function insertLink(db: Db, row: typeof platformAuthLinks.$inferInsert): Promise<void> {
  await db.insert(platformAuthLinks).values(row);
}

export async function findLink(db: DbOrTx, code: string): Promise<LinkRow | undefined> {
  const [row] = await db.select().from(platformAuthLinks).where(eq(platformAuthLinks.code, code));
  return row;
}

/** Single use: only one caller moves a pending link to working. */
export async function claimLink(db: Db, code: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(platformAuthLinks)
    .set({ status: 'working', usedAt: now })
    .where(and(eq(platformAuthLinks.code, code), eq(platformAuthLinks.status, 'pending')))
    .returning({ code: platformAuthLinks.code });
  return rows.length === 1;
}

/** A failure for the poller; a link that already has its result keeps it. */
export async function failLink(
  db: DbOrTx,
  code: string,
  reason: string,
  detail: string | null,
): Promise<void> {
  await db
    .update(platformAuthLinks)
    .set({ status: 'failed', failureReason: reason, failureDetail: detail?.slice(0, 500) ?? null })
    .where(
      and(
        eq(platformAuthLinks.code, code),
        or(eq(platformAuthLinks.status, 'pending'), eq(platformAuthLinks.status, 'working')),
      ),
    );
}

export async function succeedLink(db: DbOrTx, code: string, accountId: number): Promise<void> {
  await db
    .update(platformAuthLinks)
    .set({ status: 'success', resultAccountId: accountId })
    .where(eq(platformAuthLinks.code, code));
}

/** Old links are of no use to anyone (a day after their expiry). */
export async function deleteOldLinks(db: Db, before: Date): Promise<void> {
  await db.delete(platformAuthLinks).where(lte(platformAuthLinks.expiresAt, before));
}

const teamAccount = (teamId: number, brandKey: string, id: number) =>
  and(
    eq(platformAccounts.id, id),
    eq(platformAccounts.teamId, teamId),
    eq(platformAccounts.brandKey, brandKey),
  );

export async function findAccount(
  db: DbOrTx,
  teamId: number,
  brandKey: string,
  id: number,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(platformAccounts)
    .where(teamAccount(teamId, brandKey, id));
  return row;
}

export async function findAccountByOpenId(
  db: DbOrTx,
  key: { teamId: number; platform: string; appKey: string; openId: string },
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(platformAccounts)
    .where(
      and(
        eq(platformAccounts.teamId, key.teamId),
        eq(platformAccounts.platform, key.platform),
        eq(platformAccounts.appKey, key.appKey),
        eq(platformAccounts.openId, key.openId),
      ),
    );
  return row;
}

export async function insertAccount(db: DbOrTx, row: NewAccountRow): Promise<number> {
  const [r] = await db.insert(platformAccounts).values(row).returning({ id: platformAccounts.id });
  return r!.id;
}

export async function updateAccount(db: DbOrTx, id: number, set: Partial<NewAccountRow>): Promise<void> {
  await db.update(platformAccounts).set(set).where(eq(platformAccounts.id, id));
}

export async function listAccounts(
  db: Db,
  owner: { teamId: number; brandKey: string },
  q: { platform?: string; page: number; pageSize: number },
): Promise<{ rows: AccountRow[]; total: number }> {
  const where = and(
    eq(platformAccounts.teamId, owner.teamId),
    eq(platformAccounts.brandKey, owner.brandKey),
    q.platform ? eq(platformAccounts.platform, q.platform) : undefined,
  );
  const rows = await db
    .select()
    .from(platformAccounts)
    .where(where)
    .orderBy(desc(platformAccounts.authorizedAt), desc(platformAccounts.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(platformAccounts)
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function deleteAccount(
  db: DbOrTx,
  teamId: number,
  brandKey: string,
  id: number,
): Promise<boolean> {
  const rows = await db
    .delete(platformAccounts)
    .where(teamAccount(teamId, brandKey, id))
    .returning({ id: platformAccounts.id });
  return rows.length === 1;
}

export async function openNotices(db: Db, teamId: number, brandKey: string): Promise<AccountRow[]> {
  return db
    .select()
    .from(platformAccounts)
    .where(
      and(
        eq(platformAccounts.teamId, teamId),
        eq(platformAccounts.brandKey, brandKey),
        eq(platformAccounts.state, 'needs_reauth'),
        isNull(platformAccounts.noticeDismissedAt),
      ),
    )
    .orderBy(asc(platformAccounts.noticeAt));
}

export async function addEvent(
  db: DbOrTx,
  e: { accountId: number; teamId: number; kind: string; detail?: string | null; userId?: number | null },
): Promise<void> {
  await db.insert(platformAccountEvents).values({ ...e, detail: e.detail?.slice(0, 500) ?? null });
}

/** Accounts whose access token expires before `before` and whose backoff is over. */
export async function dueAccountIds(db: Db, before: Date, now: Date, limit: number): Promise<number[]> {
  const due: SQL | undefined = and(
    eq(platformAccounts.state, 'ok'),
    lte(platformAccounts.accessExpiresAt, before),
    or(isNull(platformAccounts.nextRefreshAt), lte(platformAccounts.nextRefreshAt, now)),
  );
  const rows = await db
    .select({ id: platformAccounts.id })
    .from(platformAccounts)
    .where(due)
    .orderBy(asc(platformAccounts.accessExpiresAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Takes the refresh lease of a due account: one conditional UPDATE, so of any number of callers
 * in any number of processes exactly one gets the row back; the others see the lease (or, after
 * the winner finished, the new expiry) and get nothing. The platform call runs outside any
 * transaction (PGlite runs one transaction at a time for the whole process).
 */
export async function leaseAccount(
  db: Db,
  id: number,
  o: { now: Date; dueBefore: Date | null; leaseUntil: Date },
): Promise<AccountRow | undefined> {
  const [row] = await db
    .update(platformAccounts)
    .set({ refreshLeaseUntil: o.leaseUntil })
    .where(
      and(
        eq(platformAccounts.id, id),
        eq(platformAccounts.state, 'ok'),
        or(isNull(platformAccounts.refreshLeaseUntil), lte(platformAccounts.refreshLeaseUntil, o.now)),
        o.dueBefore ? lte(platformAccounts.accessExpiresAt, o.dueBefore) : undefined,
      ),
    )
    .returning();
  return row;
}
