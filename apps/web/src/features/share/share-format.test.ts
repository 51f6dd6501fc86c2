import { describe, expect, it } from 'vitest';
import type { TFunction } from '../../shared/i18n/keys';
import { clock, expiryText, formatSpan } from './share-format';

const t = ((key: string, o: Record<string, unknown> = {}) =>
  `${key}${JSON.stringify(o)}`) as unknown as TFunction<'share'>;

describe('share formatting', () => {
  it('says permanently valid or the time left, to one decimal', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(expiryText(null, t, now)).toBe('expiry.permanent{}');
    expect(expiryText('2026-01-01T01:30:00Z', t, now)).toBe(
      'expiry.remaining{"time":"expiry.hours{\\"count\\":\\"1.5\\"}"}',
    );
    expect(formatSpan(3 * 86_400_000, t)).toBe('expiry.days{"count":"3"}');
    expect(formatSpan(90_000, t)).toBe('expiry.minutes{"count":1}');
    expect(formatSpan(5_000, t)).toBe('expiry.lessThanMinute{}');
  });

  it('shows a length as m:ss', () => {
    expect(clock(75.4)).toBe('1:15');
  });
});
