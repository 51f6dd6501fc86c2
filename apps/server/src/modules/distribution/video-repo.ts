import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, stores, videos } from './schema';
import type { Owner } from './team-activity-repo';

// Pool videos as other modules read them (through service.ts): share links, the export
// (handoff), the server-side publish (platform tasks), activity pickers (upload, share, mix).

/** Enough for any picker; a pool larger than this is shared in several links. */
const PICKER_LIMIT = 500;

/**
 * The team's activities on this brand, newest first, with their pool size: every video, or only
 * the ready ones (`readyOnly`: what can be shared or exported).
 */
export async function activityPicker(db: Db, o: Owner, { readyOnly }: { readyOnly: boolean }) {
  const counted = readyOnly ? sql` and v.state = 'ready'` : sql``;
  return db
    .select({
      id: activities.id,
      title: activities.title,
      status: activities.status,
      // Plain SQL: Drizzle leaves columns of a one-table select unqualified inside subqueries.
      videos: sql<number>`(select count(*)::int from videos v where v.activity_id = activities.id${counted})`,
    })
    .from(activities)
    .where(and(eq(activities.teamId, o.teamId), eq(activities.brandKey, o.brandKey)))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(PICKER_LIMIT);
}

const readyVideos = (db: Db, activityId: number, onlyIf?: SQL) =>
  db
    .select({
      id: videos.id,
      title: videos.title,
      caption: videos.caption,
      fileKey: videos.fileKey,
      coverKey: videos.coverKey,
      sizeBytes: videos.sizeBytes,
      durationSeconds: videos.durationSeconds,
      libraryVideoId: videos.libraryVideoId,
    })
    .from(videos)
    .where(and(eq(videos.activityId, activityId), eq(videos.state, 'ready'), onlyIf))
    .orderBy(asc(videos.id));

/** An activity's ready videos in pool order, all of them (the caller checked the activity is theirs). */
export const exportVideos = (db: Db, activityId: number) => readyVideos(db, activityId);

/** A picker's worth of the activity's ready videos; none unless the activity is the team's. */
export const pickerVideos = (db: Db, teamId: number, activityId: number) =>
  readyVideos(
    db,
    activityId,
    sql`exists (select 1 from ${activities} where ${activities.id} = ${activityId} and ${activities.teamId} = ${teamId})`,
  ).limit(PICKER_LIMIT);

/** Which of `ids` are ready videos of the team's activities. */
export async function teamReadyVideoIds(db: Db, teamId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: videos.id })
    .from(videos)
    .innerJoin(activities, eq(activities.id, videos.activityId))
    .where(and(eq(activities.teamId, teamId), inArray(videos.id, ids), eq(videos.state, 'ready')));
  return new Set(rows.map((r) => r.id));
}

/** Videos by id with their files and their activity's store (a share page shows it), by id. */
export async function videosWithStore(db: Db, ids: number[]) {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: videos.id,
            title: videos.title,
            fileKey: videos.fileKey,
            coverKey: videos.coverKey,
            durationSeconds: videos.durationSeconds,
            storeId: stores.id,
            province: stores.province,
            city: stores.city,
            district: stores.district,
            address: stores.address,
            poiName: stores.poiName,
          })
          .from(videos)
          .innerJoin(activities, eq(activities.id, videos.activityId))
          .leftJoin(stores, eq(stores.id, activities.storeId))
          .where(inArray(videos.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The videos' titles, by id. */
export async function videoTitles(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: videos.id, title: videos.title })
    .from(videos)
    .where(inArray(videos.id, ids));
  return new Map(rows.map((r) => [r.id, r.title]));
}

/** The video's files and who holds or took it, for a server-side publish. */
export async function videoForPublish(db: Db, activityId: number, videoId: number) {
  const [row] = await db
    .select({
      id: videos.id,
      title: videos.title,
      caption: videos.caption,
      fileKey: videos.fileKey,
      coverKey: videos.coverKey,
      state: videos.state,
      lockedBy: videos.lockedBy,
      lockHeld: sql<boolean>`coalesce(${videos.lockedUntil} > now(), false)`,
      publishedBy: videos.publishedBy,
      published: sql<boolean>`${videos.publishedAt} is not null`,
    })
    .from(videos)
    .where(and(eq(videos.id, videoId), eq(videos.activityId, activityId)));
  return row;
}
