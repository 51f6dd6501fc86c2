import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { authThrottle } from '../src/db/infra-schema';
import { uniquePhone } from './auth-kit';
import { buildTestApp, hostOf, startClearOfWindowEdge } from './helper';
import { postJson, startServer, type ServerProcess } from './server-process';
import { testDatabase, testDatabaseUrl, testDriver } from './test-database';

/**
 * Issue 11: a limit is one limit however many server processes answer — through the database
 * (PostgreSQL) or Redis — and Redis being down closes nothing (the database counts instead).
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const withRedis = await redisAnswers();
/** Redis outlives the test database and is shared by every run: an IP no other run uses. */
const uniqueIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
const onPostgres = testDriver() === 'postgres';

const servers: ServerProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const server of servers) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** 100 wrong logins from one client IP (behind one proxy hop), spread over `ports`. */
async function loginBurst(ports: number[]): Promise<number[]> {
  const ip = uniqueIp();
  const replies = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      postJson(
        ports[i % ports.length]!,
        '/api/open/auth/login',
        { phone: uniquePhone(), password: 'Wrong1234' },
        { host: hostOf('vidmatrix'), 'x-forwarded-for': ip },
      ),
    ),
  );
  return replies.map((r) => (JSON.parse(r.body) as { code: number }).code);
}
const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

describe('limits shared by several server instances', { timeout: 120_000 }, () => {
  beforeEach(() => startClearOfWindowEdge(15 * 60 * 1000), 30_000);

  it.skipIf(!onPostgres)('two server processes on one PostgreSQL share it (skipped on PGlite)', async () => {
    const url = (await testDatabaseUrl())!;
    const pair = await Promise.all([0, 1].map(() => startServer({ DATABASE_URL: url, TRUST_PROXY: '1' })));
    servers.push(...pair);
    const codes = await loginBurst(pair.map((s) => s.port));
    expect([count(codes, 30001), count(codes, 42900)]).toEqual([30, 70]);
  });

  it.skipIf(!withRedis)('two server processes with their own databases share it through Redis', async () => {
    const pair = await Promise.all(
      [0, 1].map(() => {
        const dir = mkdtempSync(join(tmpdir(), 'vidmatrix-limits-'));
        dirs.push(dir);
        return startServer({ DATA_DIR: dir, REDIS_URL, TRUST_PROXY: '1' });
      }),
    );
    servers.push(...pair);
    // Analytics ingest (240 a minute per IP) counts in Redis; the guessing limits count in the
    // database even with Redis (a Redis restart must not reset them), so they are shared through
    // one database, as above.
    const ip = uniqueIp();
    const replies = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        postJson(
          pair[i % 2]!.port,
          '/api/open/analytics/events',
          { events: [{ name: 'view', ts: 1, path: '/' }] },
          { host: hostOf('vidmatrix'), 'x-forwarded-for': ip },
        ),
      ),
    );
    const codes = replies.map((r) => (JSON.parse(r.body) as { code: number }).code);
    expect([count(codes, 0), count(codes, 42900)]).toEqual([240, 60]);
  });

  it.skipIf(!withRedis)(
    'with Redis the busy counters stay out of the database; guessing limits stay in it',
    async () => {
      const app = await buildTestApp({ REDIS_URL });
      const ip = uniqueIp();
      const events = await app.inject({
        method: 'POST',
        url: '/api/open/analytics/events',
        payload: { events: [{ name: 'view', ts: 1, path: '/' }] },
        remoteAddress: ip,
      });
      expect(events.json().code).toBe(0);
      const reply = await app.inject({
        method: 'POST',
        url: '/api/open/auth/login',
        payload: { phone: uniquePhone(), password: 'Wrong1234' },
        remoteAddress: ip,
      });
      expect(reply.json().code).toBe(30001);
      const rows = await (await testDatabase()).db.select().from(authThrottle);
      // Wrong logins count in the database even with Redis, so a Redis restart cannot reset them
      // (limits-redis-restart.test.ts).
      expect(rows.filter((r) => r.key.includes(ip)).map((r) => [r.key, r.count])).toEqual([
        [`login:ip:${ip}`, 1],
      ]);
    },
  );

  it('Redis down: the limits fall back to the database, never open', async () => {
    // Nothing listens on port 1: every Redis call fails at once.
    const app = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    const ip = uniqueIp();
    const replies = await Promise.all(
      Array.from({ length: 100 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/open/auth/login',
          payload: { phone: uniquePhone(), password: 'Wrong1234' },
          remoteAddress: ip,
        }),
      ),
    );
    const codes = replies.map((r) => r.json().code as number);
    expect([count(codes, 30001), count(codes, 42900)]).toEqual([30, 70]);
    const rows = await (await testDatabase()).db.select().from(authThrottle);
    expect(rows.find((r) => r.key === `login:ip:${ip}`)?.count).toBe(30);
  });
});
