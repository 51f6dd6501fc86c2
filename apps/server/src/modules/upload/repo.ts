import type { UploadKind, UploadState } from '@vidmatrix/contract/upload';
import { and, desc, eq, gt, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ProbeResult } from '../../integrations/video/probe';
import { activities, teams, videos } from '../../db/schema';
import { libraryVideos, uploadTasks } from '../../db/schema-console';
import { shareLinkVideos } from '../../db/schema-share';
import { ACTIVE_STATES, PROCESSING_STATES, RECEIVING_STATES, statesBefore } from './states';

export type TaskRow = typeof uploadTasks.$inferSelect;
export type LibraryRow = typeof libraryVideos.$inferSelect;

export async function insertTask(db: Db, values: typeof uploadTasks.$inferInsert): Promise<TaskRow> {
  const [row] = await db.insert(uploadTasks).values(values).returning();
  return row!;
}

/** A task of this team; another team's task is as unknown as a missing one. */
export async function findTask(db: Db, teamId: number, id: string): Promise<TaskRow | undefined> {
  const [row] = await db
    .select()
    .from(uploadTasks)
    .where(and(eq(uploadTasks.id, id), eq(uploadTasks.teamId, teamId)));
  return row;
}

export async function findTaskById(db: Db, id: string): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(uploadTasks).where(eq(uploadTasks.id, id));
  return row;
}

export async function listTasks(
  db: Db,
  teamId: number,
  filter: { ids: string[]; kind?: UploadKind | undefined },
): Promise<TaskRow[]> {
  return db
    .select()
    .from(uploadTasks)
    .where(
      and(
        eq(uploadTasks.teamId, teamId),
        filter.ids.length ? inArray(uploadTasks.id, filter.ids) : undefined,
        filter.kind ? eq(uploadTasks.kind, filter.kind) : undefined,
      ),
    )
    .orderBy(desc(uploadTasks.createdAt), desc(uploadTasks.id))
    .limit(filter.ids.length || 50);
}

/**
 * Moves a task to `to` only from a state that may precede it (states.ts), in one conditional
 * UPDATE, so two processes or requests never both win a transition. Undefined: not moved.
 */
export async function moveTask(
  db: Db,
  id: string,
  to: UploadState,
  extra: Partial<Pick<TaskRow, 'progress' | 'errorKey' | 'uploadId' | 'libraryVideoId'>> = {},
): Promise<TaskRow | undefined> {
  const [row] = await db
    .update(uploadTasks)
    .set({ state: to, ...extra, updatedAt: sql`now()` })
    .where(and(eq(uploadTasks.id, id), inArray(uploadTasks.state, statesBefore(to))))
    .returning();
  return row;
}

/** Progress of a running job; a task cancelled meanwhile is left alone. */
export async function setProgress(db: Db, id: string, progress: number): Promise<void> {
  await db
    .update(uploadTasks)
    .set({ progress, updatedAt: sql`now()` })
    .where(and(eq(uploadTasks.id, id), inArray(uploadTasks.state, [...PROCESSING_STATES])));
}

/** The heartbeat of a running job; false once the task is no longer processing (cancelled). */
export async function touchProcessing(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(uploadTasks)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(uploadTasks.id, id), inArray(uploadTasks.state, [...PROCESSING_STATES])))
    .returning({ id: uploadTasks.id });
  return rows.length > 0;
}

/** Tasks in processing, oldest first: the queue checks that each has a live job. */
export async function processingTaskIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: uploadTasks.id })
    .from(uploadTasks)
    .where(inArray(uploadTasks.state, [...PROCESSING_STATES]))
    .orderBy(uploadTasks.updatedAt);
  return rows.map((r) => r.id);
}

/** When a processing task's row last moved (its job's heartbeat); undefined once it is final. */
export async function processingTouchedAt(db: Db, id: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ updatedAt: uploadTasks.updatedAt })
    .from(uploadTasks)
    .where(and(eq(uploadTasks.id, id), inArray(uploadTasks.state, [...PROCESSING_STATES])));
  return row?.updatedAt;
}

/** Tasks still waiting for their bytes whose row has not moved since `before`. */
export async function receivingSince(db: Db, before: Date): Promise<TaskRow[]> {
  return db
    .select()
    .from(uploadTasks)
    .where(and(inArray(uploadTasks.state, [...RECEIVING_STATES]), lt(uploadTasks.updatedAt, before)));
}

/**
 * Bytes the team's library holds plus those of uploads still on their way in. One statement, so
 * inside a transaction (createTask) it reads one snapshot and never runs queries side by side.
 */
export async function quotaOf(db: Db, teamId: number): Promise<{ used: number; total: number }> {
  const stored = db
    .select({ bytes: sql<string>`coalesce(sum(${libraryVideos.sizeBytes}), 0)` })
    .from(libraryVideos)
    .where(eq(libraryVideos.teamId, teamId));
  const pending = db
    .select({ bytes: sql<string>`coalesce(sum(${uploadTasks.sizeBytes}), 0)` })
    .from(uploadTasks)
    .where(and(eq(uploadTasks.teamId, teamId), inArray(uploadTasks.state, [...ACTIVE_STATES])));
  const [row] = await db
    .select({
      total: teams.libraryQuotaBytes,
      used: sql<string>`(${stored}) + (${pending})`,
    })
    .from(teams)
    .where(eq(teams.id, teamId));
  return { used: Number(row?.used ?? 0), total: row?.total ?? 0 };
}

