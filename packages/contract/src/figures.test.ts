import { describe, expect, it } from 'vitest';
import { fileSize, quotaSize, readableDuration } from './figures';

describe('readable durations (spec §9: one decimal in minutes or hours)', () => {
  it.each([
    [0, 0, 's'],
    [-5, 0, 's'],
    [Number.NaN, 0, 's'],
    [14.6, 15, 's'],
    [59.4, 59, 's'],
    [59.7, 1, 'min'],
    [60, 1, 'min'],
    [90, 1.5, 'min'],
    [600, 10, 'min'],
    [720, 12, 'min'],
    [3596, 59.9, 'min'],
    [3599, 1, 'h'],
    [3600, 1, 'h'],
    [5400, 1.5, 'h'],
    [43_200, 12, 'h'],
    [86_400 * 2, 48, 'h'],
  ])('%s s reads %s %s', (seconds, value, unit) => {
    expect(readableDuration(seconds)).toEqual({ value, unit });
  });
});

describe('file sizes (spec §9: MB with two decimals)', () => {
  it.each([
    [0, 0],
    [1024 * 1024, 1],
    [3_500_000, 3.34],
    [20 * 1024 * 1024, 20],
    [1024 ** 3, 1024],
  ])('%s bytes reads %s MB', (bytes, value) => {
    expect(fileSize(bytes)).toEqual({ value, unit: 'MB', decimals: 2 });
  });
});

describe('quotas in the largest unit that reads well', () => {
  it.each([
    [0, 0, 'B', 0],
    [512, 512, 'B', 0],
    [1536, 1.5, 'KB', 1],
    [20 * 1024 ** 2, 20, 'MB', 0],
    [512 * 1024 ** 2, 512, 'MB', 0],
    [1023 * 1024 ** 2, 1023, 'MB', 0],
    [1024 ** 3, 1, 'GB', 0],
    [10 * 1024 ** 3, 10, 'GB', 0],
    [2.25 * 1024 ** 3, 2.25, 'GB', 2],
    [3 * 1024 ** 4, 3, 'TB', 0],
  ])('%s bytes reads %s %s', (bytes, value, unit, decimals) => {
    expect(quotaSize(bytes)).toEqual({ value, unit, decimals });
  });
});
