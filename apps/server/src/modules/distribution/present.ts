import type { DistributionVideo } from '@vidmatrix/contract/distribution';
import type { BrandPlatforms } from '../../integrations/platforms';
import type { ShareIdLease } from '../../integrations/share-id-buffer';
import type { MediaLinks } from '../../shared/media-links';
import { cleanHashtags, videoCaption, type PoiParam } from './rules';

/** Which page flow asked: decides the platform checked and which app links are built. */
export type Flow = 'douyin' | 'browser' | 'wechat' | 'xhs' | 'ks';

interface ActivityFacts {
  id: number;
  lockSeconds: number;
  hashtags: string[];
  captionTemplate: string;
  storeId: number | null;
  storeName: string;
  poi: PoiParam | null;
}

interface ShownVideo {
  id: number;
  title: string;
  /** Its own caption (a mix variant's) or null: the activity's template. */
  caption: string | null;
  fileKey: string;
  coverKey: string;
  durationSeconds: number;
  /** Seconds left on the claimer's lock. */
  lockLeft: number;
}

export interface FetchResult {
  activity: ActivityFacts;
  video: ShownVideo | null;
  loopEnd: boolean;
  /** The Douyin share id recorded (or reused) for the video's link; null: no link. */
  shareId: string | null;
}

export interface LinkContext {
  flow: Flow;
  /** Our origin as the visitor reached it (scheme + host). */
  origin: string;
  /** CDN_ORIGIN, or our origin. */
  cdnOrigin: string;
  /** Undefined until the platform integrations are registered: no app links then. */
  platforms: BrandPlatforms | undefined;
  /** The request's media URLs: they honour S3_PUBLIC_URL, and sign the claimed video's. */
  media: MediaLinks;
}

/** URL of a stored file as seen from `origin` (ours or the CDN's). */
const fileUrl = (ctx: LinkContext, origin: string, key: string) => ctx.media.file(key, origin);

function demoFlag(ctx: LinkContext): boolean {
  if (!ctx.platforms) return false;
  switch (ctx.flow) {
    case 'douyin':
    case 'browser':
      return ctx.platforms.demoPlatforms.douyin;
    case 'xhs':
      return ctx.platforms.demoPlatforms.xhs;
    case 'ks':
      return ctx.platforms.demoPlatforms.kuaishou;
    case 'wechat':
      return false; // nothing is called on WeChat's side: nothing to fake
  }
}

const opensDouyin = (ctx: LinkContext) => ctx.flow === 'douyin' || ctx.flow === 'browser';

/**
 * A Douyin share id for the claim to record with the video it shows (claim-sql.ts `shared`),
 * taken from the prefetched buffer before the claim: the platform stays out of the claim's path.
 * The Douyin flow fails loudly when Douyin is unavailable; the generic browser flow then shows
 * the video without links.
 */
export async function leaseShareId(ctx: LinkContext): Promise<ShareIdLease | undefined> {
  if (!ctx.platforms || !opensDouyin(ctx)) return undefined;
  try {
    return await ctx.platforms.douyin.leaseShareId();
  } catch (err) {
    if (ctx.flow === 'douyin') throw err;
    return undefined;
  }
}

/**
 * The signed Douyin links, for the flows that open Douyin: `schema_v2` with our URL of the video,
 * `cdn_schema_v2` with the CDN's (one share id for both, already recorded with the claim).
 */
async function douyinLinks(ctx: LinkContext, video: ShownVideo, shareId: string | null, tags: string[]) {
  if (!ctx.platforms || !opensDouyin(ctx) || shareId === null) return { schema: '', cdnSchema: '' };
  const videoUrl = fileUrl(ctx, ctx.origin, video.fileKey);
  const cdnVideoUrl = fileUrl(ctx, ctx.cdnOrigin, video.fileKey);
  try {
    const link = await ctx.platforms.douyin.shareLink({
      videoUrl,
      cdnVideoUrl,
      title: video.title,
      hashtags: tags,
      shareId,
    });
    return { schema: link.schema, cdnSchema: link.cdnSchema ?? link.schema };
  } catch (err) {
    if (ctx.flow === 'douyin') throw err;
    return { schema: '', cdnSchema: '' };
  }
}

/**
 * The distribution-video shape of spec §3 (plus caption, hashtags, demo_platform). `lease`: the
 * share id the claim was given; when its link does not carry it, it goes back to the buffer.
 */
export async function presentFetch(
  result: FetchResult,
  ctx: LinkContext,
  lease?: ShareIdLease,
): Promise<DistributionVideo> {
  const { activity, video } = result;
  if (lease && (!video || result.shareId !== lease.id)) lease.giveBack();
  const tags = cleanHashtags(activity.hashtags);
  const base = {
    activity_id: activity.id,
    poi_param: activity.poi,
    store_id: activity.storeId === null ? '' : String(activity.storeId),
    hashtags: tags,
    demo_platform: demoFlag(ctx),
  };
  if (!video) {
    return {
      ...base,
      exist: false,
      items: [],
      is_loop_end: false,
      lock_time: activity.lockSeconds,
      schema_v2: '',
      cdn_schema_v2: '',
      cdn_schema: '',
      test_url: '',
      caption: '',
    };
  }
  const links = await douyinLinks(ctx, video, result.shareId, tags);
  const cdnVideoUrl = fileUrl(ctx, ctx.cdnOrigin, video.fileKey);
  return {
    ...base,
    exist: true,
    items: [
      {
        mixed_video_id: video.id,
        video_title: video.title,
        video_url: fileUrl(ctx, ctx.origin, video.fileKey),
        video_cover: fileUrl(ctx, ctx.origin, video.coverKey),
        video_duration: video.durationSeconds,
        download_url: ctx.media.download(video.id),
        video_id: video.id,
      },
    ],
    is_loop_end: result.loopEnd,
    lock_time: Math.max(1, video.lockLeft),
    schema_v2: links.schema,
    cdn_schema_v2: links.cdnSchema,
    // The page's speed test (spec §4) downloads test_url for 2.5 s; both name the CDN copy.
    cdn_schema: cdnVideoUrl,
    test_url: cdnVideoUrl,
    caption: videoCaption(
      video.caption,
      activity.captionTemplate,
      { title: video.title, store: activity.storeName },
      tags,
    ),
  };
}
