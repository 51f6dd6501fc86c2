import { and, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, videos } from './schema';

// Pool entries made from the team library (modules/upload asks these through service.ts): a
// library video is copied into an activity's pool as a `videos` row naming it.

/** A processed library video as a pool entry takes it. */
interface PoolSource {
  libraryVideoId: number;
  title: string;
  /** The library video's own publish caption (a mix variant's), or null. */
  caption: string | null;
  fileKey: string;
  coverKey: string;
  durationSeconds: number;
  sizeBytes: number;
}

/**
 * Locks the activity's row until the transaction ends (one adder per activity at a time) and
 * answers its title; undefined when there is no such activity.
 */
export async function lockActivity(tx: Db, activityId: number): Promise<{ title: string } | undefined> {
  const [row] = await tx
    .select({ title: activities.title })
    .from(activities)
    .where(eq(activities.id, activityId))
    .for('update');
  return row;
}

/** The pool's entries that came from the library (the near-duplicate check compares them). */
export function libraryEntries(db: Db, activityId: number) {
  return db
    .select({ videoId: videos.id, libraryVideoId: sql<number>`${videos.libraryVideoId}` })
    .from(videos)
    .where(and(eq(videos.activityId, activityId), isNotNull(videos.libraryVideoId)));
}

/** Videos in an activity's pool, whatever their origin: the next default title's number. */
export async function poolSize(db: Db, activityId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(videos)
    .where(eq(videos.activityId, activityId));
  return row?.n ?? 0;
}

/** Adds a library video to a pool, ready; undefined when it is already there. */
export async function addPoolVideo(
  db: Db,
  activityId: number,
  source: PoolSource,
): Promise<number | undefined> {
  const [row] = await db
    .insert(videos)
    .values({ activityId, state: 'ready', ...source })
    .onConflictDoNothing()
    .returning({ id: videos.id });
  return row?.id;
}

/**
 * A library video's pool entries, each `busy` when someone holds, took or posted it (such a
 * video is in use; whether a share link names one is share's to say).
 */
export async function libraryVideoUse(db: Db, libraryVideoId: number) {
  const rows = await db
    .select({
      id: videos.id,
      busy: sql<boolean>`(${or(isNotNull(videos.publishedAt), isNotNull(videos.postedAt), gt(videos.lockedUntil, sql`now()`))})`,
    })
    .from(videos)
    .where(eq(videos.libraryVideoId, libraryVideoId));
  return rows;
}

/** Removes a library video's pool entries (before the library row goes). */
export async function removeLibraryEntries(db: Db, libraryVideoId: number): Promise<void> {
  await db.delete(videos).where(eq(videos.libraryVideoId, libraryVideoId));
}

/** Whether a pool entry still plays these stored files (the same file in another team shares no keys). */
export async function fileKeyInUse(db: Db, fileKey: string): Promise<boolean> {
  const [row] = await db.select({ id: videos.id }).from(videos).where(eq(videos.fileKey, fileKey)).limit(1);
  return row !== undefined;
}

/** A library video's new title for its pool entries nobody holds, took or posted (a customer keeps the title they were handed). */
export async function retitleFreeEntries(db: Db, libraryVideoId: number, title: string): Promise<void> {
  await db
    .update(videos)
    .set({ title })
    .where(
      and(
        eq(videos.libraryVideoId, libraryVideoId),
        isNull(videos.publishedAt),
        isNull(videos.postedAt),
        or(isNull(videos.lockedUntil), lt(videos.lockedUntil, sql`now()`)),
      ),
    );
}

/** The activities whose pools hold each library video, by id then, for the library page. */
export async function poolActivitiesOf(db: Db, libraryVideoIds: number[]) {
  const byVideo = new Map<number, { id: number; title: string }[]>();
  if (libraryVideoIds.length === 0) return byVideo;
  const rows = await db
    .select({
      libraryVideoId: sql<number>`${videos.libraryVideoId}`,
      id: activities.id,
      title: activities.title,
    })
    .from(videos)
    .innerJoin(activities, eq(activities.id, videos.activityId))
    .where(inArray(videos.libraryVideoId, libraryVideoIds))
    .orderBy(activities.id);
  for (const r of rows)
    byVideo.set(r.libraryVideoId, [...(byVideo.get(r.libraryVideoId) ?? []), { id: r.id, title: r.title }]);
  return byVideo;
}
