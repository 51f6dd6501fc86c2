import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { extractCover } from './cover';
import { ProcessingFailedError } from './errors';
import { frameHashes } from './frame-hash';
import { probeVideo, type ProbeResult } from './probe';
import { planTranscode, transcode } from './transcode';
import { variantChecks, type VariantCheck } from './variant-checks';

export { ProcessingFailedError, ProcessingUnavailableError } from './errors';

export type ProcessStage = 'cloud_processing' | 'transcoding';
export interface ProcessedVideo {
  /** `<workDir>/video.mp4`: H.264/AAC MP4 with fast start (a hard link when the source was fine). */
  videoPath: string;
  /** `<workDir>/cover.jpg`. */
  coverPath: string;
  /** Of the output video. */
  probe: ProbeResult;
  /** True when the streams were re-encoded (a container rewrite alone is not). */
  transcoded: boolean;
  frameHashes: string[];
  checks: VariantCheck[];
}

export interface ProcessOptions {
  input: string;
  /** Outputs go here (created if missing); the caller removes it when done. */
  workDir: string;
  ffmpegPath: string;
  ffprobePath: string;
  maxDurationSeconds: number;
  onStage?: (s: ProcessStage) => void;
  onProgress?: (percent: number) => void;
  /** Aborting kills ffmpeg and rejects with the signal's reason. */
  signal?: AbortSignal;
}

const publicProbe = ({ pixelFormat: _p, rotation: _r, ...probe }: Awaited<ReturnType<typeof probeVideo>>) =>
  probe;

/**
 * cloud_processing: probe (refuse non-videos and over-long ones), cover, frame hashes;
 * transcoding (only when needed): re-encode or remux to H.264/AAC MP4 with fast start.
 * Errors: ProcessingUnavailableError (no ffmpeg/ffprobe), ProcessingFailedError (the file).
 */
export async function processVideo(opts: ProcessOptions): Promise<ProcessedVideo> {
  const { input, workDir, ffmpegPath, ffprobePath, signal } = opts;
  signal?.throwIfAborted();
  await mkdir(workDir, { recursive: true });
  const videoPath = join(workDir, 'video.mp4');
  const coverPath = join(workDir, 'cover.jpg');

  opts.onStage?.('cloud_processing');
  const source = await probeVideo(ffprobePath, input, signal);
  if (source.durationSeconds > opts.maxDurationSeconds) {
    throw new ProcessingFailedError(
      'too_long',
      `${source.durationSeconds.toFixed(1)} s is longer than ${opts.maxDurationSeconds} s`,
    );
  }
  await extractCover(ffmpegPath, input, coverPath, source.durationSeconds, signal);
  const hashes = await frameHashes(ffmpegPath, input, source.durationSeconds, signal);

  const plan = await planTranscode(source, input);
  if (plan !== 'keep') opts.onStage?.('transcoding');
  await transcode({
    ffmpegPath,
    input,
    output: videoPath,
    probe: source,
    plan,
    onProgress: opts.onProgress,
    signal,
  });
  const output = plan === 'keep' ? source : await probeVideo(ffprobePath, videoPath, signal);
  const probe = publicProbe(output);
  return {
    videoPath,
    coverPath,
    probe,
    transcoded: plan === 'transcode',
    frameHashes: hashes,
    checks: variantChecks(probe),
  };
}
