import { AppError } from '../http/app-error';
import type { MessageKey } from '../locales/catalog';
import type { CounterStore, Hit } from '../plugins/counters';

/** At most `max` counted attempts per `windowSeconds` (fixed windows) under `key`. */
export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
  /** The 42900 message once used up; `{{minutes}}` is the wait. */
  messageKey?: MessageKey;
  /**
   * A limit on guessing (passwords, PINs, codes): counted in the database even with Redis, so
   * neither a Redis outage nor a Redis restarting empty gives a window back (issue 26). The
   * others (claims, analytics, AI writes…) stay in Redis, off the database's hot path.
   */
  durable?: true;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Invite links a team makes per hour: a team adds a handful of people, not hundreds an hour. */
export const INVITATIONS_PER_TEAM_PER_HOUR = 30;

/**
 * Every limit of docs/decisions/016-limits.md (accounts: decision 008); the table there lists
 * these numbers, keep the two equal.
 */
export const LIMITS = {
  loginPerAccount: (brand: string, phone: string): Limit => ({
    key: `login:account:${brand}:${phone}`,
    max: 10,
    windowSeconds: 15 * MINUTE,
    durable: true,
  }),
  loginPerIp: (ip: string): Limit => ({
    key: `login:ip:${ip}`,
    max: 30,
    windowSeconds: 15 * MINUTE,
    durable: true,
  }),
  codePerPhone: (phone: string): Limit => ({
    key: `code:phone:${phone}`,
    max: 10,
    windowSeconds: HOUR,
    durable: true,
  }),
  codePerIp: (ip: string): Limit => ({ key: `code:ip:${ip}`, max: 30, windowSeconds: HOUR, durable: true }),
  smsPerIp: (ip: string, max: number): Limit => ({ key: `sms:ip:${ip}`, max, windowSeconds: HOUR }),
  resetPerIp: (ip: string): Limit => ({
    key: `reset:ip:${ip}`,
    max: 10,
    windowSeconds: 15 * MINUTE,
    durable: true,
  }),
  claimsPerIp: (ip: string): Limit => ({ key: `claim:ip:${ip}`, max: 300, windowSeconds: MINUTE }),
  reportsPerIp: (ip: string): Limit => ({ key: `report:ip:${ip}`, max: 120, windowSeconds: MINUTE }),
  analyticsPerIp: (ip: string): Limit => ({ key: `analytics:ip:${ip}`, max: 240, windowSeconds: MINUTE }),
  invitationsPerTeam: (teamId: number): Limit => ({
    key: `invite:team:${teamId}`,
    max: INVITATIONS_PER_TEAM_PER_HOUR,
    windowSeconds: HOUR,
    messageKey: 'team.invitations_rate_limited',
  }),
};

function windowOf(limit: Limit, now: number): Date {
  const ms = limit.windowSeconds * 1000;
  return new Date(Math.floor(now / ms) * ms);
}

const retryAfterS = (limit: Limit, start: Date, now: number) =>
  Math.max(1, Math.ceil((start.getTime() + limit.windowSeconds * 1000 - now) / 1000));

function rateLimited(limit: Limit, start: Date, now: number): AppError {
  const wait = retryAfterS(limit, start, now);
  return new AppError('rateLimited', {
    messageKey: limit.messageKey ?? 'auth.too_many_attempts',
    params: { minutes: Math.ceil(wait / 60) },
    data: { retry_after_s: wait },
  });
}

/** This attempt's slots: the counts including it, and a way to give them back. */
export interface Reservation {
  counts: number[];
  /** For limits that count failures only: a success gives its slots back. */
  release: () => Promise<void>;
}

/**
 * Counts this attempt against every limit BEFORE the caller does its (slow) check, one atomic
 * increment each, so a burst cannot all pass on a count read before any of it was added. Over
 * a limit → 42900 with the wait, and nothing stays counted for this attempt.
 */
export async function reserve(
  counters: CounterStore,
  limits: Limit[],
  now = Date.now(),
): Promise<Reservation> {
  const hits: Hit[] = [];
  const release = async () => void (await Promise.all(hits.map((h) => h.undo())));
  for (const limit of limits) {
    const start = windowOf(limit, now);
    hits.push(await counters.hit(limit.key, start, limit.windowSeconds, limit.durable === true));
    if (hits.at(-1)!.count > limit.max) {
      await release();
      throw rateLimited(limit, start, now);
    }
  }
  return { counts: hits.map((h) => h.count), release };
}

/** A limit the caller counts in its own statement (see `inlineLimit`). */
export interface InlineLimit {
  key: string;
  windowStart: Date;
  max: number;
  /** The 42900 for a count over `max`. */
  refusal: () => AppError;
}

/**
 * The claim counts its per-IP limit inside its own statement when the counters are in the
 * database (one round trip and one commit instead of two: decision 005): the same key, window
 * and number as `reserve` would use. Undefined with Redis counters: `reserve` them as usual.
 */
export function inlineLimit(counters: CounterStore, limit: Limit, now = Date.now()): InlineLimit | undefined {
  if (!counters.inStatement) return undefined;
  counters.inStatement.counted();
  const windowStart = windowOf(limit, now);
  return {
    key: limit.key,
    windowStart,
    max: limit.max,
    refusal: () => rateLimited(limit, windowStart, now),
  };
}

/**
 * Seconds until each limit takes attempts again, or null when it still has room: what a
 * console shows of a lock before anyone hits it (the owner's view of a locked share link).
 */
export async function lockedFor(
  counters: CounterStore,
  limits: Limit[],
  now = Date.now(),
): Promise<(number | null)[]> {
  const starts = limits.map((l) => windowOf(l, now));
  // Peeked per kind of store: a durable limit is only ever counted in the database.
  const durable = limits.every((l) => l.durable === true);
  const counts = await counters.peek(
    limits.map((l, i) => ({ key: l.key, windowStart: starts[i]! })),
    durable,
  );
  return limits.map((l, i) => (counts[i]! >= l.max ? retryAfterS(l, starts[i]!, now) : null));
}

/** A success forgives the account's earlier failures (the IP's stay counted). */
export async function clearLimits(counters: CounterStore, limits: Limit[], now = Date.now()): Promise<void> {
  await counters.clear(limits.map((l) => ({ key: l.key, windowStart: windowOf(l, now) })));
}
