import { describe, expect, it } from 'vitest';
import type { ProbeDetail } from './probe';
import { progressParser, streamsSuitable, targetSize } from './transcode';

const ok: ProbeDetail = {
  durationSeconds: 10,
  width: 1080,
  height: 1920,
  videoCodec: 'h264',
  audioCodec: 'aac',
  container: 'mp4',
  sizeBytes: 1,
  pixelFormat: 'yuv420p',
  rotation: 0,
};

describe('streamsSuitable', () => {
  it('accepts H.264 4:2:0 with AAC or no audio in MP4/MOV up to 1080p', () => {
    expect(streamsSuitable(ok)).toBe(true);
    expect(streamsSuitable({ ...ok, audioCodec: null, container: 'mov' })).toBe(true);
  });

  it.each([
    ['HEVC', { videoCodec: 'hevc' }],
    ['10-bit / 4:2:2', { pixelFormat: 'yuv422p10le' }],
    ['MP3 audio', { audioCodec: 'mp3' }],
    ['Matroska', { container: 'matroska' }],
    ['odd width', { width: 1079 }],
    ['4K', { width: 2160, height: 3840 }],
  ])('re-encodes %s', (_name, change) => {
    expect(streamsSuitable({ ...ok, ...change })).toBe(false);
  });
});

describe('targetSize', () => {
  it('fits within 1080×1920 in either orientation, both sides even', () => {
    expect(targetSize(3840, 2160)).toEqual({ width: 1920, height: 1080 });
    expect(targetSize(2160, 3840)).toEqual({ width: 1080, height: 1920 });
    expect(targetSize(321, 241)).toEqual({ width: 320, height: 240 });
    expect(targetSize(1440, 1440)).toEqual({ width: 1080, height: 1080 });
  });
});

describe('progressParser', () => {
  it('turns out_time_us into a rising percent that waits for the end to say 100', () => {
    const seen: number[] = [];
    const feed = progressParser(10, (p) => seen.push(p));
    for (const line of [
      'frame=1',
      'out_time_us=2500000',
      'out_time_us=2500000',
      'out_time_us=N/A',
      'out_time_us=12000000',
    ]) {
      feed(line);
    }
    expect(seen).toEqual([25, 99]);
  });
});
