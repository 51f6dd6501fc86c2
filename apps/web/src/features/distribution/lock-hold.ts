import { DEFAULT_LOCK_SECONDS, SHORT_LOCK_MAX_SECONDS } from '@vidmatrix/contract/distribution-routes';

/** 12 hours (spec §4, §9). */
export const DEFAULT_HOLD_MS = DEFAULT_LOCK_SECONDS * 1000;

/**
 * How long the page keeps a claimed video: 12 hours, unless the server's lock_time is a short
 * one (≤ 720 s), which then wins (spec §4 "Lock time").
 */
export function holdMs(lockTimeSeconds: number | undefined): number {
  if (lockTimeSeconds && lockTimeSeconds > 0 && lockTimeSeconds <= SHORT_LOCK_MAX_SECONDS) {
    return lockTimeSeconds * 1000;
  }
  return DEFAULT_HOLD_MS;
}

export interface HeldVideo {
  id: number;
  /** Epoch ms at which the hold ends. */
  until: number;
}

/**
 * The hold after a fetch answered `id`: the same video keeps its original deadline (a reload
 * never extends it); a new video starts a new one.
 */
export function nextHold(
  previous: HeldVideo | undefined,
  id: number,
  lockTime: number,
  now: number,
): HeldVideo {
  if (previous && previous.id === id && previous.until > now) return previous;
  return { id, until: now + holdMs(lockTime) };
}

/** The held video, unless its hold is over. */
export function liveHold(held: HeldVideo | undefined, now: number): HeldVideo | undefined {
  return held && held.until > now ? held : undefined;
}

/** Milliseconds until the hold ends (0 when it already has). */
export function msLeft(held: HeldVideo, now = Date.now()): number {
  return Math.max(0, held.until - now);
}
