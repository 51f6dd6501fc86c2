import type { TFunction } from '../../shared/i18n/keys';

type T = TFunction<'share'>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** One decimal, without a trailing ".0" (spec §9: times round to one decimal). */
const oneDecimal = (n: number) => String(Math.round(n * 10) / 10);

/** "3.5 hours" etc.: the largest unit that is at least 1. */
export function formatSpan(ms: number, t: T): string {
  if (ms >= DAY) return t('expiry.days', { count: oneDecimal(ms / DAY) });
  if (ms >= HOUR) return t('expiry.hours', { count: oneDecimal(ms / HOUR) });
  if (ms >= MINUTE) return t('expiry.minutes', { count: Math.floor(ms / MINUTE) });
  return t('expiry.lessThanMinute');
}

/** The expiry line of a shared link: permanently valid, or the time left. */
export function expiryText(expiresAt: string | null, t: T, now = Date.now()): string {
  if (expiresAt === null) return t('expiry.permanent');
  return t('expiry.remaining', { time: formatSpan(Math.max(0, Date.parse(expiresAt) - now), t) });
}

/** mm:ss for a video's length. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
