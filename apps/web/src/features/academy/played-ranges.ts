import type { PlayedRange } from '@vidmatrix/contract/academy';

/** How often a playing lesson reports its progress (and always on pause, end and leaving). */
export const REPORT_EVERY_MS = 10_000;

/** Ranges shorter than this are noise (a seek's first frame), not watching. */
const MIN_RANGE = 0.05;

const round = (seconds: number) => Math.round(seconds * 100) / 100;

/** The browser's record of what was really played (`video.played`: seeking adds nothing), as ranges. */
export function rangesOf(played: TimeRanges): PlayedRange[] {
  const ranges: PlayedRange[] = [];
  for (let i = 0; i < played.length; i += 1) {
    const start = round(played.start(i));
    const end = round(played.end(i));
    if (end - start >= MIN_RANGE) ranges.push({ start, end });
  }
  return ranges;
}

/**
 * What of `current` is not in `sent`: the part of the ranges still to report. `sent` is what the
 * server already has from this page; both lists are sorted and disjoint (as `video.played` is).
 */
export function newlyPlayed(current: readonly PlayedRange[], sent: readonly PlayedRange[]): PlayedRange[] {
  const fresh: PlayedRange[] = [];
  for (const range of current) {
    let start = range.start;
    for (const done of sent) {
      if (done.end <= start || done.start >= range.end) continue;
      if (done.start > start) fresh.push({ start, end: done.start });
      start = Math.max(start, done.end);
    }
    if (range.end - start >= MIN_RANGE) fresh.push({ start, end: range.end });
  }
  return fresh.filter((r) => r.end - r.start >= MIN_RANGE);
}

/** Whether a playing lesson reports now: at most every REPORT_EVERY_MS. */
export const reportDue = (lastReportAt: number, now: number) => now - lastReportAt >= REPORT_EVERY_MS;
