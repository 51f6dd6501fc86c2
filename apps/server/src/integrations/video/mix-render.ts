import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ProcessingFailedError } from './errors';
import { runTool, ToolExitError } from './run-tool';

/**
 * The mixing studio's ffmpeg steps (decision 030): every shot is normalised once into a segment
 * of one format, and a variant is assembled from segments by stream copy; only its captioned
 * opening (and, with music, its audio) is encoded per variant.
 */

/** Output frame rate and keyframe interval of every segment: cuts land on a keyframe every 0.5 s. */
export const MIX_FPS = 30;
const GOP_FRAMES = 15;
export const GOP_SECONDS = GOP_FRAMES / MIX_FPS;

/** Debian's fonts-noto-cjk (the Dockerfile installs it): one face for all six languages. */
export const CAPTION_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

const QUIET = ['-y', '-hide_banner', '-nostdin', '-v', 'error'];

/**
 * The one H.264 setting of segments and openings: a stream-copied join needs both halves to be
 * alike (same profile, level, size, frame rate, keyframe interval, no scene-cut keyframes).
 */
const VIDEO_CODEC = [
  ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-profile:v', 'high', '-level:v', '4.1'],
  ...['-pix_fmt', 'yuv420p', '-g', String(GOP_FRAMES), '-keyint_min', String(GOP_FRAMES)],
  ...['-sc_threshold', '0', '-bf', '0'],
];
/** MPEG-TS whose timestamps start at 0: the concat list's in/out points are read as file times. */
const TS_OUT = ['-muxdelay', '0', '-muxpreload', '0', '-f', 'mpegts'];
const AUDIO_CODEC = ['-c:a', 'aac', '-b:a', '128k', '-ar', '44100', '-ac', '2'];

export interface Size {
  width: number;
  height: number;
}

function failed(error: unknown): never {
  if (error instanceof ToolExitError) throw new ProcessingFailedError('transcode_failed', error.message);
  throw error;
}

/**
 * One shot → an MPEG-TS segment of `size` (filled and centre-cropped, rotation applied by the
 * decoder), 30 fps CFR (variable-rate phone clips included), stereo AAC (silence when the clip
 * has none), `seconds` long.
 */
export async function normaliseShot(o: {
  ffmpegPath: string;
  input: string;
  output: string;
  size: Size;
  seconds: number;
  hasAudio: boolean;
  signal?: AbortSignal;
}): Promise<void> {
  const { width: w, height: h } = o.size;
  const video = `[0:v:0]scale=${w}:${h}:force_original_aspect_ratio=increase,crop=${w}:${h},setsar=1,fps=${MIX_FPS},format=yuv420p[v]`;
  const audio = o.hasAudio
    ? '[0:a:0]aresample=44100:async=1,aformat=channel_layouts=stereo,apad[a]'
    : 'anullsrc=r=44100:cl=stereo[a]';
  await runTool(
    o.ffmpegPath,
    [
      ...QUIET,
      ...['-i', o.input, '-filter_complex', `${video};${audio}`, '-map', '[v]', '-map', '[a]'],
      ...VIDEO_CODEC,
      ...AUDIO_CODEC,
      ...['-t', o.seconds.toFixed(3), ...TS_OUT, o.output],
    ],
    { signal: o.signal },
  ).catch(failed);
}

/** Width of a character in font-size units: CJK and other wide scripts take a full em. */
const charWidth = (c: string) =>
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60\u3000-\u303f]/.test(c) ? 1 : 0.56;

/**
 * Pure: the caption broken into lines that fit `maxEm` font-size units: at spaces where the text
 * has them, anywhere between wide characters (Chinese has no spaces), a long word cut as a last resort.
 */
export function wrapCaption(text: string, maxEm: number): string[] {
  const lines: string[] = [];
  let line = '';
  let width = 0;
  const tokens =
    text
      .trim()
      .match(
        /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60\u3000-\u303f]|[^\s\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60\u3000-\u303f]+|\s+/g,
      ) ?? [];
  const push = () => {
    if (line.trim()) lines.push(line.trim());
    line = '';
    width = 0;
  };
  for (const token of tokens) {
    if (/^\s+$/.test(token)) {
      if (line) {
        line += ' ';
        width += charWidth(' ');
      }
      continue;
    }
    const tw = [...token].reduce((s, c) => s + charWidth(c), 0);
    if (width + tw > maxEm && line.trim()) push();
    if (tw <= maxEm) {
      line += token;
      width += tw;
      continue;
    }
    for (const c of token) {
      if (width + charWidth(c) > maxEm) push();
      line += c;
      width += charWidth(c);
    }
  }
  push();
  return lines;
}

