import type { BootActivity } from '@vidmatrix/contract/boot-scripts';
import type { DistributionPlatform } from '@vidmatrix/contract/distribution';
import { idField } from '@vidmatrix/contract/input-fields';
import { PAGE_PATHS } from '@vidmatrix/contract/page-paths';
import type { Database, Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Principal } from '../../plugins/auth';
import type { InlineLimit } from '../../shared/throttle';
import { findActivity, findNfcCard, funnel, markVideoPosted, type ActivityRow } from './activity-repo';
import type { FetchResult, Flow } from './present';
import * as repo from './repo';
import { drawPoint, notActive, outcome, poiParam, racedWithItself, refusal } from './rules';

// The module's public surface: other modules (platform tasks, media, console) use these, never
// the repos or routes behind them (the lint rule in eslint.config.js holds that line).
export { claimerKey, cleanHashtags, videoCaption } from './rules';
export { findNfcCard, findVideoFile } from './activity-repo';
// The Douyin share ids the claim wrote, for the create_video webhook (modules/webhooks).
export { findShare, markSharePosted } from './douyin-share-repo';
export { cardProblem, nfcTarget } from './nfc-routes';

// The merchant console's side of these tables (modules/console): a team's activities, stores,
// pools and cards, each read and write scoped to the team and brand that ask.
export * as teamActivities from './team-activity-repo';
export * as teamCards from './team-card-repo';
export type { Owner } from './team-activity-repo';
export { pagePoolVideos, removeFreeVideos, VideosInUse } from './pool-repo';

// Pool entries made from the team library (modules/upload).
export * as libraryPool from './library-pool-repo';

// Pool videos read by share links, the export and the server-side publish; activity pickers.
export {
  activityPicker,
  exportVideos,
  pickerVideos,
  teamReadyVideoIds,
  videoForPublish,
  videosWithStore,
  videoTitles,
} from './video-repo';
// Cards as touch-card store pages read them, and which of them answer on a brand's host.
export {
  cardsVisibleOnBrand,
  openActivities,
  storeCard,
  teamCardCodes,
  visibleTeams,
} from './store-card-repo';

const FLOW_PLATFORM: Record<Flow, DistributionPlatform | null> = {
  douyin: 'douyin',
  browser: null, // the generic browser flow (plain Douyin and matrix) serves whatever the activity has
  wechat: 'wechat',
  xhs: 'xhs',
  ks: 'ks',
};

const activityNotFound = () =>
  new AppError('activityNotFound', { messageKey: 'distribution.activity_not_found' });

export interface FetchInput {
  activityId: number;
  claimer: string;
  brandKey: string;
  flow: Flow;
  heldId?: number | undefined;
  prevId?: number | undefined;
  viewedIds?: readonly number[];
  /** Without prevId, a held video among viewedIds is changed away from (share_activity/random). */
  heldViewedIsPrev?: boolean;
  /** The per-IP claim limit, counted by the claim statement itself (database counters). */
  ipLimit?: InlineLimit | undefined;
  /** A prefetched Douyin share id for the shown video's link (Douyin flows). */
  shareId?: string | undefined;
  /** Matrix (_v2) fetches from a card check it (docs/decisions/006-matrix-v2-endpoints.md). */
  nfcCode?: string | undefined;
  /** The browser flow's page may name its platform; the other flows' paths name theirs. */
  platform?: DistributionPlatform | undefined;
}

/**
 * Claim (or re-show) a video: one statement (claim-sql.ts) draws, locks, releases `prevId` and
 * counts the view; the rules below turn what it saw into the answer.
 */
export async function fetchVideo(database: Database, input: FetchInput, retries = 2): Promise<FetchResult> {
  const platform = FLOW_PLATFORM[input.flow] ?? input.platform ?? null;
  if (input.nfcCode !== undefined)
    await checkNfcCard(database.db, input.brandKey, input.nfcCode, input.activityId, platform);
  const prevId = input.prevId ?? null;
  const claimed = await repo.claim(database, {
    activityId: input.activityId,
    claimer: input.claimer,
    brandKey: input.brandKey,
    platform,
    heldId: input.heldId ?? null,
    prevId,
    viewedIds: input.viewedIds ?? [],
    heldViewedIsPrev: input.heldViewedIsPrev ?? false,
    drawPoint: drawPoint(),
    ipLimit: input.ipLimit,
    shareId: input.shareId ?? null,
  });
  if (input.ipLimit && claimed.ipHits !== null && claimed.ipHits > input.ipLimit.max)
    throw input.ipLimit.refusal();
  let row = claimed.row;
  if (!row) throw activityNotFound();
  const refused = refusal(row, platform);
  if (refused) throw refused;
  if (racedWithItself(row)) {
    // Another fetch of this claimer drew at the same time and counted first; its reply names its
    // video, so this one answers that video too, never the one it drew (released here).
    const held = await repo.releaseOthers(database, row.activity_id, input.claimer, input.shareId ?? null);
    if (held) row = { ...row, ...held, drawn: false, loop_end: false };
    // The winner's video went in between (released or expired): fetch again, as a reload would.
    else if (retries > 0)
      return fetchVideo(
        database,
        {
          ...input,
          prevId: undefined,
          heldViewedIsPrev: false,
          nfcCode: undefined,
          ipLimit: undefined,
        },
        retries - 1,
      );
    else row = { ...row, video_id: null };
  }

  const result = outcome(row, row.prev_id);
  const activity = {
    id: row.activity_id,
    lockSeconds: row.lock_seconds,
    hashtags: row.hashtags,
    captionTemplate: row.caption_template,
    storeId: row.store_id,
    storeName: row.store_name ?? '',
    poi: poiParam(row),
  };
  if (result.kind === 'none') return { activity, video: null, loopEnd: false, shareId: null };
  return {
    activity,
    loopEnd: result.loopEnd,
    shareId: row.share_id,
    video: {
      id: row.video_id!,
      title: row.video_title!,
      caption: row.video_caption,
      fileKey: row.file_key!,
      coverKey: row.cover_key!,
      durationSeconds: row.duration_seconds!,
      lockLeft: row.lock_left ?? row.lock_seconds,
    },
  };
}