/**
 * Locks the team's row until the transaction ends, so quota checks of one team run one at a
 * time across requests and processes: check-then-insert without it let a burst of 30 task
 * creations all see the same free space on PostgreSQL (issue 11, finding 4).
 */
export async function lockTeamQuota(db: Db, teamId: number): Promise<void> {
  await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
}

export async function findLibraryByMd5(db: Db, teamId: number, md5: string): Promise<LibraryRow | undefined> {
  const [row] = await db
    .select()
    .from(libraryVideos)
    .where(and(eq(libraryVideos.teamId, teamId), eq(libraryVideos.md5, md5)));
  return row;
}

/** The library row's columns that come from ffprobe (the upload job and the demo seed). */
export function probeColumns(probe: ProbeResult) {
  return {
    durationSeconds: probe.durationSeconds,
    sizeBytes: probe.sizeBytes,
    width: probe.width,
    height: probe.height,
    videoCodec: probe.videoCodec,
    audioCodec: probe.audioCodec,
  };
}

/** Inserts, or returns the row another task of the same file inserted first (team + MD5 unique). */
export async function upsertLibraryVideo(
  db: Db,
  values: typeof libraryVideos.$inferInsert,
): Promise<LibraryRow> {
  const [row] = await db.insert(libraryVideos).values(values).onConflictDoNothing().returning();
  return row ?? (await findLibraryByMd5(db, values.teamId, values.md5))!;
}

export async function libraryOf(db: Db, teamId: number) {
  return db
    .select({
      video: libraryVideos,
      // Plain SQL: Drizzle leaves columns of a one-table select unqualified inside subqueries.
      activityIds: sql<number[]>`coalesce((select array_agg(v.activity_id order by v.activity_id)
        from videos v where v.library_video_id = library_videos.id), '{}')`,
      // Titles too, so the library names the activities it links to (issue 13).
      activities: sql<{ id: number; title: string }[]>`coalesce((select json_agg(
          json_build_object('id', a.id, 'title', a.title) order by a.id)
        from videos v join activities a on a.id = v.activity_id
        where v.library_video_id = library_videos.id), '[]')`,
    })
    .from(libraryVideos)
    .where(eq(libraryVideos.teamId, teamId))
    .orderBy(desc(libraryVideos.createdAt), desc(libraryVideos.id))
    .limit(500);
}

export async function libraryVideosByIds(db: Db, teamId: number, ids: number[]): Promise<LibraryRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(libraryVideos)
    .where(and(eq(libraryVideos.teamId, teamId), inArray(libraryVideos.id, ids)));
}

/** An activity of this team on this brand; other teams' ids are unknown. */
export async function findActivity(db: Db, teamId: number, brandKey: string, id: number) {
  const [row] = await db
    .select({ id: activities.id, title: activities.title })
    .from(activities)
    .where(and(eq(activities.id, id), eq(activities.teamId, teamId), eq(activities.brandKey, brandKey)));
  return row;
}

export async function activitiesOf(db: Db, teamId: number, brandKey: string) {
  return db
    .select({
      id: activities.id,
      title: activities.title,
      status: activities.status,
      videos: sql<number>`(select count(*)::int from videos v where v.activity_id = activities.id)`,
    })
    .from(activities)
    .where(and(eq(activities.teamId, teamId), eq(activities.brandKey, brandKey)))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(500);
}

/** The pool videos that came from the library, with their frame hashes (near-duplicate check). */
export async function poolHashes(db: Db, activityId: number) {
  return db
    .select({
      videoId: videos.id,
      libraryVideoId: libraryVideos.id,
      frameHashes: libraryVideos.frameHashes,
    })
    .from(videos)
    .innerJoin(libraryVideos, eq(libraryVideos.id, videos.libraryVideoId))
    .where(eq(videos.activityId, activityId));
}

/** Adds a processed library video to a pool; undefined when it is already there. */
export async function insertPoolVideo(
  db: Db,
  activityId: number,
  lib: LibraryRow,
): Promise<number | undefined> {
  const [row] = await db
    .insert(videos)
    .values({
      activityId,
      title: lib.title,
      fileKey: lib.fileKey,
      coverKey: lib.coverKey,
      durationSeconds: lib.durationSeconds,
      sizeBytes: lib.sizeBytes,
      state: 'ready',
      libraryVideoId: lib.id,
    })
    .onConflictDoNothing()
    .returning({ id: videos.id });
  return row?.id;
}

/**
 * Pool entries of a library video that someone holds, took, posted or that a share link names:
 * such a video is in use and cannot be deleted.
 */
export async function poolEntriesInUse(db: Db, libraryVideoId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(videos)
    .where(
      and(
        eq(videos.libraryVideoId, libraryVideoId),
        or(
          isNotNull(videos.publishedAt),
          isNotNull(videos.postedAt),
          gt(videos.lockedUntil, sql`now()`),
          sql`exists (select 1 from ${shareLinkVideos} where ${shareLinkVideos.videoId} = ${videos.id})`,
        ),
      ),
    );
  return row?.n ?? 0;
}

export async function deleteLibraryRow(db: Db, libraryVideoId: number): Promise<void> {
  await db.delete(videos).where(eq(videos.libraryVideoId, libraryVideoId));
  await db.delete(libraryVideos).where(eq(libraryVideos.id, libraryVideoId));
}

/** Another row still using these storage keys (the same file in another team shares no keys). */
export async function keysStillUsed(db: Db, fileKey: string): Promise<boolean> {
  const [row] = await db.select({ id: videos.id }).from(videos).where(eq(videos.fileKey, fileKey)).limit(1);
  return row !== undefined;
}
