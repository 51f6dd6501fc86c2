import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasFastStart } from './mp4-boxes';
import {
  processVideo,
  ProcessingFailedError,
  ProcessingUnavailableError,
  type ProcessStage,
} from './process-video';
import { CLIPS } from './test-clips';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'process-video-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

let runs = 0;
async function run(input: string, extra: Partial<Parameters<typeof processVideo>[0]> = {}) {
  const stages: ProcessStage[] = [];
  const progress: number[] = [];
  const result = await processVideo({
    input,
    workDir: join(dir, `out-${++runs}`),
    ffmpegPath: 'ffmpeg',
    ffprobePath: 'ffprobe',
    maxDurationSeconds: 20 * 60,
    onStage: (s) => stages.push(s),
    onProgress: (p) => progress.push(p),
    ...extra,
  });
  return { result, stages, progress };
}

const failedCodes = (checks: { code: string; ok: boolean }[]) =>
  checks.filter((c) => !c.ok).map((c) => c.code);

describe('processVideo', () => {
  it('keeps a ready H.264/AAC MP4 as it is: probe, cover, 8 frame hashes, no transcoding stage', async () => {
    const input = CLIPS.suitable(dir);
    const { result, stages, progress } = await run(input);
    expect(stages).toEqual(['cloud_processing']);
    expect(progress).toEqual([]);
    expect(result.transcoded).toBe(false);
    expect(result.probe).toEqual({
      durationSeconds: 2,
      width: 360,
      height: 640,
      videoCodec: 'h264',
      audioCodec: 'aac',
      container: 'mp4',
      sizeBytes: (await stat(input)).size,
    });
    expect((await stat(result.videoPath)).size).toBe((await stat(input)).size);
    expect((await readFile(result.coverPath)).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff])); // JPEG
    expect(result.frameHashes).toHaveLength(8);
    expect(new Set(result.frameHashes).size).toBeGreaterThan(1); // the picture moves
    expect(failedCodes(result.checks)).toEqual([]);
  });

  it('moves a late index to the front without re-encoding (fast start)', async () => {
    const input = CLIPS.lateIndex(dir);
    expect(await hasFastStart(input)).toBe(false);
    const { result, stages, progress } = await run(input);
    expect(stages).toEqual(['cloud_processing', 'transcoding']);
    expect(result.transcoded).toBe(false);
    expect(await hasFastStart(result.videoPath)).toBe(true);
    expect(progress.at(-1)).toBe(100);
  });

  it('transcodes VP9/Opus WebM to H.264/AAC MP4 with fast start, reporting progress', async () => {
    const { result, stages, progress } = await run(CLIPS.webm(dir));
    expect(stages).toEqual(['cloud_processing', 'transcoding']);
    expect(result.transcoded).toBe(true);
    expect(result.probe).toMatchObject({
      videoCodec: 'h264',
      audioCodec: 'aac',
      container: 'mp4',
      width: 480,
    });
    expect(await hasFastStart(result.videoPath)).toBe(true);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b)); // never goes back
    expect(failedCodes(result.checks)).toEqual([]);
  });

  it('transcodes MPEG-4 part 2 AVI at odd dimensions to even ones, and flags a too-small picture', async () => {
    const { result } = await run(CLIPS.avi(dir));
    expect(result.transcoded).toBe(true);
    expect(result.probe).toMatchObject({ videoCodec: 'h264', audioCodec: null, width: 320, height: 240 });
    expect(failedCodes(result.checks)).toEqual(['resolution']);
  });

  it('scales a picture beyond 1080p down to 1920×1080', async () => {
    const { result } = await run(CLIPS.large(dir));
    expect(result.probe).toMatchObject({ width: 1920, height: 1080 });
  });

  it('reports a rotated phone clip by its displayed (portrait) size', async () => {
    const { result } = await run(CLIPS.rotated(dir));
    expect(result.probe).toMatchObject({ width: 360, height: 640 });
  });

  it.each([
    ['an audio-only file', CLIPS.audioOnly],
    ['a still image', CLIPS.image],
    ['a text file named .mp4', CLIPS.text],
  ])('refuses %s as not a video', async (_name, make) => {
    const err = await run(await make(dir)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProcessingFailedError);
    expect((err as ProcessingFailedError).reason).toBe('not_a_video');
  });

  it('refuses a clip longer than the limit before any work', async () => {
    const err = await run(CLIPS.webm(dir, 4), { maxDurationSeconds: 3 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProcessingFailedError);
    expect((err as ProcessingFailedError).reason).toBe('too_long');
  });

  it('says "unavailable" when ffprobe or ffmpeg is not installed', async () => {
    const input = CLIPS.suitable(dir);
    await expect(run(input, { ffprobePath: join(dir, 'no-ffprobe') })).rejects.toBeInstanceOf(
      ProcessingUnavailableError,
    );
    await expect(run(input, { ffmpegPath: join(dir, 'no-ffmpeg') })).rejects.toBeInstanceOf(
      ProcessingUnavailableError,
    );
  });

  it('stops ffmpeg when aborted mid-transcode and leaves no output', async () => {
    const input = CLIPS.avi(dir, '640x360', 40);
    const controller = new AbortController();
    const workDir = join(dir, 'aborted');
    const err = await processVideo({
      input,
      workDir,
      ffmpegPath: 'ffmpeg',
      ffprobePath: 'ffprobe',
      maxDurationSeconds: 600,
      signal: controller.signal,
      onProgress: (p) => {
        if (p > 0) controller.abort();
      },
    }).catch((e: unknown) => e);
    expect((err as Error).name).toBe('AbortError');
    await expect(stat(join(workDir, 'video.mp4'))).rejects.toThrow();
  });
});
