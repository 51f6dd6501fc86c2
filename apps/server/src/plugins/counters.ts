import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client';
import { authThrottle } from '../db/infra-schema';

/** One counted attempt: the count including it, and how to give it back. */
export interface Hit {
  count: number;
  undo: () => Promise<void>;
}

/** Fixed-window counters every server process shares (docs/decisions/016-limits.md). */
export interface CounterStore {
  /**
   * Adds one to `key` in the window starting at `windowStart`, atomically, and returns it.
   * `durable`: counted in the database whatever else is configured (a guessing limit).
   */
  hit(key: string, windowStart: Date, windowSeconds: number, durable?: boolean): Promise<Hit>;
  /** The keys' current counts (0 when never hit), without counting: a console showing a lock. */
  peek(keys: { key: string; windowStart: Date }[], durable?: boolean): Promise<number[]>;
  /** Forgets the keys' counts (a success forgiving the account's earlier failures). */
  clear(keys: { key: string; windowStart: Date }[]): Promise<void>;
  /**
   * Set when counts live in the database (auth_throttle, no Redis): a caller may then count in
   * its own statement (the claim does, shared/throttle.ts `inlineLimit`) and calls `counted()`
   * so that old windows are still swept.
   */
  inStatement?: { counted(): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    counters: CounterStore;
  }
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * The database store's hit as SQL text, for a caller counting in its own statement (`inStatement`:
 * the claim, modules/distribution/claim-sql.ts): `key` and `windowStart` are its parameters, and
 * it returns `count`. Here, beside the table it writes, so no module names that table.
 */
export const countInStatement = (key: string, windowStart: string) =>
  `insert into auth_throttle as t (key, window_start, count) values (${key}, ${windowStart}, 1)
  on conflict (key, window_start) do update set count = t.count + 1
  returning t.count`;

/** auth_throttle rows: one upsert per hit, so concurrent hits on any back end each see their own count. */
function databaseCounters(db: Db): CounterStore {
  const row = (key: string, windowStart: Date) =>
    and(eq(authThrottle.key, key), eq(authThrottle.windowStart, windowStart));
  // Old windows are useless; sweeping now and then keeps the table small without a job.
  const sweep = () =>
    db.delete(authThrottle).where(lt(authThrottle.windowStart, new Date(Date.now() - 2 * DAY_MS)));
  // Claims count on every request (thousands a second): a sweep a minute, not one per 50 hits.
  let lastSweep = Date.now();
  return {
    inStatement: {
      counted: () => {
        if (Date.now() - lastSweep < 60_000) return;
        lastSweep = Date.now();
        sweep().catch(() => undefined);
      },
    },
    async hit(key, windowStart) {
      const [counted] = await db
        .insert(authThrottle)
        .values({ key, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [authThrottle.key, authThrottle.windowStart],
          set: { count: sql`${authThrottle.count} + 1` },
        })
        .returning({ count: authThrottle.count });
      if (Math.random() < 0.02) await sweep();
      return {
        count: counted!.count,
        undo: async () => {
          await db
            .update(authThrottle)
            .set({ count: sql`greatest(${authThrottle.count} - 1, 0)` })
            .where(row(key, windowStart));
        },
      };
    },
    async peek(keys) {
      if (keys.length === 0) return [];
      const rows = await db
        .select({ key: authThrottle.key, windowStart: authThrottle.windowStart, count: authThrottle.count })
        .from(authThrottle)
        .where(
          inArray(
            authThrottle.key,
            keys.map((k) => k.key),
          ),
        );
      return keys.map(
        (k) =>
          rows.find((r) => r.key === k.key && r.windowStart.getTime() === k.windowStart.getTime())?.count ??
          0,
      );
    },
    async clear(keys) {
      if (keys.length === 0) return;
      await db.delete(authThrottle).where(
        inArray(
          authThrottle.key,
          keys.map((k) => k.key),
        ),
      );
    },
  };
}

const redisKey = (key: string, windowStart: Date) => `vidmatrix:limit:${key}:${windowStart.getTime()}`;

// Never below zero and never re-creating a key without its expiry (DECR on a missing key would).
const GIVE_BACK = `local v = redis.call('GET', KEYS[1])
if v and tonumber(v) > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

async function giveBack(redis: Redis, key: string): Promise<void> {
  // A slot Redis cannot give back stays taken until its window ends: the safe side.
  await redis.eval(GIVE_BACK, 1, key).catch(() => undefined);
}

/**
 * Redis first (INCR is atomic across processes and keeps counting off the database); when Redis
 * fails, the database counts instead, so an outage never opens a limit (at worst a window
 * counted partly in each allows up to twice its number, and a Redis restarting empty forgets
 * its part). Guessing limits (`durable`) are never counted in Redis: the database holds them
 * whole across a Redis loss and restart (issue 26), and they count failures only, few enough.
 */
function redisCounters(redis: Redis, fallback: CounterStore, log: FastifyBaseLogger): CounterStore {
  return {
    async hit(key, windowStart, windowSeconds, durable) {
      if (durable) return fallback.hit(key, windowStart, windowSeconds);
      const k = redisKey(key, windowStart);
      try {
        const replies = await redis
          .multi()
          .incr(k)
          .pexpireat(k, windowStart.getTime() + windowSeconds * 1000 + 60_000)
          .exec();
        const [error, count] = replies?.[0] ?? [new Error('redis transaction discarded'), null];
        if (error) throw error;
        return { count: Number(count), undo: () => giveBack(redis, k) };
      } catch (err) {
        log.debug({ err: (err as Error).message, key }, 'redis counter failed: counted in the database');
        return fallback.hit(key, windowStart, windowSeconds);
      }
    },
    async peek(keys, durable) {
      if (durable || keys.length === 0) return fallback.peek(keys);
      try {
        const values = await redis.mget(...keys.map((k) => redisKey(k.key, k.windowStart)));
        return values.map((v) => Number(v ?? 0));
      } catch {
        return fallback.peek(keys);
      }
    },
    async clear(keys) {
      if (keys.length === 0) return;
      await Promise.all([
        redis.del(...keys.map((k) => redisKey(k.key, k.windowStart))).catch(() => undefined),
        fallback.clear(keys),
      ]);
    },
  };
}

/** `app.counters`: in Redis when REDIS_URL is set (plugins/redis.ts), else in the database. */
export default fp(
  async (app) => {
    const database = databaseCounters(app.db);
    app.decorate('counters', app.redis ? redisCounters(app.redis, database, app.log) : database);
  },
  { name: 'counters', dependencies: ['db', 'redis'] },
);
