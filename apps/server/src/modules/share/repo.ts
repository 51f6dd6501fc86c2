import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, stores, teams, videos } from '../../db/schema';
import { scripts, shareLinks, shareLinkVideos } from '../../db/schema-share';

export type LinkRow = typeof shareLinks.$inferSelect;
export type ScriptRow = typeof scripts.$inferSelect;

export async function findLinkByCode(db: Db, brandKey: string, code: string): Promise<LinkRow | undefined> {
  const [row] = await db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.brandKey, brandKey), eq(shareLinks.code, code)));
  return row;
}

export async function findLinkById(db: Db, id: number): Promise<LinkRow | undefined> {
  const [row] = await db.select().from(shareLinks).where(eq(shareLinks.id, id));
  return row;
}

/** A link of `teamId` only: another team's id reads like an unknown one. */
export async function findTeamLink(db: Db, teamId: number, id: number): Promise<LinkRow | undefined> {
  const [row] = await db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.id, id), eq(shareLinks.teamId, teamId)));
  return row;
}

const sharedVideoColumns = {
  videoId: shareLinkVideos.videoId,
  position: shareLinkVideos.position,
  downloads: shareLinkVideos.downloads,
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
};
export type SharedVideoRow = Awaited<ReturnType<typeof linkVideosPage>>[number];

/** One page of a link's videos in link order, with their activity's store. */
export function linkVideosPage(db: Db, linkId: number, limit: number, offset: number) {
  return db
    .select(sharedVideoColumns)
    .from(shareLinkVideos)
    .innerJoin(videos, eq(videos.id, shareLinkVideos.videoId))
    .innerJoin(activities, eq(activities.id, videos.activityId))
    .leftJoin(stores, eq(stores.id, activities.storeId))
    .where(eq(shareLinkVideos.linkId, linkId))
    .orderBy(asc(shareLinkVideos.position))
    .limit(limit)
    .offset(offset);
}

export async function countLinkVideos(db: Db, linkId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(shareLinkVideos)
    .where(eq(shareLinkVideos.linkId, linkId));
  return row?.n ?? 0;
}

/** +1 in one statement, so concurrent downloads never lose a count. Undefined: not in the link. */
export async function countDownload(db: Db, linkId: number, videoId: number): Promise<number | undefined> {
  const [row] = await db
    .update(shareLinkVideos)
    .set({ downloads: sql`${shareLinkVideos.downloads} + 1` })
    .where(and(eq(shareLinkVideos.linkId, linkId), eq(shareLinkVideos.videoId, videoId)))
    .returning({ downloads: shareLinkVideos.downloads });
  return row?.downloads;
}

export async function teamOf(db: Db, teamId: number) {
  const [row] = await db.select().from(teams).where(eq(teams.id, teamId));
  return row;
}

export async function findTeamScript(db: Db, teamId: number, id: number): Promise<ScriptRow | undefined> {
  const [row] = await db
    .select()
    .from(scripts)
    .where(and(eq(scripts.id, id), eq(scripts.teamId, teamId)));
  return row;
}

// ---- Console

export async function insertLink(
  db: Db,
  link: typeof shareLinks.$inferInsert,
  videoIds: number[],
): Promise<LinkRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(shareLinks).values(link).returning();
    if (videoIds.length > 0) {
      await tx
        .insert(shareLinkVideos)
        .values(videoIds.map((videoId, i) => ({ linkId: row!.id, videoId, position: i + 1 })));
    }
    return row!;
  });
}

/** Which of `ids` are ready videos of the team's activities. */
export async function teamVideoIds(db: Db, teamId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: videos.id })
    .from(videos)
    .innerJoin(activities, eq(activities.id, videos.activityId))
    .where(and(eq(activities.teamId, teamId), inArray(videos.id, ids), eq(videos.state, 'ready')));
  return new Set(rows.map((r) => r.id));
}

export async function teamLinks(db: Db, teamId: number, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(shareLinks)
      .where(eq(shareLinks.teamId, teamId))
      .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(shareLinks).where(eq(shareLinks.teamId, teamId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Per link: titles in order and the download total (videos), or the script's title. */
export async function linkContents(db: Db, links: LinkRow[]) {
  const ids = links.map((l) => l.id);
  const scriptIds = links.flatMap((l) => (l.scriptId === null ? [] : [l.scriptId]));
  const [videoRows, scriptRows] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({
            linkId: shareLinkVideos.linkId,
            title: videos.title,
            downloads: shareLinkVideos.downloads,
          })
          .from(shareLinkVideos)
          .innerJoin(videos, eq(videos.id, shareLinkVideos.videoId))
          .where(inArray(shareLinkVideos.linkId, ids))
          .orderBy(asc(shareLinkVideos.linkId), asc(shareLinkVideos.position)),
    scriptIds.length === 0
      ? []
      : db
          .select({ id: scripts.id, title: scripts.title })
          .from(scripts)
          .where(inArray(scripts.id, scriptIds)),
  ]);
  return { videoRows, scriptTitles: new Map(scriptRows.map((s) => [s.id, s.title])) };
}

/** Ends the link now unless it already ended; answers the row either way. */
export async function endLink(db: Db, id: number): Promise<LinkRow> {
  const [row] = await db
    .update(shareLinks)
    .set({ endedAt: sql`coalesce(${shareLinks.endedAt}, now())` })
    .where(eq(shareLinks.id, id))
    .returning();
  return row!;
}

export async function updatePolicy(
  db: Db,
  teamId: number,
  policy: { sharePasswordRequired: boolean; shareMaxExpiryMinutes: number | null },
) {
  const [row] = await db.update(teams).set(policy).where(eq(teams.id, teamId)).returning();
  return row!;
}

export async function teamActivities(db: Db, teamId: number, brandKey: string) {
  return db
    .select({ id: activities.id, title: activities.title, videoCount: count(videos.id) })
    .from(activities)
    .leftJoin(videos, and(eq(videos.activityId, activities.id), eq(videos.state, 'ready')))
    .where(and(eq(activities.teamId, teamId), eq(activities.brandKey, brandKey)))
    .groupBy(activities.id)
    .orderBy(desc(activities.createdAt), desc(activities.id));
}

/** Enough for any picker; a pool larger than this is shared in several links. */
const PICKER_LIMIT = 500;

export async function activityVideos(db: Db, teamId: number, activityId: number) {
  return db
    .select({
      id: videos.id,
      title: videos.title,
      coverKey: videos.coverKey,
      durationSeconds: videos.durationSeconds,
      libraryVideoId: videos.libraryVideoId,
    })
    .from(videos)
    .innerJoin(activities, eq(activities.id, videos.activityId))
    .where(and(eq(activities.id, activityId), eq(activities.teamId, teamId), eq(videos.state, 'ready')))
    .orderBy(asc(videos.id))
    .limit(PICKER_LIMIT);
}

export async function teamScripts(db: Db, teamId: number) {
  return db
    .select({
      id: scripts.id,
      title: scripts.title,
      type: scripts.type,
      aiGenerated: scripts.aiGenerated,
      updatedAt: scripts.updatedAt,
    })
    .from(scripts)
    .where(eq(scripts.teamId, teamId))
    .orderBy(desc(scripts.updatedAt))
    .limit(PICKER_LIMIT);
}
