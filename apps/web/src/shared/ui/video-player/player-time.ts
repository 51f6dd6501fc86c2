/** `m:ss`, or `h:mm:ss` from one hour; unknown or negative times show as 0:00. */
export function formatTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** A trimmed part of the video that plays in a loop (the demo excerpt). Seconds. */
export interface PlayRange {
  start: number;
  end: number;
}

/** The range made valid for a video of `duration` seconds, or undefined when it is empty. */
export function clampRange(range: PlayRange | undefined, duration: number): PlayRange | undefined {
  if (!range) return undefined;
  const limit = Number.isFinite(duration) && duration > 0 ? duration : Infinity;
  const start = Math.max(0, Math.min(range.start, limit));
  const end = Math.min(Math.max(range.end, 0), limit);
  return end > start ? { start, end } : undefined;
}

/**
 * Where playback should be at `current`: inside the range it stays, at or past its end (or before
 * its start) it goes back to the start — the trimmed excerpt loops.
 */
export function loopedTime(current: number, range: PlayRange | undefined): number {
  if (!range) return current;
  return current >= range.end || current < range.start ? range.start : current;
}

/**
 * Where a resumed video starts: the stored position, unless that is unknown or at the very end
 * (the last 2 % of it, at least half a second): a finished lesson plays again from the start.
 */
export function resumeAt(position: number | undefined, duration: number): number {
  if (!position || !Number.isFinite(position) || position <= 0) return 0;
  if (!Number.isFinite(duration) || duration <= 0) return position;
  return position >= duration - Math.max(0.5, duration * 0.02) ? 0 : position;
}
