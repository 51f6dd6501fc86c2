import type { DistributionPlatform } from '@vidmatrix/contract/distribution';
import { formatStoreLocation } from '@vidmatrix/contract/store-location';
import { parsePlatform } from './distribution-query';

/** One claimable video, whatever spelling the server used (spec §3). */
export interface VideoItem {
  mixedVideoId: number;
  title: string;
  videoUrl: string;
  cover: string;
  /** Seconds. */
  duration: number;
  downloadUrl: string;
  videoId: number;
}

/** The distribution-video reply of every fetch, in the page's own terms. */
export interface DistributionVideoView {
  exist: boolean;
  items: VideoItem[];
  isLoopEnd: boolean;
  activityId: number | undefined;
  /** Seconds; 0 when the server gave none. */
  lockTime: number;
  schemaV2: string;
  cdnSchemaV2: string;
  cdnSchema: string;
  testUrl: string;
  /** The store's location as one line (poi_param, formatted once); '' when there is none. */
  storeLocation: string;
  storeId: string;
  caption: string;
  hashtags: string[];
  demoPlatform: boolean;
  platform: DistributionPlatform | undefined;
}

type Raw = Record<string, unknown>;

const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The first of `keys` that is present (the spec's first spelling wins over its alternative). */
function pick(raw: Raw, ...keys: string[]): unknown {
  for (const key of keys) if (raw[key] !== undefined && raw[key] !== null) return raw[key];
  return undefined;
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

function num(v: unknown): number {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

function bool(v: unknown): boolean {
  if (typeof v === 'string') return v === 'true' || v === '1';
  return v === true || v === 1;
}

function normaliseItem(raw: Raw): VideoItem {
  return {
    mixedVideoId: num(pick(raw, 'mixed_video_id')),
    title: str(pick(raw, 'video_title', 'title')),
    videoUrl: str(pick(raw, 'video_url')),
    cover: str(pick(raw, 'video_cover', 'cover')),
    duration: num(pick(raw, 'video_duration', 'duration')),
    downloadUrl: str(pick(raw, 'download_url')),
    videoId: num(pick(raw, 'video_id')),
  };
}

/** "When poi data exists" (spec §2): an object of empty strings formats to '', no location. */
function normalisePoi(raw: unknown): string {
  if (!isObject(raw)) return '';
  return formatStoreLocation({
    province: str(raw.province),
    city: str(raw.city),
    district: str(raw.district),
    address: str(raw.address),
    poi_name: str(raw.poi_name),
  });
}

/** The reply's videos, and whether it has one: all a first paint needs of it. */
function videosOf(raw: Raw): Pick<DistributionVideoView, 'exist' | 'items'> {
  const items = (Array.isArray(raw.items) ? raw.items : [])
    .filter(isObject)
    .map(normaliseItem)
    .filter((item) => item.mixedVideoId > 0);
  const exist = pick(raw, 'exist', 'exists');
  // A reply without the flag but with a video still has a video.
  return { exist: exist === undefined ? items.length > 0 : bool(exist), items };
}

/**
 * The video a reply's page shows first, read as normaliseDistributionVideo reads it: for the
 * HTML's boot claim (src/boot/), which paints its cover without the rest of the reply.
 */
export function shownVideoOf(data: unknown): VideoItem | undefined {
  return shownVideo(videosOf(isObject(data) ? data : {}));
}

/** The videos a reply's list shows (the receive page's), read as normaliseDistributionVideo reads them. */
export const claimedVideosOf = (data: unknown): VideoItem[] => videosOf(isObject(data) ? data : {}).items;

/** Whether a reply's page shows the demo-platform badge, read as normaliseDistributionVideo reads it. */
export const demoPlatformOf = (data: unknown): boolean => isObject(data) && bool(pick(data, 'demo_platform'));

/**
 * The one place that reads a distribution-video reply. The server sends the contract's first
 * spelling; older servers and links use `exists`, `loop`, `cover`, `duration`, `plateform`.
 */
export function normaliseDistributionVideo(data: unknown): DistributionVideoView {
  const raw = isObject(data) ? data : {};
  const hashtags = Array.isArray(raw.hashtags) ? raw.hashtags.map(str).filter(Boolean) : [];
  const activityId = num(pick(raw, 'activity_id'));
  return {
    ...videosOf(raw),
    isLoopEnd: bool(pick(raw, 'is_loop_end', 'loop')),
    activityId: activityId > 0 ? activityId : undefined,
    lockTime: num(pick(raw, 'lock_time')),
    schemaV2: str(pick(raw, 'schema_v2')),
    cdnSchemaV2: str(pick(raw, 'cdn_schema_v2')),
    cdnSchema: str(pick(raw, 'cdn_schema')),
    testUrl: str(pick(raw, 'test_url')),
    storeLocation: normalisePoi(pick(raw, 'poi_param')),
    storeId: str(pick(raw, 'store_id')),
    caption: str(pick(raw, 'caption')),
    hashtags,
    demoPlatform: demoPlatformOf(raw),
    platform: parsePlatform(str(pick(raw, 'platform', 'plateform'))),
  };
}

/** The video a page shows: the first item, when the reply says one exists. */
export function shownVideo(
  view: Pick<DistributionVideoView, 'exist' | 'items'> | undefined,
): VideoItem | undefined {
  return view?.exist ? view.items[0] : undefined;
}

/** The text a visitor pastes under the post: the server's caption, else title + hashtags. */
export function captionOf(view: DistributionVideoView, item: VideoItem): string {
  if (view.caption) return view.caption;
  return [item.title, ...view.hashtags.map((tag) => (tag.startsWith('#') ? tag : `#${tag}`))].join(' ');
}

/** The id a visitor quotes to the shop: the mixed variant, unique to them. */
export const displayedVideoId = (item: VideoItem) => String(item.mixedVideoId);

/** A video's length as m:ss (the player has its own, richer clock; this keeps the card light). */
export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
