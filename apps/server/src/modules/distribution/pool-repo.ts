import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { PoolState } from '@vidmatrix/contract/console';
import type { Db } from '../../db/client';
import { videos } from './schema';

/**
 * The one state a pool video shows, in the order that wins: posted (proof of posting) →
 * published (taken for good) → not ready → locked (a claim's lock still running, by the
 * database clock like the claim itself) → free. The list and the counts both use it, so the
 * counts add up to the pool size.
 */
export const POOL_STATE = sql<PoolState>`(case
  when ${videos.postedAt} is not null then 'posted'
  when ${videos.publishedAt} is not null then 'published'
  when ${videos.state} <> 'ready' then ${videos.state}
  when ${videos.lockedUntil} > now() then 'locked'
  else 'free' end)`;

export async function pagePoolVideos(
  db: Db,
  activityId: number,
  p: { page: number; pageSize: number; state?: PoolState | undefined },
) {
  const where = and(eq(videos.activityId, activityId), p.state ? sql`${POOL_STATE} = ${p.state}` : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: videos.id,
        title: videos.title,
        coverKey: videos.coverKey,
        durationSeconds: videos.durationSeconds,
        sizeBytes: videos.sizeBytes,
        state: POOL_STATE,
        lockedUntil: videos.lockedUntil,
        publishedAt: videos.publishedAt,
        postedAt: videos.postedAt,
        libraryVideoId: videos.libraryVideoId,
        createdAt: videos.createdAt,
      })
      .from(videos)
      .where(where)
      .orderBy(asc(videos.id))
      .limit(p.pageSize)
      .offset((p.page - 1) * p.pageSize),
    db.select({ n: count() }).from(videos).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export class VideosInUse extends Error {
  constructor(readonly ids: number[]) {
    super('videos in use');
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/**
 * Removes pool videos nobody has: all or nothing. The free condition is in the DELETE itself,
 * so a claim that locks one of them between the page showing it and this statement wins — under
 * READ COMMITTED PostgreSQL re-checks the WHERE on the row a concurrent claim just updated. Any
 * row not deleted (locked, taken, posted, or still referenced by a share link) rolls back all.
 * Returns undefined when some id is not a video of this activity.
 */
export async function removeFreeVideos(
  db: Db,
  activityId: number,
  ids: number[],
): Promise<number[] | undefined> {
  const wanted = [...new Set(ids)];
  try {
    return await db.transaction(async (tx) => {
      const [found] = await tx
        .select({ n: count() })
        .from(videos)
        .where(and(eq(videos.activityId, activityId), inArray(videos.id, wanted)));
      if ((found?.n ?? 0) < wanted.length) return undefined;
      const removed = await tx
        .delete(videos)
        .where(
          and(
            eq(videos.activityId, activityId),
            inArray(videos.id, wanted),
            sql`(${videos.lockedUntil} is null or ${videos.lockedUntil} < now()) and ${videos.publishedAt} is null`,
          ),
        )
        .returning({ id: videos.id });
      const gone = new Set(removed.map((r) => r.id));
      if (gone.size < wanted.length) throw new VideosInUse(wanted.filter((id) => !gone.has(id)));
      return wanted;
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new VideosInUse(wanted);
    throw error;
  }
}
