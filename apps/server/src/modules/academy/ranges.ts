import { COMPLETION_SHARE, MAX_PLAYED_RANGES } from '@vidmatrix/contract/academy';

/** A played stretch of a lesson, `[start, end]` in seconds, start ≤ end. */
export type Range = [number, number];

/**
 * Ranges closer than this are one: the player reports every few seconds, and the gap between two
 * reports of one continuous play is rounding, not a skipped stretch.
 */
const JOIN_GAP_S = 0.5;

/** Clamps ranges to the lesson, drops empty ones, sorts and merges overlapping or touching ones. */
export function mergeRanges(ranges: readonly Range[], duration: number): Range[] {
  const clamped = ranges
    .map(([s, e]): Range => [Math.max(0, Math.min(s, duration)), Math.max(0, Math.min(e, duration))])
    .filter(([s, e]) => e > s)
    .sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const [s, e] of clamped) {
    const last = merged.at(-1);
    if (last && s <= last[1] + JOIN_GAP_S) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  // A pathological client sending thousands of disjoint specks: keep the longest stretches.
  if (merged.length <= MAX_PLAYED_RANGES) return merged;
  return merged
    .sort((a, b) => b[1] - b[0] - (a[1] - a[0]))
    .slice(0, MAX_PLAYED_RANGES)
    .sort((a, b) => a[0] - b[0]);
}

/** Seconds covered by merged (disjoint) ranges. */
export const coveredSeconds = (merged: readonly Range[]) => merged.reduce((sum, [s, e]) => sum + (e - s), 0);

/**
 * Completed once the union of played ranges covers COMPLETION_SHARE of the lesson: a seek to the
 * end plays a second or two, not 90 %. A lesson without a known duration cannot be completed.
 */
export const isCompleted = (watched: number, duration: number) =>
  duration > 0 && watched >= duration * COMPLETION_SHARE - 1e-6;

export interface RecordState {
  position: number;
  ranges: Range[];
  watchedSeconds: number;
  completed: boolean;
}

/**
 * A report applied to the stored record: ranges merged, position clamped to the lesson. Once
 * completed a lesson stays completed (watching it again from the start does not undo it).
 */
export function applyReport(
  previous: Pick<RecordState, 'ranges' | 'completed'> | undefined,
  report: { position: number; played: readonly Range[] },
  duration: number,
): RecordState {
  const ranges = mergeRanges([...(previous?.ranges ?? []), ...report.played], duration);
  const watchedSeconds = Math.round(coveredSeconds(ranges) * 1000) / 1000;
  return {
    position: Math.max(0, Math.min(report.position, duration)),
    ranges,
    watchedSeconds,
    completed: (previous?.completed ?? false) || isCompleted(watchedSeconds, duration),
  };
}

/** Whole percent of lessons completed (0 for a course without lessons). */
export const percentOf = (completed: number, total: number) =>
  total === 0 ? 0 : Math.floor((completed / total) * 100);
