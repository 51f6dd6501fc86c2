import type { UploadKind, UploadState } from '@vidmatrix/contract/upload';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ProbeResult } from '../../integrations/video/probe';
import { activityPicker, libraryPool, teamActivities } from '../distribution/service';
import { sharedVideoIds } from '../share/service';
import { libraryQuota } from '../team/service';
import { libraryVideos, uploadTasks } from './schema';
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
 * Bytes the team's library holds plus those of uploads still on their way in, against the team's
 * quota (team's: `total` when the caller already has it, from the quota lock). Statements run one
 * after the other: inside a transaction (createTask) queries never run side by side.
 */
export async function quotaOf(
  db: Db,
  teamId: number,
  total?: number,
): Promise<{ used: number; total: number }> {
  const stored = db
    .select({ bytes: sql<string>`coalesce(sum(${libraryVideos.sizeBytes}), 0)` })
    .from(libraryVideos)
    .where(eq(libraryVideos.teamId, teamId));
  const pending = db
    .select({ bytes: sql<string>`coalesce(sum(${uploadTasks.sizeBytes}), 0)` })
    .from(uploadTasks)
    .where(and(eq(uploadTasks.teamId, teamId), inArray(uploadTasks.state, [...ACTIVE_STATES])));
  const result = await db.execute(sql`select (${stored}) + (${pending}) as used`);
  const [row] = (result as unknown as { rows: { used: string }[] }).rows;
  return { used: Number(row?.used ?? 0), total: total ?? (await libraryQuota(db, teamId)) };
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
  const rows = await db
    .select()
    .from(libraryVideos)
    .where(eq(libraryVideos.teamId, teamId))
    .orderBy(desc(libraryVideos.createdAt), desc(libraryVideos.id))
    .limit(500);
  // The activities each video is in, with titles (issue 13): distribution's pools say.
  const pools = await libraryPool.poolActivitiesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((video) => {
    const activities = pools.get(video.id) ?? [];
    return { video, activityIds: activities.map((a) => a.id), activities };
  });
}

/**
 * Library videos by id, whatever their team: for a caller that reached them through its own row
 * naming them (an academy lesson, its HLS packaging). By id.
 */
export async function libraryVideosById(db: Db, ids: number[]): Promise<Map<number, LibraryRow>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select()
    .from(libraryVideos)
    .where(inArray(libraryVideos.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function libraryVideosByIds(db: Db, teamId: number, ids: number[]): Promise<LibraryRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(libraryVideos)
    .where(and(eq(libraryVideos.teamId, teamId), inArray(libraryVideos.id, ids)));
}

/** An activity of this team on this brand (distribution's); other teams' ids are unknown. */
export const findActivity = (db: Db, teamId: number, brandKey: string, id: number) =>
  teamActivities.findActivity(db, { teamId, brandKey }, id);

/** The team's activities for the quick uploader's picker, with their pool sizes. */
export const activitiesOf = (db: Db, teamId: number, brandKey: string) =>
  activityPicker(db, { teamId, brandKey }, { readyOnly: false });

/** The pool videos that came from the library, with their frame hashes (near-duplicate check). */
export async function poolHashes(db: Db, activityId: number) {
  const entries = await libraryPool.libraryEntries(db, activityId);
  if (entries.length === 0) return [];
  const hashes = await db
    .select({ id: libraryVideos.id, frameHashes: libraryVideos.frameHashes })
    .from(libraryVideos)
    .where(
      inArray(
        libraryVideos.id,
        entries.map((e) => e.libraryVideoId),
      ),
    );
  const byId = new Map(hashes.map((h) => [h.id, h.frameHashes]));
  return entries.flatMap((e) => {
    const frameHashes = byId.get(e.libraryVideoId);
    return frameHashes ? [{ ...e, frameHashes }] : [];
  });
}

/** Adds a processed library video to a pool under `title`; undefined when it is already there. */
export const insertPoolVideo = (db: Db, activityId: number, lib: LibraryRow, title: string) =>
  libraryPool.addPoolVideo(db, activityId, {
    libraryVideoId: lib.id,
    title,
    caption: lib.caption,
    fileKey: lib.fileKey,
    coverKey: lib.coverKey,
    durationSeconds: lib.durationSeconds,
    sizeBytes: lib.sizeBytes,
  });

/**
 * Pool entries of a library video that someone holds, took, posted (distribution says) or that a
 * share link names (share says): such a video is in use and cannot be deleted.
 */
export async function poolEntriesInUse(db: Db, libraryVideoId: number): Promise<number> {
  const entries = await libraryPool.libraryVideoUse(db, libraryVideoId);
  const shared = await sharedVideoIds(
    db,
    entries.map((e) => e.id),
  );
  return entries.filter((e) => e.busy || shared.has(e.id)).length;
}

export async function deleteLibraryRow(db: Db, libraryVideoId: number): Promise<void> {
  await libraryPool.removeLibraryEntries(db, libraryVideoId);
  await db.delete(libraryVideos).where(eq(libraryVideos.id, libraryVideoId));
}

/** Another pool entry still plays these stored files (the same file in another team shares no keys). */
export const keysStillUsed = (db: Db, fileKey: string) => libraryPool.fileKeyInUse(db, fileKey);

/** Videos in an activity's pool, whatever their origin: the next default title's number. */
export const poolSize = (db: Db, activityId: number) => libraryPool.poolSize(db, activityId);

/** The file names each library video was uploaded under (a video's title may still be one). */
export async function uploadedFileNames(db: Db, libraryVideoIds: number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  if (!libraryVideoIds.length) return names;
  const rows = await db
    .select({ id: uploadTasks.libraryVideoId, fileName: uploadTasks.fileName })
    .from(uploadTasks)
    .where(inArray(uploadTasks.libraryVideoId, libraryVideoIds));
  for (const r of rows) if (r.id !== null) names.set(r.id, [...(names.get(r.id) ?? []), r.fileName]);
  return names;
}

/**
 * New titles for a team's library videos and for their pool entries nobody holds, took or
 * posted (a customer keeps the title they were handed). The number of library videos renamed.
 */
export async function renameVideos(
  db: Db,
  teamId: number,
  items: { id: number; title: string }[],
): Promise<number> {
  let renamed = 0;
  for (const { id, title } of items) {
    const rows = await db
      .update(libraryVideos)
      .set({ title })
      .where(and(eq(libraryVideos.id, id), eq(libraryVideos.teamId, teamId)))
      .returning({ id: libraryVideos.id });
    if (!rows.length) continue;
    renamed += 1;
    await libraryPool.retitleFreeEntries(db, id, title);
  }
  return renamed;
}
