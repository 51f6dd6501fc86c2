import type { TapDay } from '@vidmatrix/contract/touch-card-public';
import {
  TAP_DATA_MAX_DAYS,
  TOUCH_CARD_ITEM_KINDS,
  type TouchCardItemKind,
} from '@vidmatrix/contract/touch-card-rules';

/** The measures of /PenCardData, in the order of the chart's legend and the table's columns. */
export const TAP_MEASURES = ['taps', 'clicks', 'copies_generated', 'copies_copied', 'posts_started'] as const;
export type TapMeasure = (typeof TAP_MEASURES)[number];

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** A local calendar day as the API takes it (`YYYY-MM-DD`). */
export const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The last `days` days up to `today`, both ends included (the page opens on a week). */
export function lastDays(today: Date, days = 7): { from: string; to: string } {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  return { from: isoDay(from), to: isoDay(today) };
}

/** Days from `from` to `to`, both included (calendar days, whatever the clock change). */
export function rangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** A range the API answers: in order, and no longer than TAP_DATA_MAX_DAYS (its end kept). */
export function validRange(from: string, to: string): { from: string; to: string } {
  const [start, end] = from <= to ? [from, to] : [to, from];
  if (rangeDays(start, end) <= TAP_DATA_MAX_DAYS) return { from: start, to: end };
  const first = new Date(Date.parse(`${end}T00:00:00Z`) - (TAP_DATA_MAX_DAYS - 1) * DAY_MS);
  return { from: first.toISOString().slice(0, 10), to: end };
}

/** Clicks on every function item of a day. */
export const totalClicks = (day: Pick<TapDay, 'clicks'>) =>
  TOUCH_CARD_ITEM_KINDS.reduce((sum, kind) => sum + day.clicks[kind], 0);

/** A measure of a day (clicks: all items together). */
export function measureOf(day: Omit<TapDay, 'date'>, measure: TapMeasure): number {
  return measure === 'clicks' ? totalClicks(day) : day[measure];
}

/** The item kinds that were clicked at all in the range: the per-item columns worth showing. */
export const clickedKinds = (totals: Pick<TapDay, 'clicks'>): TouchCardItemKind[] =>
  TOUCH_CARD_ITEM_KINDS.filter((kind) => totals.clicks[kind] > 0);

/**
 * The chart's columns as uPlot takes them: x is the day's index in the range (the axis writes
 * its date: no time zone can move a day to its neighbour), then one series per measure.
 */
export function chartColumns(days: readonly TapDay[], measures: readonly TapMeasure[]): number[][] {
  return [days.map((_, i) => i), ...measures.map((m) => days.map((d) => measureOf(d, m)))];
}
