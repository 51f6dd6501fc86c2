import { runTool } from './run-tool';

/** One HLS rendition: its short side (height of a landscape video, width of a portrait one). */
export interface Rendition {
  short: number;
  videoKbps: number;
  audioKbps: number;
}

/** Lowest first: the 240 rung is what a weak phone network starts on. */
const LADDER: readonly Rendition[] = [
  { short: 240, videoKbps: 300, audioKbps: 48 },
  { short: 360, videoKbps: 600, audioKbps: 64 },
  { short: 540, videoKbps: 1200, audioKbps: 96 },
  { short: 720, videoKbps: 2200, audioKbps: 128 },
  { short: 1080, videoKbps: 4500, audioKbps: 128 },
];

/** Seconds per segment: short enough to start fast and switch often, long enough to compress. */
const SEGMENT_SECONDS = 4;

/**
 * The renditions of a video: the lowest rung always (phones on weak networks), then the two
 * highest rungs the source reaches without upscaling: 2 or 3 in all. A source below the lowest
 * rung gets one rendition at its own size.
 */
export function renditionLadder(width: number, height: number): Rendition[] {
  const short = Math.min(width, height);
  const fits = LADDER.filter((r) => r.short <= short);
  if (fits.length === 0) return [{ ...LADDER[0]!, short: Math.max(2, short - (short % 2)) }];
  const [lowest, ...rest] = fits;
  return [lowest!, ...rest.slice(-2)];
}

export interface HlsOptions {
  input: string;
  /** Folder that receives master.m3u8 and v0/, v1/… (each index.m3u8 and its segments). */
  outDir: string;
  width: number;
  height: number;
  hasAudio: boolean;
  /** FFMPEG_PATH. */
  ffmpegPath: string;
  signal?: AbortSignal;
}

/** The ffmpeg arguments of one packaging run (pure, so a test can read them). */
export function hlsArgs(o: Omit<HlsOptions, 'signal' | 'ffmpegPath'>): string[] {
  const ladder = renditionLadder(o.width, o.height);
  const portrait = o.height > o.width;
  const scale = (r: Rendition) => (portrait ? `scale=${r.short}:-2` : `scale=-2:${r.short}`);
  const split = `[0:v]split=${ladder.length}${ladder.map((_, i) => `[s${i}]`).join('')}`;
  const filters = [split, ...ladder.map((r, i) => `[s${i}]${scale(r)}[v${i}]`)].join(';');
  const streams = ladder.flatMap((r, i) => [
    '-map',
    `[v${i}]`,
    `-b:v:${i}`,
    `${r.videoKbps}k`,
    `-maxrate:v:${i}`,
    `${Math.round(r.videoKbps * 1.2)}k`,
    `-bufsize:v:${i}`,
    `${r.videoKbps * 2}k`,
    ...(o.hasAudio ? ['-map', '0:a:0', `-b:a:${i}`, `${r.audioKbps}k`] : []),
  ]);
  const map = ladder.map((_, i) => (o.hasAudio ? `v:${i},a:${i}` : `v:${i}`)).join(' ');
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-i',
    o.input,
    '-filter_complex',
    filters,
    ...streams,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    // Keyframes on segment boundaries in every rendition, so the player can switch between them.
    '-force_key_frames',
    `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
    '-sc_threshold',
    '0',
    ...(o.hasAudio ? ['-c:a', 'aac', '-ac', '2'] : []),
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    `${o.outDir}/v%v/seg-%04d.ts`,
    '-master_pl_name',
    'master.m3u8',
    '-var_stream_map',
    map,
    `${o.outDir}/v%v/index.m3u8`,
  ];
}

/** Packages a video as HLS with 2–3 renditions into `outDir`; the renditions made, lowest first. */
export async function packageHls(o: HlsOptions): Promise<Rendition[]> {
  await runTool(o.ffmpegPath, hlsArgs(o), o.signal ? { signal: o.signal } : {});
  return renditionLadder(o.width, o.height);
}
