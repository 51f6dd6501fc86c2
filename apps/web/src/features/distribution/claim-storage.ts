import { LOCAL_KEYS, SESSION_KEYS } from '../../shared/storage-keys';
import type { DistributionVideoView, VideoItem } from './distribution-video';
import { liveHold, type HeldVideo } from './lock-hold';

// Storage throws in some private modes and sandboxed webviews: the flow must go on without it.
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Not persisted: this page load keeps working from memory.
  }
}

const session = () => sessionStorage;
const local = () => localStorage;

// ---- viewed videos: `scan_view_ids_<activity>` in session storage, comma-separated (spec §3) ----

const viewedKey = (activityId: number) => `${SESSION_KEYS.scanViewIds}_${activityId}`;

export function readViewed(activityId: number): number[] {
  const raw = read(session, viewedKey(activityId)) ?? '';
  return raw
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isSafeInteger(n) && n > 0);
}

/** Adds a shown video to the viewed list (once) and returns the list. */
export function addViewed(activityId: number, videoId: number): number[] {
  const viewed = readViewed(activityId);
  if (!viewed.includes(videoId)) viewed.push(videoId);
  write(session, viewedKey(activityId), viewed.join(','));
  return viewed;
}

/** On loop end the server has shown every remaining video: the next round starts afresh. */
export function clearViewed(activityId: number): void {
  write(session, viewedKey(activityId), null);
}

// ---- download reported: one report per video per session (spec §3, §4) ----

const reportedKey = (videoId: number) => `${SESSION_KEYS.downloadReported}_${videoId}`;

export function wasReported(videoId: number): boolean {
  return read(session, reportedKey(videoId)) === '1';
}

/**
 * Calls `report` unless this video was already reported in this session; the flag is only set
 * once the report succeeded, so a failed one is tried again on the next tap.
 */
export async function reportOnce(videoId: number, report: () => Promise<unknown>): Promise<boolean> {
  if (wasReported(videoId)) return false;
  await report();
  write(session, reportedKey(videoId), '1');
  return true;
}

// ---- held video: the claimed video kept for its lock time, across reloads (spec §4) ----

const heldKey = (scope: string) => `${LOCAL_KEYS.heldVideo}_${scope}`;

export function readHeld(scope: string, now = Date.now()): HeldVideo | undefined {
  const raw = read(local, heldKey(scope));
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<HeldVideo>;
    const held =
      typeof parsed.id === 'number' && typeof parsed.until === 'number'
        ? { id: parsed.id, until: parsed.until }
        : undefined;
    const live = liveHold(held, now);
    if (!live) write(local, heldKey(scope), null); // expired: drop it
    return live;
  } catch {
    write(local, heldKey(scope), null);
    return undefined;
  }
}

export function writeHeld(scope: string, held: HeldVideo | undefined): void {
  write(local, heldKey(scope), held ? JSON.stringify(held) : null);
}

// ---- the video a Kuaishou authorization publishes (matrix + NFC path, issue 27) ----

const publishingKey = (videoId: number) => `${SESSION_KEYS.ksPublishing}_${videoId}`;

/**
 * Kept as the page leaves for the Kuaishou authorization, whose callback publishes this video:
 * the page it comes back to shows this video with its success, although its new claim is
 * another video (a published video is no longer held).
 */
export function rememberPublishing(view: DistributionVideoView, item: VideoItem): void {
  write(session, publishingKey(item.mixedVideoId), JSON.stringify({ ...view, items: [item] }));
}

/**
 * The view kept for `videoId` by rememberPublishing, if this tab kept one. The video is published,
 * so it is no longer the visitor's held video: its hold in `scope` goes, and with it the timer
 * that would give it back and claim again.
 */
export function readPublished(videoId: number, scope: string): DistributionVideoView | undefined {
  const raw = read(session, publishingKey(videoId));
  if (!raw) return undefined;
  if (readHeld(scope)?.id === videoId) writeHeld(scope, undefined);
  try {
    const view = JSON.parse(raw) as DistributionVideoView;
    return view.items?.[0]?.mixedVideoId === videoId ? view : undefined;
  } catch {
    return undefined;
  }
}
