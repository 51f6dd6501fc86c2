import { describe, expect, it } from 'vitest';
import { usesNativeControls } from './native-controls';
import { clampRange, formatTime, loopedTime, resumeAt } from './player-time';

describe('formatTime', () => {
  it.each([
    [0, '0:00'],
    [5.9, '0:05'],
    [65, '1:05'],
    [3_600, '1:00:00'],
    [3_725, '1:02:05'],
    [NaN, '0:00'],
    [-3, '0:00'],
    [Infinity, '0:00'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatTime(seconds)).toBe(text);
  });
});

describe('trimmed-range looping', () => {
  const range = { start: 2, end: 6 };

  it('stays inside the range and goes back to its start at the end', () => {
    expect(loopedTime(3, range)).toBe(3);
    expect(loopedTime(6, range)).toBe(2);
    expect(loopedTime(7.5, range)).toBe(2);
    expect(loopedTime(1, range)).toBe(2);
    expect(loopedTime(7.5, undefined)).toBe(7.5);
  });

  it('clamps the range to the video and drops an empty one', () => {
    expect(clampRange({ start: 2, end: 60 }, 10)).toEqual({ start: 2, end: 10 });
    expect(clampRange({ start: 5, end: 5 }, 10)).toBeUndefined();
    expect(clampRange({ start: 2, end: 6 }, NaN)).toEqual({ start: 2, end: 6 });
    expect(clampRange(undefined, 10)).toBeUndefined();
  });
});

describe('native controls in special browsers', () => {
  it.each([
    ['WeChat', 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.49', true],
    [
      'Douyin',
      'Mozilla/5.0 (Linux; Android 13) Chrome/110 Mobile Safari/537.36 aweme_290100 BytedanceWebview/d8a21c6',
      true,
    ],
    ['Quark', 'Mozilla/5.0 (Linux; U; Android 12) Chrome/100 Quark/6.2.8.241 Mobile Safari/537.36', true],
    ['UC', 'Mozilla/5.0 (Linux; U; Android 10) UCBrowser/13.4.0.1306 Mobile Safari/537.36', true],
    [
      'Safari',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1',
      false,
    ],
    ['Chrome', 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/126.0 Mobile Safari/537.36', false],
  ])('%s → %s', (_name, ua, native) => {
    expect(usesNativeControls(ua)).toBe(native);
  });
});

describe('resume position', () => {
  it.each([
    [undefined, 60, 0],
    [0, 60, 0],
    [NaN, 60, 0],
    [12.5, 60, 12.5],
    [58, 60, 58],
    [59, 60, 0],
    [2.6, 3, 0],
    [2, 3, 2],
    [3_000, 3_600, 3_000],
    [3_540, 3_600, 0],
    [12, NaN, 12],
  ])('stored %s of %s s → starts at %s', (position, duration, start) => {
    expect(resumeAt(position, duration)).toBe(start);
  });
});
