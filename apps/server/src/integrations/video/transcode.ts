import { copyFile, link, rm } from 'node:fs/promises';
import { ProcessingFailedError } from './errors';
import { hasFastStart } from './mp4-boxes';
import type { ProbeDetail } from './probe';
import { runTool, ToolExitError } from './run-tool';
import { PLATFORM_LIMITS } from './variant-checks';

/** keep: use the file as it is; remux: rewrite the container only; transcode: re-encode. */
export type TranscodePlan = 'keep' | 'remux' | 'transcode';

const even = (n: number) => n % 2 === 0;

/** Pure: can the streams be posted as they are (H.264 4:2:0 + AAC or silence, ≤ 1080p)? */
export function streamsSuitable(p: ProbeDetail): boolean {
  const short = Math.min(p.width, p.height);
  const long = Math.max(p.width, p.height);
  return (
    p.videoCodec === 'h264' &&
    p.pixelFormat === 'yuv420p' &&
    (p.audioCodec === null || p.audioCodec === 'aac') &&
    (p.container === 'mp4' || p.container === 'mov') &&
    even(p.width) &&
    even(p.height) &&
    short <= PLATFORM_LIMITS.maxShortSide &&
    long <= PLATFORM_LIMITS.maxLongSide
  );
}

export async function planTranscode(p: ProbeDetail, input: string): Promise<TranscodePlan> {
  if (!streamsSuitable(p)) return 'transcode';
  // Douyin wants mp4 served as video/mp4, phones want the index first: MOV or a late moov → remux.
  return p.container === 'mp4' && (await hasFastStart(input)) ? 'keep' : 'remux';
}

/** Pure: output size that fits 1080×1920 (either orientation), both sides even. */
export function targetSize(width: number, height: number): { width: number; height: number } {
  const short = Math.min(width, height);
  const long = Math.max(width, height);
  const f = Math.min(1, PLATFORM_LIMITS.maxShortSide / short, PLATFORM_LIMITS.maxLongSide / long);
  const evenDown = (n: number) => Math.max(2, Math.floor((n * f) / 2) * 2);
  return { width: evenDown(width), height: evenDown(height) };
}

/** `out_time_us=12345` lines of `-progress pipe:1` → percent of the duration (0–99 until done). */
export function progressParser(durationSeconds: number, onProgress: (percent: number) => void) {
  let last = -1;
  return (line: string) => {
    const m = /^out_time_us=(\d+)$/.exec(line);
    if (!m) return;
    const percent = Math.min(99, Math.floor((Number(m[1]) / 1e6 / durationSeconds) * 100));
    if (percent > last) {
      last = percent;
      onProgress(percent);
    }
  };
}

export interface TranscodeOptions {
  ffmpegPath: string;
  input: string;
  output: string;
  probe: ProbeDetail;
  plan: TranscodePlan;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function ffmpegArgs({ input, output, probe, plan }: TranscodeOptions): string[] {
  const head = ['-y', '-hide_banner', '-nostdin', '-v', 'error', '-nostats', '-progress', 'pipe:1'];
  // First video and first audio track only: data/subtitle tracks would break the MP4 muxer.
  const maps = ['-i', input, '-map', '0:v:0', '-map', '0:a:0?', '-map_metadata', '-1'];
  const tail = ['-movflags', '+faststart', '-f', 'mp4', output];
  if (plan === 'remux') return [...head, ...maps, '-c', 'copy', ...tail];
  const size = targetSize(probe.width, probe.height);
  return [
    ...head,
    ...maps,
    '-vf',
    `scale=${size.width}:${size.height},setsar=1,format=yuv420p`,
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-profile:v', 'high'],
    ...['-c:a', 'aac', '-b:a', '128k', '-ac', '2'],
    ...tail,
  ];
}

/** Writes `output`: a hard link (or copy) for 'keep', else ffmpeg with progress. */
export async function transcode(opts: TranscodeOptions): Promise<void> {
  const { input, output, plan, signal, onProgress } = opts;
  await rm(output, { force: true });
  if (plan === 'keep') {
    await link(input, output).catch(() => copyFile(input, output));
    return;
  }
  const onLine = onProgress && progressParser(opts.probe.durationSeconds, onProgress);
  try {
    await runTool(opts.ffmpegPath, ffmpegArgs(opts), { signal, onLine });
  } catch (err) {
    await rm(output, { force: true });
    if (err instanceof ToolExitError) throw new ProcessingFailedError('transcode_failed', err.message);
    throw err;
  }
  onProgress?.(100);
}
