import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scriptPicker, scriptTitles, teamScript } from '../copywriting/service';
import {
  activityPicker,
  pickerVideos,
  teamReadyVideoIds,
  videosWithStore,
  videoTitles,
} from '../distribution/service';
import { setSharePolicy, sharingOf, type SharePolicy } from '../team/service';
import { shareLinks, shareLinkVideos } from './schema';

export type LinkRow = typeof shareLinks.$inferSelect;

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

/** One page of a link's videos in link order, with their files and their activity's store (distribution's). */
export async function linkVideosPage(db: Db, linkId: number, limit: number, offset: number) {
  const rows = await db
    .select({
      videoId: shareLinkVideos.videoId,
      position: shareLinkVideos.position,
      downloads: shareLinkVideos.downloads,
    })
    .from(shareLinkVideos)
    .where(eq(shareLinkVideos.linkId, linkId))
    .orderBy(asc(shareLinkVideos.position))
    .limit(limit)
    .offset(offset);
  const videos = await videosWithStore(
    db,
    rows.map((r) => r.videoId),
  );
  // A linked video cannot go (its key references it): each row finds its video.
  return rows.flatMap((r) => {
    const v = videos.get(r.videoId);
    return v ? [{ ...r, ...v }] : [];
  });
}
export type SharedVideoRow = Awaited<ReturnType<typeof linkVideosPage>>[number];

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

/** The team's name and share policy (team's). */
export const teamOf = (db: Db, teamId: number) => sharingOf(db, teamId);

/** A script of the team (copywriting's), or undefined. */
export const findTeamScript = (db: Db, teamId: number, id: number) => teamScript(db, teamId, id);

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

/** Which of `ids` are ready videos of the team's activities (distribution's). */
export const teamVideoIds = (db: Db, teamId: number, ids: number[]) => teamReadyVideoIds(db, teamId, ids);

/** Which of these videos a share link names (upload may not delete a library video they came from). */
export async function sharedVideoIds(db: Db, videoIds: number[]): Promise<Set<number>> {
  if (videoIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: shareLinkVideos.videoId })
    .from(shareLinkVideos)
    .where(inArray(shareLinkVideos.videoId, videoIds));
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
  const [rows, scriptTitlesById] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({
            linkId: shareLinkVideos.linkId,
            videoId: shareLinkVideos.videoId,
            downloads: shareLinkVideos.downloads,
          })
          .from(shareLinkVideos)
          .where(inArray(shareLinkVideos.linkId, ids))
          .orderBy(asc(shareLinkVideos.linkId), asc(shareLinkVideos.position)),
    scriptTitles(db, scriptIds),
  ]);
  const titles = await videoTitles(
    db,
    rows.map((r) => r.videoId),
  );
  const videoRows = rows.map((r) => ({
    linkId: r.linkId,
    title: titles.get(r.videoId) ?? '',
    downloads: r.downloads,
  }));
  return { videoRows, scriptTitles: scriptTitlesById };
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

export const updatePolicy = (db: Db, teamId: number, policy: SharePolicy) =>
  setSharePolicy(db, teamId, policy);

/** The team's activities on this brand with their ready videos, for the link form's picker. */
export async function teamActivities(db: Db, teamId: number, brandKey: string) {
  const rows = await activityPicker(db, { teamId, brandKey }, { readyOnly: true });
  return rows.map((a) => ({ id: a.id, title: a.title, videoCount: a.videos }));
}

/** The activity's ready videos for the picker; none unless the activity is the team's. */
export const activityVideos = (db: Db, teamId: number, activityId: number) =>
  pickerVideos(db, teamId, activityId);

/** The team's scripts for the picker (copywriting's). */
export const teamScripts = (db: Db, teamId: number) => scriptPicker(db, teamId);
