import { stat } from 'node:fs/promises';
import { ProcessingFailedError } from './errors';
import { runTool, ToolExitError } from './run-tool';

/** What ffprobe says beyond the public ProbeResult, needed to decide whether to transcode. */
export interface ProbeResult {
  durationSeconds: number;
  width: number;
  height: number;
  videoCodec: string;
  audioCodec: string | null;
  container: string;
  sizeBytes: number;
}

export interface ProbeDetail extends ProbeResult {
  pixelFormat: string | null;
  /** Display rotation in degrees (phones store portrait clips as rotated landscape). */
  rotation: number;
}

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  duration?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}
interface FfprobeOutput {
  streams?: FfprobeStream[];
  format?: { format_name?: string; duration?: string; tags?: { major_brand?: string } };
}

// Still images (and image sequences) probe as one-frame "video": not something to post.
const IMAGE_FORMATS = /^(image2|.*_pipe|gif|apng|webp)$/;

/** `mov,mp4,m4a,3gp,3g2,mj2` is one demuxer for both: the brand tells QuickTime from MP4. */
function containerOf(format: FfprobeOutput['format']): string {
  const names = (format?.format_name ?? '').split(',');
  if (names.includes('mp4')) return format?.tags?.major_brand?.trim() === 'qt' ? 'mov' : 'mp4';
  return names[0] || 'unknown';
}

function rotationOf(stream: FfprobeStream): number {
  const side = stream.side_data_list?.find((d) => typeof d.rotation === 'number')?.rotation;
  const raw = side ?? Number(stream.tags?.rotate ?? 0);
  return Number.isFinite(raw) ? ((Math.round(raw) % 360) + 360) % 360 : 0;
}

/** Pure: ffprobe JSON → probe, or undefined when the file holds no playable video. */
export function parseProbe(json: FfprobeOutput, sizeBytes: number): ProbeDetail | undefined {
  const streams = json.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const audio = streams.find((s) => s.codec_type === 'audio');
  const container = containerOf(json.format);
  const durationSeconds = Number(json.format?.duration ?? video?.duration);
  if (
    !video?.codec_name ||
    !video.width ||
    !video.height ||
    IMAGE_FORMATS.test(json.format?.format_name ?? '') ||
    !Number.isFinite(durationSeconds) ||
    durationSeconds <= 0
  ) {
    return undefined;
  }
  const rotation = rotationOf(video);
  const quarterTurn = rotation === 90 || rotation === 270;
  return {
    durationSeconds,
    // Display size: what a viewer sees after the rotation is applied.
    width: quarterTurn ? video.height : video.width,
    height: quarterTurn ? video.width : video.height,
    videoCodec: video.codec_name,
    audioCodec: audio?.codec_name ?? null,
    container,
    sizeBytes,
    pixelFormat: video.pix_fmt ?? null,
    rotation,
  };
}

/** ffprobe a file; not a readable video → ProcessingFailedError('not_a_video'). */
export async function probeVideo(
  ffprobePath: string,
  input: string,
  signal?: AbortSignal,
): Promise<ProbeDetail> {
  const { size } = await stat(input);
  let out: Buffer;
  try {
    out = await runTool(
      ffprobePath,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', input],
      { signal },
    );
  } catch (err) {
    // ffprobe refuses files it cannot demux ("Invalid data found when processing input").
    if (err instanceof ToolExitError) throw new ProcessingFailedError('not_a_video', err.message);
    throw err;
  }
  let json: FfprobeOutput;
  try {
    json = JSON.parse(out.toString('utf8')) as FfprobeOutput;
  } catch {
    throw new ProcessingFailedError('not_a_video', 'ffprobe printed no JSON');
  }
  const probe = parseProbe(json, size);
  if (!probe) throw new ProcessingFailedError('not_a_video', 'no video stream with a duration');
  return probe;
}
