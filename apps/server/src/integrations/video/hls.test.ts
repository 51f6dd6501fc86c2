import { describe, expect, it } from 'vitest';
import { hlsArgs, renditionLadder } from './hls';

describe('renditionLadder', () => {
  it('keeps the lowest rung and the two highest the source reaches, never upscaling', () => {
    expect(renditionLadder(1920, 1080).map((r) => r.short)).toEqual([240, 720, 1080]);
    expect(renditionLadder(1080, 1920).map((r) => r.short)).toEqual([240, 720, 1080]);
    expect(renditionLadder(960, 540).map((r) => r.short)).toEqual([240, 360, 540]);
  });
  it('gives a 360-wide phone clip two renditions', () => {
    expect(renditionLadder(360, 640).map((r) => r.short)).toEqual([240, 360]);
  });
  it('gives a tiny source one rendition at its own (even) size', () => {
    expect(renditionLadder(201, 300).map((r) => r.short)).toEqual([200]);
  });
});

describe('hlsArgs', () => {
  it('maps video and audio per rendition and names the master playlist', () => {
    const args = hlsArgs({ input: 'in.mp4', outDir: 'out', width: 360, height: 640, hasAudio: true });
    expect(args).toContain('master.m3u8');
    expect(args[args.indexOf('-var_stream_map') + 1]).toBe('v:0,a:0 v:1,a:1');
    expect(args[args.indexOf('-filter_complex') + 1]).toBe(
      '[0:v]split=2[s0][s1];[s0]scale=240:-2[v0];[s1]scale=360:-2[v1]',
    );
  });
  it('leaves audio out when the source has none', () => {
    const args = hlsArgs({ input: 'in.mp4', outDir: 'out', width: 1280, height: 720, hasAudio: false });
    expect(args[args.indexOf('-var_stream_map') + 1]).toBe('v:0 v:1 v:2');
    expect(args).not.toContain('0:a:0');
  });
});
