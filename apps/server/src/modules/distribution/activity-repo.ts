import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, claimers, nfcCards, stores, videos } from './schema';
import { activityVisible } from './visibility';

// The claim engine's cold paths (page info, NFC cards, console figures, platform callbacks):
// plain Drizzle, no need for the hot path's prepared statements.

/**
 * Who looks decides which brands' activities are found: a member (console, funnel) only its own
 * brand's; a visitor also the demo ones, so the README's demo links work on every brand host.
 */
type Audience = 'member' | 'visitor';

export async function findActivity(db: Db, activityId: number, brandKey: string, audience: Audience) {
  const [row] = await db
    .select({
      id: activities.id,
      teamId: activities.teamId,
      title: activities.title,
      status: activities.status,
      platforms: activities.platforms,
      lockSeconds: activities.lockSeconds,
      claimLimit: activities.claimLimit,
      hashtags: activities.hashtags,
      captionTemplate: activities.captionTemplate,
      storeId: stores.id,
      storeName: stores.name,
      province: stores.province,
      city: stores.city,
      district: stores.district,
      address: stores.address,
      poi_name: stores.poiName,
    })
    .from(activities)
    .leftJoin(stores, eq(stores.id, activities.storeId))
    .where(
      and(
        eq(activities.id, activityId),
        audience === 'visitor' ? activityVisible(brandKey) : eq(activities.brandKey, brandKey),
      ),
    );
  return row;
}
export type ActivityRow = NonNullable<Awaited<ReturnType<typeof findActivity>>>;

/** A card bound to an activity; `visible`: whether a visitor on `brandKey`'s host may open it. */
export async function findNfcCard(db: Db, code: string, brandKey: string) {
  const [row] = await db
    .select({
      code: nfcCards.code,
      // Inner join: an unbound card (no activity) is "not found", so the id comes from the activity.
      activityId: activities.id,
      platform: nfcCards.platform,
      status: nfcCards.status,
      activityStatus: activities.status,
      visible: sql<boolean>`${activityVisible(brandKey)}`,
    })
    .from(nfcCards)
    .innerJoin(activities, eq(activities.id, nfcCards.activityId))
    .where(eq(nfcCards.code, code));
  return row;
}
export type NfcCardRow = NonNullable<Awaited<ReturnType<typeof findNfcCard>>>;

/** Title and file of a video, for the download route. */
export async function findVideoFile(db: Db, videoId: number) {
  const [row] = await db
    .select({ id: videos.id, title: videos.title, fileKey: videos.fileKey })
    .from(videos)
    .where(eq(videos.id, videoId));
  return row;
}

/**
 * Proof of posting (webhook, publish result): the video counts as posted and, if no report came
 * first, as published — never handed out again. Counted once per video. Returns false when the
 * video is unknown or was already marked.
 */
export async function markVideoPosted(db: Db, videoId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [video] = await tx
      .update(videos)
      .set({
        postedAt: sql`now()`,
        publishedAt: sql`coalesce(${videos.publishedAt}, now())`,
        publishedBy: sql`coalesce(${videos.publishedBy}, ${videos.lockedBy})`,
      })
      .where(and(eq(videos.id, videoId), isNull(videos.postedAt)))
      .returning({ activityId: videos.activityId, claimer: videos.publishedBy });
    if (!video) return false;
    if (video.claimer) {
      await tx
        .update(claimers)
        .set({ posted: sql`${claimers.posted} + 1` })
        .where(and(eq(claimers.activityId, video.activityId), eq(claimers.claimer, video.claimer)));
    }
    return true;
  });
}

export interface Funnel {
  visitors: number;
  views: number;
  claims: number;
  taken: number;
  posted: number;
}

/** The funnel's sums over claimer rows; the console groups the same columns by activity. */
export const FUNNEL_COLUMNS = {
  visitors: sql<number>`count(*)::int`,
  views: sql<number>`coalesce(sum(${claimers.views}), 0)::int`,
  claims: sql<number>`coalesce(sum(${claimers.claims}), 0)::int`,
  taken: sql<number>`coalesce(sum(${claimers.taken}), 0)::int`,
  posted: sql<number>`coalesce(sum(${claimers.posted}), 0)::int`,
};

/**
 * Views → claims → downloads/opens (taken) → posted, summed over the activity's claimer rows.
 * Kept per claimer rather than in one counter row per activity: every fetch writes it, and one
 * shared row would serialise every concurrent claim of the activity on its lock.
 */
export async function funnel(db: Db, activityId: number): Promise<Funnel> {
  const [row] = await db.select(FUNNEL_COLUMNS).from(claimers).where(eq(claimers.activityId, activityId));
  return row!;
}
