import { and, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authTickets, desktopTrials, sessions, smsCodes, users } from './schema';

export type UserRow = typeof users.$inferSelect;
export type TrialRow = typeof desktopTrials.$inferSelect;
export type SmsCodeRow = typeof smsCodes.$inferSelect;

export async function findUser(db: Db, brandKey: string, phone: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.brandKey, brandKey), eq(users.phone, phone)));
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Undefined when the phone is already registered for the brand (a concurrent sign-up won). */
export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

export async function setPassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.id, userId));
}

export async function insertTrial(db: Db, values: typeof desktopTrials.$inferInsert): Promise<TrialRow> {
  const [row] = await db
    .insert(desktopTrials)
    .values(values)
    .onConflictDoUpdate({
      target: [desktopTrials.userId, desktopTrials.channelId],
      set: { endsAt: values.endsAt },
    })
    .returning();
  return row!;
}

export async function findTrial(db: Db, userId: number, channelId: number): Promise<TrialRow | undefined> {
  const [row] = await db
    .select()
    .from(desktopTrials)
    .where(and(eq(desktopTrials.userId, userId), eq(desktopTrials.channelId, channelId)));
  return row;
}

/** The phones of these accounts (team member lists, academy learners), by account id. */
export async function phonesOf(db: Db, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.id, r.phone]));
}

// ---- sessions

/** A session by its token's hash, with its account's phone and roles (plugins/auth.ts asks). */
export async function findSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      brandKey: sessions.brandKey,
      expiresAt: sessions.expiresAt,
      endedAt: sessions.endedAt,
      endReason: sessions.endReason,
      lastSeenAt: sessions.lastSeenAt,
      phone: users.phone,
      roles: users.roles,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash));
  return row;
}

/** Marks the session used now, unless another request did within the last minute. */
export async function touchSession(db: Db, id: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date() })
    .where(and(eq(sessions.id, id), lt(sessions.lastSeenAt, sql`now() - interval '1 minute'`)));
}

export async function insertSession(db: Db, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!;
}

/** Live sessions of an account, most recently used first. */
export async function liveSessions(db: Db, userId: number) {
  return db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

export async function endSessions(db: Db, ids: number[], reason: string): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(sessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(inArray(sessions.id, ids), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Ends every live session of the account except `keep`; returns how many ended. */
export async function endOtherSessions(
  db: Db,
  userId: number,
  reason: string,
  keep?: number,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, sql`now()`),
        keep === undefined ? undefined : ne(sessions.id, keep),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/** Rows past their expiry serve no one any more (4012 needs only the live ones' expiry). */
export async function purgeOldSessions(db: Db, userId: number): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, sql`now() - interval '30 days'`)));
}

export async function expireSession(db: Db, id: number): Promise<void> {
  await db.update(sessions).set({ expiresAt: new Date() }).where(eq(sessions.id, id));
}

// ---- verification codes

export async function lockPhone(db: Db, phone: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);
}

export async function lastCodeFor(db: Db, phone: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(eq(smsCodes.phone, phone))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  return row?.createdAt;
}

export async function countCodesSince(
  db: Db,
  where: { phone?: string; ip?: string },
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(smsCodes)
    .where(
      and(
        where.phone ? eq(smsCodes.phone, where.phone) : undefined,
        where.ip ? eq(smsCodes.ip, where.ip) : undefined,
        gt(smsCodes.createdAt, since),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function insertCode(db: Db, values: typeof smsCodes.$inferInsert): Promise<number> {
  const [row] = await db.insert(smsCodes).values(values).returning({ id: smsCodes.id });
  return row!.id;
}

export async function deleteCode(db: Db, id: number): Promise<void> {
  await db.delete(smsCodes).where(eq(smsCodes.id, id));
}

/** The newest code of this brand, phone and purpose that is still usable. */
export async function currentCode(
  db: Db,
  brandKey: string,
  phone: string,
  purpose: string,
): Promise<SmsCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.brandKey, brandKey),
        eq(smsCodes.phone, phone),
        eq(smsCodes.purpose, purpose),
        isNull(smsCodes.consumedAt),
        gt(smsCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  return row;
}

/** Takes one of the code's `max` guesses; false once they are used up (one statement: burst-safe). */
export async function takeCodeAttempt(db: Db, id: number, max: number): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ failedAttempts: sql`${smsCodes.failedAttempts} + 1` })
    .where(and(eq(smsCodes.id, id), lt(smsCodes.failedAttempts, max)))
    .returning({ id: smsCodes.id });
  return rows.length === 1;
}

/** Single use: true only for the one caller that consumed it. */
export async function consumeCode(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  return rows.length === 1;
}

// ---- one-time tickets (password reset)

export async function insertTicket(db: Db, values: typeof authTickets.$inferInsert): Promise<void> {
  await db.insert(authTickets).values(values);
}

/** Marks a live ticket used and returns its account; undefined when unknown, used or expired. */
export async function useTicket(db: Db, tokenHash: string, purpose: string): Promise<number | undefined> {
  const [row] = await db
    .update(authTickets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTickets.tokenHash, tokenHash),
        eq(authTickets.purpose, purpose),
        isNull(authTickets.usedAt),
        gt(authTickets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: authTickets.userId });
  return row?.userId;
}
