import { randomUUID } from 'node:crypto';
import type { DistributionPlatform } from '@vidmatrix/contract/distribution';
import { AppError } from '../../http/app-error';
import type { ClaimRow } from './repo';

// The claim engine's rules, as small pure functions. claim-sql.ts's `gate` applies the same
// rules inside the statement (so it never draws a video the answer would not hand out).

/** Visitor ids are made by the page; anything printable up to 128 characters is accepted as is. */
const VISITOR_ID = /^[\x21-\x7e]{1,128}$/;

/**
 * Who claims: the Kuaishou authorization when the flow has one (the video is published from that
 * account), else the `visitor-id` header. Prefixed so neither can pose as the other. A request
 * without a usable visitor id gets a one-off claimer: it still gets a video, but a reload cannot
 * find it again and it never shares a claim with anybody else.
 */
export function claimerKey(visitorId: string | string[] | undefined, authorizeId?: string): string {
  if (authorizeId && VISITOR_ID.test(authorizeId)) return `ks:${authorizeId}`;
  const value = Array.isArray(visitorId) ? visitorId[0] : visitorId;
  return value && VISITOR_ID.test(value) ? `v:${value}` : `anon:${randomUUID()}`;
}

/** A draw point for the claim probe: uniform over draw_key's range (0 … 2^31 − 2). */
export function drawPoint(): number {
  return Math.floor(Math.random() * 2_147_483_647);
}

const PLATFORM_LABEL: Record<DistributionPlatform, string> = {
  douyin: 'Douyin',
  wechat: 'WeChat',
  xhs: 'Xiaohongshu',
  ks: 'Kuaishou',
};

/** 20002 for an activity that is not running: paused (come back later) or ended. */
export const notActive = (status: string) =>
  new AppError('activityNotActive', {
    messageKey: status === 'paused' ? 'distribution.activity_paused' : 'distribution.activity_ended',
  });

/** Why this claimer may not claim from this activity now, if anything (in the order checked). */
export function refusal(row: ClaimRow, platform: DistributionPlatform | null): AppError | undefined {
  if (row.status !== 'active') return notActive(row.status);
  if (platform && !row.platforms.includes(platform)) {
    return new AppError('platformNotServed', {
      messageKey: 'distribution.platform_not_served',
      params: { platform: PLATFORM_LABEL[platform] },
    });
  }
  if (row.claim_limit !== null && row.taken >= row.claim_limit) {
    return new AppError('claimLimitReached', {
      messageKey: 'distribution.claim_limit_reached',
      params: { limit: row.claim_limit },
    });
  }
  return undefined;
}

export type Outcome =
  | { kind: 'video'; loopEnd: boolean }
  /** Nothing free (first fetch: "too late"; change video: "already the last video"). */
  | { kind: 'none' };

/**
 * What to answer once the statement ran: the video it drew; else the one the claimer holds,
 * unless this was "change video" away from it; else nothing. A change that found nothing else
 * keeps the old video held (the page keeps showing it with "already the last video").
 */
export function outcome(row: ClaimRow, prevId: number | null): Outcome {
  if (row.video_id === null) return { kind: 'none' };
  if (row.drawn) return { kind: 'video', loopEnd: row.loop_end };
  if (prevId !== null && row.video_id === prevId) return { kind: 'none' };
  return { kind: 'video', loopEnd: false };
}

/**
 * Two concurrent fetches of one claimer each drew, and another one counted first: the claimer row
 * kept the winner's video, so this draw must be let go and the winner's video answered.
 */
export function racedWithItself(row: ClaimRow): boolean {
  return row.drawn && row.held_after !== null && row.held_after !== row.video_id;
}

export interface PoiParam {
  province: string;
  city: string;
  district: string;
  address: string;
  poi_name: string;
}

/** The store's location (spec §3 poi_param), or null when the activity has no located store. */
export function poiParam(row: Pick<ClaimRow, 'province' | 'city' | 'district' | 'address' | 'poi_name'>) {
  const poi: PoiParam = {
    province: row.province ?? '',
    city: row.city ?? '',
    district: row.district ?? '',
    address: row.address ?? '',
    poi_name: row.poi_name ?? '',
  };
  return Object.values(poi).some((v) => v !== '') ? poi : null;
}

/** Hashtags are stored without '#'; a stray one from the console is dropped. */
export function cleanHashtags(tags: readonly string[]): string[] {
  return tags.map((t) => t.replace(/^#+/, '').trim()).filter(Boolean);
}

/** The caption to copy: the template with `{title}` and `{store}` filled, then the hashtags. */
export function caption(
  template: string,
  fill: { title: string; store: string },
  hashtags: string[],
): string {
  const text = template.replaceAll('{title}', fill.title).replaceAll('{store}', fill.store).trim();
  return [text, ...hashtags.map((t) => `#${t}`)].filter(Boolean).join(' ');
}

/**
 * A pool video's caption: its own text when it has one (a mix variant's, written for it), else
 * the activity's template; the activity's hashtags follow either way, once.
 */
export function videoCaption(
  own: string | null,
  template: string,
  fill: { title: string; store: string },
  hashtags: string[],
): string {
  if (own === null) return caption(template, fill, hashtags);
  return [own.trim(), ...hashtags.map((t) => `#${t}`)].filter(Boolean).join(' ');
}