/**
 * A card named by a matrix fetch must exist, be enabled, belong to this activity and (when the
 * flow has one) serve its platform — otherwise the visitor is not where the card says.
 */
async function checkNfcCard(
  db: Db,
  brandKey: string,
  code: string,
  activityId: number,
  platform: DistributionPlatform | null,
): Promise<void> {
  const card = await findNfcCard(db, code, brandKey);
  if (!card || card.activityId !== activityId || (platform !== null && card.platform !== platform)) {
    throw new AppError('nfcCardInvalid', { messageKey: 'distribution.nfc_card_invalid' });
  }
  if (card.status !== 'enabled') {
    throw new AppError('nfcCardInvalid', { messageKey: 'distribution.nfc_card_disabled' });
  }
}

/**
 * Download/publish report: the video is taken for good and counts toward the claimer's limit,
 * atomically (repo.reportTaken). Reporting a video already taken by the same claimer is a no-op.
 */
export async function reportTaken(database: Database, ref: repo.VideoRef): Promise<{ reported: boolean }> {
  const row = await repo.reportTaken(database, ref);
  if (!row.activity_found) throw activityNotFound();
  if (row.published > 0) return { reported: true };
  if (row.held) throw new AppError('claimLimitReached', { messageKey: 'distribution.claim_limit_reached' });
  if ((await repo.publishedBy(database, ref.activityId, ref.videoId)) === ref.claimer)
    return { reported: true };
  throw new AppError('videoNotHeld', { messageKey: 'distribution.claim_released' });
}

/** Expire report: the claimer lets the video go before its lock ends. Idempotent. */
export async function releaseClaim(database: Database, ref: repo.VideoRef): Promise<{ reported: boolean }> {
  const row = await repo.release(database, ref);
  if (!row.activity_found) throw activityNotFound();
  return { reported: row.released > 0 };
}

/**
 * The activity as a visitor on this brand's host sees it (its brand's, or a demo one), or 20001.
 * For the visitor page's info and the platform integrations (Ks create_task, NFC).
 */
export async function getActivity(db: Db, activityId: number, brandKey: string): Promise<ActivityRow> {
  const activity = await findActivity(db, activityId, brandKey, 'visitor');
  if (!activity) throw activityNotFound();
  return activity;
}

/** Proof of posting (Douyin webhook, Kuaishou publish result): the funnel's last step. */
export function markPosted(db: Db, videoId: number): Promise<boolean> {
  return markVideoPosted(db, videoId);
}

/**
 * What a visitor page reads of an activity (its platforms, its store) while it runs. A paused or
 * ended one answers the claim's own refusal (20002) and nothing more: the reply is public to
 * anyone enumerating ids (issue 26).
 */
export async function activityInfo(db: Db, activityId: number, brandKey: string) {
  const activity = await getActivity(db, activityId, brandKey);
  if (activity.status !== 'active') throw notActive(activity.status);
  return {
    activity_id: activity.id,
    platforms: activity.platforms as DistributionPlatform[],
    poi_param: poiParam(activity),
  };
}

/**
 * The web layer's question (src/web/): the running activity a `/common_distribution_video` link
 * names, as share_url_info answers it (id and platforms), for the page's HTML: its boot claim
 * then claims on the activity's first platform without waiting for the app to ask (decision 019).
 * Undefined for any other page, an id the endpoint's own field refuses (repeated, malformed, too
 * large: never reaches SQL), and an activity the endpoint refuses (the app's call shows why).
 */
export async function matrixBootActivity(
  db: Db,
  brandKey: string,
  [path, query]: [string, Record<string, unknown>],
): Promise<BootActivity | undefined> {
  if (path !== PAGE_PATHS.commonDistributionVideo) return undefined;
  // The page reads `activity_id` first, then `id` (web distribution-query.ts); share_url_info's field.
  const parsed = idField.safeParse(query.activity_id ?? query.id);
  if (!parsed.success) return undefined;
  try {
    const { activity_id, platforms } = await activityInfo(db, parsed.data, brandKey);
    return { activity_id, platforms };
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}

/**
 * The funnel of an activity (issue 3: views → claims → downloads/opens → posted) for the team
 * that runs it. An activity of another team, brand or none at all answers 40300 alike: whether
 * it exists is not the caller's to learn.
 */
export async function activityFunnel(db: Db, principal: Principal, activityId: number) {
  const activity = await findActivity(db, activityId, principal.brandKey, 'member');
  if (!activity || principal.teamId === null || activity.teamId !== principal.teamId) {
    throw new AppError('forbidden', { messageKey: 'auth.forbidden' });
  }
  return { activity_id: activity.id, ...(await funnel(db, activity.id)) };
}
