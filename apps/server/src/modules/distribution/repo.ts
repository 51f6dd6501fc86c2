import type { Database } from '../../db/client';
import { claimStatement, RELEASE_OTHERS } from './claim-sql';
import { intArray, sqlRunner, type Statement } from './sql-runner';
import { visibleText } from './visibility';

/** What the claim statement returns: the activity's facts, the claimer's counters, the video shown. */
export interface ClaimRow {
  activity_id: number;
  status: 'active' | 'paused' | 'ended';
  platforms: string[];
  lock_seconds: number;
  claim_limit: number | null;
  hashtags: string[];
  caption_template: string;
  store_id: number | null;
  store_name: string | null;
  province: string | null;
  city: string | null;
  district: string | null;
  address: string | null;
  poi_name: string | null;
  taken: number;
  claims_before: number;
  claims_after: number | null;
  /** The video the claimer row names after this statement (another racer's when it won). */
  held_after: number | null;
  /** The video this fetch changed away from: prev_id, or the held one when it counts as such. */
  prev_id: number | null;
  video_id: number | null;
  video_title: string | null;
  /** The video's own caption (a mix variant's), without topics; null: the activity's template. */
  video_caption: string | null;
  file_key: string | null;
  cover_key: string | null;
  duration_seconds: number | null;
  loop_end: boolean;
  drawn: boolean;
  lock_left: number | null;
  /** The Douyin share id the shown video's link carries (recorded or reused), if one was asked for. */
  share_id: string | null;
}

export interface ClaimInput {
  activityId: number;
  claimer: string;
  brandKey: string;
  /** null: the flow serves any platform the activity has. */
  platform: string | null;
  heldId: number | null;
  prevId: number | null;
  viewedIds: readonly number[];
  /** Without prevId: a held video among viewedIds is changed away from (share_activity/random). */
  heldViewedIsPrev: boolean;
  /** The draw point, a bound parameter (see claim-sql.ts). */
  drawPoint: number;
  /** The per-IP limit to count in the statement (database counters); undefined: counted before. */
  ipLimit: { key: string; windowStart: Date; max: number } | undefined;
  /** A prefetched Douyin share id to record for the video shown (Douyin links), or null. */
  shareId: string | null;
}

export interface ClaimResult {
  /** The IP's count including this request, when the statement counted it. */
  ipHits: number | null;
  /** Undefined when the activity does not exist for this brand. */
  row: ClaimRow | undefined;
}

/** Runs the claim statement. */
export async function claim(database: Database, input: ClaimInput): Promise<ClaimResult> {
  const { ipLimit, shareId } = input;
  const statement = claimStatement({
    loop: input.viewedIds.length > 0,
    limit: ipLimit !== undefined,
    share: shareId !== null,
  });
  const rows = await sqlRunner(database).query<ClaimRow & { ip_hits: number | null }>(statement, [
    input.activityId,
    input.claimer,
    input.brandKey,
    input.platform,
    input.heldId,
    input.prevId,
    intArray(input.viewedIds),
    input.drawPoint,
    input.heldViewedIsPrev,
    ...(ipLimit ? [ipLimit.key, ipLimit.windowStart.toISOString(), ipLimit.max] : []),
    ...(shareId !== null ? [shareId] : []),
  ]);
  const { ip_hits: ipHits, ...row } = rows[0]!;
  return { ipHits, row: row.activity_id === null ? undefined : row };
}

export type HeldVideo = Pick<
  ClaimRow,
  'video_id' | 'video_title' | 'video_caption' | 'file_key' | 'cover_key' | 'duration_seconds' | 'lock_left'
>;

/** Settles a race of one claimer's draws: releases all but the held video, and returns that one. */
export async function releaseOthers(
  database: Database,
  activityId: number,
  claimer: string,
  shareId: string | null,
): Promise<HeldVideo | undefined> {
  const rows = await sqlRunner(database).query<HeldVideo>(RELEASE_OTHERS, [activityId, claimer, shareId]);
  return rows[0];
}

// A download/publish report: lock the held video, count it against the limit (the claimer row's
// lock serialises one claimer's concurrent reports; `taken < limit` is re-checked on the latest
// row), and only then mark it published — all or nothing, in one statement.
const REPORT: Statement = {
  name: 'vm_report_v1',
  types: ['int', 'text', 'text', 'int'],
  text: `with
act as (select id, claim_limit from activities where id = $1 and ${visibleText('', '$3')}),
target as (
  select id from videos
  where id = $4 and activity_id = $1 and locked_by = $2 and published_at is null
    and exists (select 1 from act)
  for update
),
counted as (
  update claimers c set taken = c.taken + 1, last_seen_at = now()
  from act
  where c.activity_id = $1 and c.claimer = $2
    and c.taken < coalesce(act.claim_limit, 2147483647)
    and exists (select 1 from target)
  returning c.taken
),
published as (
  update videos set published_at = now(), published_by = $2
  where id = (select id from target) and exists (select 1 from counted)
  returning id
)
select exists (select 1 from act) as activity_found,
  exists (select 1 from target) as held,
  (select count(*)::int from published) as published`,
};

export interface ReportRow {
  activity_found: boolean;
  held: boolean;
  published: number;
}

export interface VideoRef {
  activityId: number;
  claimer: string;
  brandKey: string;
  videoId: number;
}

export async function reportTaken(database: Database, ref: VideoRef): Promise<ReportRow> {
  const rows = await sqlRunner(database).query<ReportRow>(REPORT, [
    ref.activityId,
    ref.claimer,
    ref.brandKey,
    ref.videoId,
  ]);
  return rows[0]!;
}

const PUBLISHED_BY: Statement = {
  name: 'vm_published_by_v1',
  types: ['int', 'int'],
  text: 'select published_by from videos where id = $1 and activity_id = $2',
};

/** Who published a video (fresh snapshot: a report that lost a race reads the winner's write). */
export async function publishedBy(database: Database, activityId: number, videoId: number) {
  const rows = await sqlRunner(database).query<{ published_by: string | null }>(PUBLISHED_BY, [
    videoId,
    activityId,
  ]);
  return rows[0]?.published_by ?? null;
}

const EXPIRE: Statement = {
  name: 'vm_expire_v1',
  types: ['int', 'text', 'text', 'int'],
  text: `with
act as (select id from activities where id = $1 and ${visibleText('', '$3')}),
released as (
  update videos set locked_by = null, locked_until = null
  where id = $4 and activity_id = $1 and locked_by = $2 and published_at is null
    and exists (select 1 from act)
  returning id
)
select exists (select 1 from act) as activity_found, (select count(*)::int from released) as released`,
};

export async function release(database: Database, ref: VideoRef) {
  const rows = await sqlRunner(database).query<{ activity_found: boolean; released: number }>(EXPIRE, [
    ref.activityId,
    ref.claimer,
    ref.brandKey,
    ref.videoId,
  ]);
  return rows[0]!;
}
