import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { fromPglite } from '../src/db/client';
import { analyticsEvents } from '../src/modules/analytics/schema';
import { postJson, startServer } from './server-process';
import { testDatabase, testDatabaseUrl } from './test-database';

/**
 * The real server process on the run's back end: on PGlite its own temporary DATA_DIR (the
 * point: an embedded database must not lose committed rows), on PostgreSQL this file's database.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'vidmatrix-durability-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function serverEnv(): Promise<Record<string, string>> {
  const url = await testDatabaseUrl();
  return url ? { DATABASE_URL: url } : { DATA_DIR: dataDir };
}

/** Counts rows after the server process has exited (PGlite allows one process per folder). */
async function countEvents(visitorId: string): Promise<number> {
  const url = await testDatabaseUrl();
  const database = url ? await testDatabase() : fromPglite(await PGlite.create(join(dataDir, 'pglite')));
  try {
    const [row] = await database.db
      .select({ n: count() })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.visitorId, visitorId));
    return row!.n;
  } finally {
    if (!url) await database.close();
  }
}

const EVENTS = '/api/open/analytics/events';
const batch = (n: number) => ({
  events: Array.from({ length: n }, (_, i) => ({ name: `e${i}`, ts: Date.now(), path: '/' })),
});

describe('server process durability', { timeout: 120_000 }, () => {
  it('keeps every committed row through kill -9 and starts again on the same data', async () => {
    const visitor = randomUUID();
    const first = await startServer(await serverEnv());
    for (let i = 0; i < 20; i++) {
      const res = await postJson(first.port, EVENTS, batch(5), { 'visitor-id': visitor });
      expect(res.status, res.body).toBe(200);
    }
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    const second = await startServer(await serverEnv());
    const res = await postJson(second.port, EVENTS, batch(5), { 'visitor-id': visitor });
    expect(res.status, res.body).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });

    expect(await countEvents(visitor)).toBe(105);
  });

  it('on SIGTERM finishes the requests in flight, then exits 0', async () => {
    const visitor = randomUUID();
    const server = await startServer(await serverEnv());
    let answered = 0;
    let refused = 0;
    const requests = Array.from({ length: 50 }, () =>
      postJson(server.port, EVENTS, batch(1), { 'visitor-id': visitor }).then(
        (res) => {
          answered += 1;
          // The first answer means the rest are on their way in: signal now, mid-stream.
          if (answered === 1) server.child.kill('SIGTERM');
          return res.status;
        },
        () => {
          refused += 1; // connection refused or reset after the listener closed: never an answer
          return 0;
        },
      ),
    );
    const statuses = (await Promise.all(requests)).filter((s) => s !== 0);
    expect(await server.exited, server.output()).toEqual({ code: 0, signal: null });
    expect(statuses.length + refused).toBe(50);
    expect(statuses.length).toBeGreaterThan(1);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(await countEvents(visitor)).toBe(statuses.length);
  });
});
