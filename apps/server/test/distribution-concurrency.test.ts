import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { claimers, videos } from '../src/modules/distribution/schema';
import { makeActivity, PATHS } from './distribution-helper';
import { postJson, startServer, type ServerProcess } from './server-process';
import { testDatabase, testDatabaseUrl, testDriver } from './test-database';

/**
 * The claim engine's promise across processes: any number of servers on one PostgreSQL never hand
 * one video to two claimers and never let a claimer past the limit. Needs real PostgreSQL (PGlite
 * is one process by construction), so it runs only when TEST_DATABASE_URL is set.
 */
const onPostgres = testDriver() === 'postgres';
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});

async function twoServers(): Promise<[ServerProcess, ServerProcess]> {
  if (servers.length === 0) {
    const url = (await testDatabaseUrl())!;
    servers.push(
      // Every request comes from 127.0.0.1: the generic per-IP cap must not answer for the engine.
      ...(await Promise.all(
        [0, 1].map(() => startServer({ DATABASE_URL: url, RATE_LIMIT_PER_IP_PER_MINUTE: '100000' })),
      )),
    );
  }
  return [servers[0]!, servers[1]!];
}

interface Reply {
  code: number;
  data: { exist?: boolean; items?: { mixed_video_id: number }[]; reported?: boolean };
}

describe.skipIf(!onPostgres)(
  'claims across two server processes (PostgreSQL; skipped on PGlite: TEST_DATABASE_URL is unset)',
  { timeout: 120_000 },
  () => {
    it('240 concurrent claims on a pool of 50: exactly 50 distinct videos, the rest exist:false', async () => {
      const { db } = await testDatabase();
      const pool = await makeActivity(db, { size: 50 });
      const [a, b] = await twoServers();
      const replies = await Promise.all(
        Array.from({ length: 240 }, (_, i) =>
          postJson(
            i % 2 ? a.port : b.port,
            PATHS.wechatFetch,
            { activity_id: pool.id },
            { 'visitor-id': randomUUID() },
          ),
        ),
      );
      const bodies = replies.map((r) => {
        expect(r.status, r.body).toBe(200);
        return JSON.parse(r.body) as Reply;
      });
      const won = bodies.filter((r) => r.data.exist).map((r) => r.data.items![0]!.mixed_video_id);
      expect(won).toHaveLength(50);
      expect(new Set(won).size).toBe(50);
      expect(new Set(won)).toEqual(new Set(pool.videoIds));
      expect(bodies.filter((r) => r.code === 0 && r.data.exist === false)).toHaveLength(190);
      const locked = await db
        .select({ by: videos.lockedBy })
        .from(videos)
        .where(eq(videos.activityId, pool.id));
      expect(new Set(locked.map((r) => r.by)).size).toBe(50);
    });

    it('one claimer reporting 12 videos at once through both servers never passes a limit of 3', async () => {
      const { db } = await testDatabase();
      const pool = await makeActivity(db, { size: 12, claimLimit: 3 });
      const [a, b] = await twoServers();
      const visitor = randomUUID();
      const first = await postJson(
        a.port,
        PATHS.wechatFetch,
        { activity_id: pool.id },
        { 'visitor-id': visitor },
      );
      expect(first.status).toBe(200);
      // As if twelve tabs had each claimed one video.
      await db
        .update(videos)
        .set({ lockedBy: `v:${visitor}`, lockedUntil: new Date(Date.now() + 3_600_000) })
        .where(eq(videos.activityId, pool.id));
      const replies = await Promise.all(
        pool.videoIds.map((id, i) =>
          postJson(
            i % 2 ? a.port : b.port,
            PATHS.browserReport,
            { activity_id: pool.id, mixed_video_id: id },
            {
              'visitor-id': visitor,
            },
          ),
        ),
      );
      const codes = replies.map((r) => (JSON.parse(r.body) as Reply).code);
      expect(codes.filter((c) => c === 0)).toHaveLength(3);
      expect(codes.filter((c) => c === 20003)).toHaveLength(9);
      const published = await db
        .select({ id: videos.id })
        .from(videos)
        .where(and(eq(videos.activityId, pool.id), isNotNull(videos.publishedAt)));
      expect(published).toHaveLength(3);
      const [row] = await db
        .select({ taken: claimers.taken })
        .from(claimers)
        .where(and(eq(claimers.activityId, pool.id), eq(claimers.claimer, `v:${visitor}`)));
      expect(row!.taken).toBe(3);
    });

    it('a double tap (two fetches of one visitor at once) leaves the visitor holding one video', async () => {
      const { db } = await testDatabase();
      const pool = await makeActivity(db, { size: 20 });
      const [a, b] = await twoServers();
      for (let round = 0; round < 5; round++) {
        const visitor = randomUUID();
        const replies = await Promise.all(
          [a, b, a, b].map((s) =>
            postJson(s.port, PATHS.wechatFetch, { activity_id: pool.id }, { 'visitor-id': visitor }),
          ),
        );
        expect(
          replies.map((r) => r.status),
          replies.map((r) => r.body).join('\n'),
        ).toEqual([200, 200, 200, 200]);
        const held = await db
          .select({ id: videos.id })
          .from(videos)
          .where(and(eq(videos.activityId, pool.id), eq(videos.lockedBy, `v:${visitor}`)));
        expect(held).toHaveLength(1);
        const again = JSON.parse(
          (await postJson(a.port, PATHS.wechatFetch, { activity_id: pool.id }, { 'visitor-id': visitor }))
            .body,
        ) as Reply;
        expect(again.data.items![0]!.mixed_video_id).toBe(held[0]!.id);
      }
    });

    it('no reply names a video its visitor does not hold: double taps amid other visitors', async () => {
      const { db } = await testDatabase();
      // A tight pool: a video one tap lets go is soon drawn by another visitor.
      const pool = await makeActivity(db, { size: 24 });
      const [a, b] = await twoServers();
      const replies: { claimer: string; video: number }[] = [];
      // 28 fetches: with the tests above, under the 300 claims per IP per minute (all are 127.0.0.1).
      for (let round = 0; round < 2; round++) {
        const tappers = [randomUUID(), randomUUID(), randomUUID()];
        const fetches = [
          ...tappers.flatMap((visitor) => [a, b, a, b].map((server) => ({ visitor, server }))),
          ...[a, b].map((server) => ({ visitor: randomUUID(), server })),
        ];
        const bodies = await Promise.all(
          fetches.map(async ({ visitor, server }) => {
            const reply = await postJson(
              server.port,
              PATHS.wechatFetch,
              { activity_id: pool.id },
              { 'visitor-id': visitor },
            );
            expect(reply.status, reply.body).toBe(200);
            return { visitor, body: JSON.parse(reply.body) as Reply };
          }),
        );
        for (const { visitor, body } of bodies) {
          if (body.data.exist)
            replies.push({ claimer: `v:${visitor}`, video: body.data.items![0]!.mixed_video_id });
        }
      }
      const owners = new Map(
        (
          await db
            .select({ id: videos.id, by: videos.lockedBy })
            .from(videos)
            .where(eq(videos.activityId, pool.id))
        ).map((r) => [r.id, r.by]),
      );
      expect(replies.length).toBeGreaterThan(0);
      expect(replies.filter((r) => owners.get(r.video) !== r.claimer)).toEqual([]);
    });
  },
);
