import { describe, expect, it } from 'vitest';
import type { ProbeResult } from './probe';
import { variantChecks } from './variant-checks';

const good: ProbeResult = {
  durationSeconds: 30,
  width: 720,
  height: 1280,
  videoCodec: 'h264',
  audioCodec: 'aac',
  container: 'mp4',
  sizeBytes: 20 * 1024 * 1024,
};
const failed = (p: Partial<ProbeResult>) =>
  variantChecks({ ...good, ...p })
    .filter((c) => !c.ok)
    .map((c) => c.code);

describe('variantChecks', () => {
  it('passes a 720p portrait H.264/AAC MP4 of 30 s, every check with a detail', () => {
    const checks = variantChecks(good);
    expect(checks.map((c) => c.code)).toEqual([
      'container',
      'video_codec',
      'audio_codec',
      'duration',
      'size',
      'resolution',
      'aspect',
    ]);
    expect(checks.every((c) => c.ok && c.detail)).toBe(true);
    expect(failed({ audioCodec: null, width: 1920, height: 1080 })).toEqual([]);
  });

  it('flags what a platform would refuse', () => {
    expect(failed({ container: 'webm', videoCodec: 'vp9', audioCodec: 'opus' })).toEqual([
      'container',
      'video_codec',
      'audio_codec',
    ]);
    expect(failed({ durationSeconds: 15 * 60 + 1 })).toEqual(['duration']);
    expect(failed({ durationSeconds: 0.5 })).toEqual(['duration']);
    expect(failed({ sizeBytes: 129 * 1024 * 1024 })).toEqual(['size']);
    expect(failed({ width: 320, height: 568 })).toEqual(['resolution']);
    expect(failed({ width: 1080, height: 2400 })).toEqual(['resolution', 'aspect']);
    expect(failed({ width: 1080, height: 3000 })).toContain('aspect');
  });
});