/** The caption's font size and its width in ems for a frame: ~1/16 of the shorter side. */
export function captionLayout(size: Size): { fontSize: number; maxEm: number } {
  const fontSize = Math.round(Math.min(size.width, size.height) / 16);
  return { fontSize, maxEm: Math.floor((size.width * 0.84) / fontSize) };
}

/**
 * The opening `seconds` of a segment from `from` (a keyframe: a trimmed shot's in point),
 * re-encoded with the caption burned in (white on a dark band, centred in the upper part,
 * wrapped within the frame); audio copied.
 */
export async function captionedOpening(o: {
  ffmpegPath: string;
  segment: string;
  from?: number;
  output: string;
  workDir: string;
  size: Size;
  caption: string;
  seconds: number;
  fontFile?: string;
  signal?: AbortSignal;
}): Promise<void> {
  const { fontSize, maxEm } = captionLayout(o.size);
  // The text goes through a file: no escaping of what the merchant typed into the filter string.
  const textFile = join(o.workDir, 'caption.txt');
  await writeFile(textFile, wrapCaption(o.caption, maxEm).join('\n'), 'utf8');
  const font = (o.fontFile ?? CAPTION_FONT).replace(/[:\\']/g, '\\$&');
  const draw = [
    `drawtext=fontfile='${font}':textfile='${textFile.replace(/[:\\']/g, '\\$&')}'`,
    `fontsize=${fontSize}:fontcolor=white:line_spacing=${Math.round(fontSize / 4)}`,
    `box=1:boxcolor=black@0.5:boxborderw=${Math.round(fontSize / 2.5)}`,
    'x=(w-text_w)/2:y=h*0.14',
  ].join(':');
  await runTool(
    o.ffmpegPath,
    [
      ...QUIET,
      ...(o.from ? ['-ss', o.from.toFixed(3)] : []),
      ...['-i', o.segment, '-t', o.seconds.toFixed(3), '-map', '0:v:0', '-map', '0:a:0', '-vf', draw],
      ...VIDEO_CODEC,
      ...['-c:a', 'copy', ...TS_OUT, o.output],
    ],
    { signal: o.signal },
  ).catch(failed);
}

export interface Piece {
  path: string;
  /** Seconds into the segment where the piece starts (a keyframe) and ends. */
  from: number;
  to: number;
}

const quote = (path: string) => `'${path.replace(/'/g, "'\\''")}'`;

/** Pure: the concat demuxer's list for the pieces (in/out points on keyframes). */
export function concatList(pieces: Piece[]): string {
  return pieces
    .map((p) =>
      [
        `file ${quote(p.path)}`,
        p.from > 0 ? `inpoint ${p.from.toFixed(3)}` : '',
        `outpoint ${p.to.toFixed(3)}`,
      ]
        .filter(Boolean)
        .join('\n'),
    )
    .join('\n')
    .concat('\n');
}

/**
 * Joins the pieces into a fast-start MP4 by stream copy. With music, only the audio is encoded:
 * the music under the clips' sound at `level` % (100 replaces it), looped and cut to the video.
 */
export async function assemble(o: {
  ffmpegPath: string;
  pieces: Piece[];
  output: string;
  workDir: string;
  music?: { path: string; level: number } | undefined;
  signal?: AbortSignal;
}): Promise<void> {
  const list = join(o.workDir, 'pieces.txt');
  await writeFile(list, concatList(o.pieces), 'utf8');
  const total = o.pieces.reduce((s, p) => s + (p.to - p.from), 0);
  const input = ['-f', 'concat', '-safe', '0', '-i', list];
  let audio: string[] = ['-map', '0:a:0', '-c:a', 'copy'];
  if (o.music) {
    const level = (o.music.level / 100).toFixed(2);
    const graph =
      o.music.level >= 100
        ? `[1:a:0]aresample=44100,aformat=channel_layouts=stereo,atrim=0:${total.toFixed(3)}[a]`
        : `[1:a:0]aresample=44100,aformat=channel_layouts=stereo,volume=${level}[m];[0:a:0][m]amix=inputs=2:duration=first:normalize=0[a]`;
    input.push('-stream_loop', '-1', '-i', o.music.path);
    audio = ['-filter_complex', graph, '-map', '[a]', ...AUDIO_CODEC];
  }
  await runTool(
    o.ffmpegPath,
    [
      ...QUIET,
      ...input,
      ...['-map', '0:v:0', '-c:v', 'copy', ...audio],
      ...['-t', total.toFixed(3), '-movflags', '+faststart', '-f', 'mp4', o.output],
    ],
    { signal: o.signal },
  ).catch(failed);
}
