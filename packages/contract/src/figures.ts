/**
 * Readable figures (spec §9): durations round to one decimal in minutes or hours, sizes show in
 * MB with two decimals, quotas in the largest unit that reads well. Pure, so the console, the
 * member area and the server all word a figure the same way; the caller only translates the unit.
 */

export type DurationUnit = 's' | 'min' | 'h';
export interface Duration {
  value: number;
  unit: DurationUnit;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * Seconds as seconds (whole) below a minute, minutes (one decimal) below an hour, else hours (one
 * decimal). Each step is decided on the rounded value, so 59.7 s reads "1 min", not "60 s", and
 * 3,599 s reads "1 h", not "60 min".
 */
export function readableDuration(seconds: number): Duration {
  const s = Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
  const whole = Math.round(s);
  if (whole < 60) return { value: whole, unit: 's' };
  const minutes = oneDecimal(s / 60);
  if (minutes < 60) return { value: minutes, unit: 'min' };
  return { value: oneDecimal(s / 3600), unit: 'h' };
}

/** A number in `language` (a decimal comma in es, pt-BR, id), with a fixed or maximum number of decimals. */
export function formatNumber(
  value: number,
  language: string,
  decimals: { min: number; max: number },
): string {
  try {
    return new Intl.NumberFormat(language, {
      minimumFractionDigits: decimals.min,
      maximumFractionDigits: decimals.max,
    }).format(value);
  } catch {
    return value.toFixed(decimals.max);
  }
}

export type SizeUnit = 'B' | 'KB' | 'MB' | 'GB' | 'TB';
export interface Size {
  value: number;
  unit: SizeUnit;
  /** Decimals to show: the spec's file sizes keep two even when they are zeros ("3.00 MB"). */
  decimals: number;
}

const MB = 1024 ** 2;
const QUOTA_UNITS: SizeUnit[] = ['B', 'KB', 'MB', 'GB', 'TB'];

/** A file's size: MB with two decimals (spec §9), whatever its size. */
export function fileSize(bytes: number): Size {
  return { value: Math.round((Math.max(0, bytes) / MB) * 100) / 100, unit: 'MB', decimals: 2 };
}

/**
 * A quota or limit (storage space, largest upload): the largest unit in which it is at least 1,
 * with up to two decimals and no trailing zeros — 10 GiB reads "10 GB", 512 MiB "512 MB".
 */
export function quotaSize(bytes: number): Size {
  let value = Math.max(0, bytes);
  let i = 0;
  while (i < QUOTA_UNITS.length - 1 && value >= 1024) {
    value /= 1024;
    i += 1;
  }
  const rounded = Math.round(value * 100) / 100;
  const decimals = Number.isInteger(rounded) ? 0 : Number.isInteger(rounded * 10) ? 1 : 2;
  return { value: rounded, unit: QUOTA_UNITS[i]!, decimals };
}
