import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadXhsSdk,
  prepareXhsShare,
  validateShareInfo,
  validateVerifyConfig,
  XHS_SDK_URL,
  XhsSdkUnavailable,
} from './xhs-share';

const video = {
  type: 'video',
  title: 'Latte',
  content: 'Latte #coffee',
  video: 'https://example.com/v.mp4',
  cover: 'https://example.com/c.jpg',
} as const;
const config = { appKey: 'k', nonce: 'n', timestamp: '1', signature: 's' };

describe('validateShareInfo (spec §5)', () => {
  it('accepts a complete video and a normal note', () => {
    expect(validateShareInfo(video)).toBeNull();
    expect(validateShareInfo({ type: 'normal', title: 't', content: 'c' })).toBeNull();
    expect(validateShareInfo({ type: 'video', video: 'http://x/v.mp4' })).toBeNull();
  });

  it('10001 No field: type / video', () => {
    expect(validateShareInfo({})).toEqual({ code: 10001, message: 'No field: type' });
    expect(validateShareInfo({ ...video, video: undefined })).toEqual({
      code: 10001,
      message: 'No field: video',
    });
    expect(validateShareInfo({ ...video, video: '' })).toEqual({ code: 10001, message: 'No field: video' });
    expect(validateShareInfo(null)).toEqual({ code: 10001, message: 'No field: shareInfo' });
  });

  it('10002 Invalid data: type must be normal or video', () => {
    expect(validateShareInfo({ type: 'image' })).toEqual({ code: 10002, message: 'Invalid data: type' });
  });

  it('10002 Invalid data: video must be a string beginning with http or https', () => {
    expect(validateShareInfo({ ...video, video: '/media/v.mp4' })).toEqual({
      code: 10002,
      message: 'Invalid data: video',
    });
    expect(validateShareInfo({ ...video, video: 'ftp://x/v.mp4' })?.code).toBe(10002);
    expect(validateShareInfo({ ...video, video: 42 })?.code).toBe(10002);
  });

  it('10002 Invalid data: title and content must be strings, cover http(s)', () => {
    expect(validateShareInfo({ ...video, title: 3 })).toEqual({
      code: 10002,
      message: 'Invalid data: title',
    });
    expect(validateShareInfo({ ...video, content: {} })).toEqual({
      code: 10002,
      message: 'Invalid data: content',
    });
    expect(validateShareInfo({ ...video, cover: 'data:image/png;base64,x' })).toEqual({
      code: 10002,
      message: 'Invalid data: cover',
    });
  });

  it('does not require a video for a normal note', () => {
    expect(validateShareInfo({ type: 'normal' })).toBeNull();
  });
});

describe('validateVerifyConfig', () => {
  it('20001 unauthorized without a complete signed config', () => {
    expect(validateVerifyConfig(config)).toBeNull();
    expect(validateVerifyConfig({ ...config, signature: '' })?.code).toBe(20001);
    expect(validateVerifyConfig(undefined)?.code).toBe(20001);
  });
});

describe('prepareXhsShare', () => {
  afterEach(() => {
    delete window.xhs;
    document.head.innerHTML = '';
  });

  it('checks first and never loads the SDK for invalid data', async () => {
    const load = vi.fn();
    await expect(prepareXhsShare({ ...video, video: '/v.mp4' }, config, load)).rejects.toEqual({
      code: 10002,
      message: 'Invalid data: video',
    });
    expect(load).not.toHaveBeenCalled();
  });

  it('calls xhs.share with shareInfo, verifyConfig and fail', async () => {
    const share = vi.fn();
    const onFail = vi.fn();
    (await prepareXhsShare(video, config, () => Promise.resolve({ share })))(onFail);
    expect(share).toHaveBeenCalledWith({
      shareInfo: video,
      verifyConfig: config,
      fail: expect.any(Function),
    });
    share.mock.calls[0]![0].fail({ code: 3, message: 'nope' });
    expect(onFail).toHaveBeenCalledWith('3 nope');
  });

  it('loads the SDK script once, on demand', async () => {
    const first = loadXhsSdk();
    const second = loadXhsSdk();
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(XHS_SDK_URL);
    window.xhs = { share: vi.fn() };
    scripts[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(window.xhs);
    await expect(second).resolves.toBe(window.xhs);
  });

  it('is unavailable, not shared, when the script cannot load', async () => {
    const share = prepareXhsShare(video, config, () => Promise.reject(new Error('blocked')));
    await expect(share).rejects.toBeInstanceOf(XhsSdkUnavailable);
  });

  it('gives up on a script that never answers, and tries again next time', async () => {
    vi.useFakeTimers();
    try {
      const pending = loadXhsSdk('https://example.com/slow.js', 8_000);
      const outcome = expect(pending).rejects.toThrow('timed out');
      await vi.advanceTimersByTimeAsync(8_000);
      await outcome;
      expect(document.head.querySelectorAll('script')).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries the script again after a failed load', async () => {
    const failed = loadXhsSdk('https://example.com/missing.js');
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow();
    void loadXhsSdk('https://example.com/again.js').catch(() => undefined);
    expect(document.head.querySelectorAll('script')).toHaveLength(2);
  });
});
