import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addViewed,
  clearViewed,
  readHeld,
  readViewed,
  reportOnce,
  wasReported,
  writeHeld,
} from './claim-storage';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('viewed videos (scan_view_ids per activity, session storage)', () => {
  it('keeps a comma-separated list per activity', () => {
    addViewed(1001, 5);
    addViewed(1001, 9);
    addViewed(1001, 5);
    addViewed(1002, 7);
    expect(sessionStorage.getItem('scan_view_ids_1001')).toBe('5,9');
    expect(readViewed(1001)).toEqual([5, 9]);
    expect(readViewed(1002)).toEqual([7]);
  });

  it('is cleared on loop end, for that activity only', () => {
    addViewed(1001, 5);
    addViewed(1002, 7);
    clearViewed(1001);
    expect(readViewed(1001)).toEqual([]);
    expect(readViewed(1002)).toEqual([7]);
  });

  it('ignores junk in storage', () => {
    sessionStorage.setItem('scan_view_ids_1001', '3,,x,-1,4');
    expect(readViewed(1001)).toEqual([3, 4]);
  });

  it('works when storage throws (private mode)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(readViewed(1001)).toEqual([]);
    expect(addViewed(1001, 5)).toEqual([5]);
  });
});

describe('reportOnce (per-video download-reported flag, session storage)', () => {
  it('reports a video once per session', async () => {
    const report = vi.fn(() => Promise.resolve());
    expect(await reportOnce(42, report)).toBe(true);
    expect(await reportOnce(42, report)).toBe(false);
    expect(report).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('download_reported_42')).toBe('1');
    expect(wasReported(42)).toBe(true);
    expect(wasReported(43)).toBe(false);
  });

  it('sets no flag when the report failed, so the next tap tries again', async () => {
    const report = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    await expect(reportOnce(42, report)).rejects.toThrow('offline');
    expect(wasReported(42)).toBe(false);
    expect(await reportOnce(42, report)).toBe(true);
    expect(report).toHaveBeenCalledTimes(2);
  });
});

describe('held video (local storage, until its lock ends)', () => {
  it('reads back a live hold and drops an expired one', () => {
    writeHeld('1001_douyin_plain', { id: 5, until: 2_000 });
    expect(readHeld('1001_douyin_plain', 1_999)).toEqual({ id: 5, until: 2_000 });
    expect(readHeld('1001_douyin_plain', 2_000)).toBeUndefined();
    expect(localStorage.getItem('distribution_held_1001_douyin_plain')).toBeNull();
  });

  it('drops junk', () => {
    localStorage.setItem('distribution_held_x', '{oops');
    expect(readHeld('x')).toBeUndefined();
    localStorage.setItem('distribution_held_y', '{"id":"5"}');
    expect(readHeld('y')).toBeUndefined();
  });
});
