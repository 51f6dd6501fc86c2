import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachSource, planSource } from './play-source';

const both = { hls: '/media/hls/1/master.m3u8', mp4: '/media/1.mp4' };

describe('planSource', () => {
  it('plays HLS natively where the browser can, whatever Media Source says', () => {
    expect(planSource(both, { nativeHls: true, mediaSource: true })).toBe('native-hls');
    expect(planSource(both, { nativeHls: true, mediaSource: false })).toBe('native-hls');
  });

  it('uses hls.js over Media Source, else the MP4', () => {
    expect(planSource(both, { nativeHls: false, mediaSource: true })).toBe('hls.js');
    expect(planSource(both, { nativeHls: false, mediaSource: false })).toBe('mp4');
  });

  it('plays the MP4 while the lesson has no playlist yet', () => {
    expect(planSource({ hls: null, mp4: both.mp4 }, { nativeHls: true, mediaSource: true })).toBe('mp4');
    expect(planSource({ mp4: both.mp4 }, { nativeHls: false, mediaSource: true })).toBe('mp4');
  });
});

describe('attachSource', () => {
  afterEach(() => vi.restoreAllMocks());

  it('falls back from native HLS to the MP4 once, at the same second', () => {
    const video = document.createElement('video');
    const attached = attachSource(video, both, { nativeHls: true, mediaSource: false });
    expect(attached.plan).toBe('native-hls');
    expect(video.getAttribute('src')).toBe(both.hls);
    video.currentTime = 42;
    expect(attached.fallback()).toBe(true);
    expect(video.getAttribute('src')).toBe(both.mp4);
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(video.currentTime).toBe(42);
    // The MP4 failing too is a real failure: the page says so.
    expect(attached.fallback()).toBe(false);
  });

  it('has nothing to fall back to from the MP4', () => {
    const video = document.createElement('video');
    const attached = attachSource(video, { mp4: both.mp4 }, { nativeHls: false, mediaSource: true });
    expect(video.getAttribute('src')).toBe(both.mp4);
    expect(attached.fallback()).toBe(false);
  });
});
