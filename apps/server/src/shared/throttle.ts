import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authThrottle } from '../db/schema-auth';
import { AppError } from '../http/app-error';
import type { MessageKey } from '../locales/catalog';

/** At most `max` counted attempts per `windowSeconds` (fixed windows) under `key`. */
export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
  /** The 42900 message once used up; `{{minutes}}` is the wait. */
  messageKey?: MessageKey;
}

/** The brute-force limits of docs/decisions/008-accounts-and-sessions.md. */
export const LIMITS = {
  loginPerAccount: (brand: string, phone: string): Limit => ({
    key: `login:account:${brand}:${phone}`,
    max: 10,
    windowSeconds: 15 * 60,
  }),
  loginPerIp: (ip: string): Limit => ({ key: `login:ip:${ip}`, max: 30, windowSeconds: 15 * 60 }),
  codePerPhone: (phone: string): Limit => ({ key: `code:phone:${phone}`, max: 10, windowSeconds: 60 * 60 }),
  codePerIp: (ip: string): Limit => ({ key: `code:ip:${ip}`, max: 30, windowSeconds: 60 * 60 }),
};

function windowOf(limit: Limit, now: number): Date {
  const ms = limit.windowSeconds * 1000;
  return new Date(Math.floor(now / ms) * ms);
}

/** 42900 if any limit is already used up, with the minutes until its window closes. */
export async function assertUnderLimits(db: Db, limits: Limit[], now = Date.now()): Promise<void> {
  for (const limit of limits) {
    const start = windowOf(limit, now);
    const [row] = await db
      .select({ count: authThrottle.count })
      .from(authThrottle)
      .where(and(eq(authThrottle.key, limit.key), eq(authThrottle.windowStart, start)));
    if (row && row.count >= limit.max) {
      const retryAfterS = Math.ceil((start.getTime() + limit.windowSeconds * 1000 - now) / 1000);
      throw new AppError('rateLimited', {
        messageKey: limit.messageKey ?? 'auth.too_many_attempts',
        params: { minutes: Math.max(1, Math.ceil(retryAfterS / 60)) },
        data: { retry_after_s: retryAfterS },
      });
    }
  }
}

/**
 * Counts one attempt (a failure, or one use of something costly) against every limit; one
 * statement per limit, atomic on any back end.
 */
export async function countAgainst(db: Db, limits: Limit[], now = Date.now()): Promise<void> {
  for (const limit of limits) {
    await db
      .insert(authThrottle)
      .values({ key: limit.key, windowStart: windowOf(limit, now), count: 1 })
      .onConflictDoUpdate({
        target: [authThrottle.key, authThrottle.windowStart],
        set: { count: sql`${authThrottle.count} + 1` },
      });
  }
  // Old windows are useless; sweeping now and then keeps the table small without a job.
  if (Math.random() < 0.02) {
    await db.delete(authThrottle).where(lt(authThrottle.windowStart, new Date(now - 2 * 24 * 3600 * 1000)));
  }
}

/** A success forgives the account's earlier failures (the IP's stay counted). */
export async function clearLimits(db: Db, limits: Limit[]): Promise<void> {
  if (limits.length === 0) return;
  await db.delete(authThrottle).where(
    inArray(
      authThrottle.key,
      limits.map((l) => l.key),
    ),
  );
}
