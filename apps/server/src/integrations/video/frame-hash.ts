import { ProcessingFailedError } from './errors';
import { runTool, ToolExitError } from './run-tool';

/** Frames sampled per video: enough to tell clips apart, few enough to stay quick. */
const FRAME_SAMPLES = 8;
/** Each frame is read as a tiny RGB image; both hash halves are averaged down from it. */
const FW = 36;
const FH = 32;

/** Mean of channel `c` over the block [x0,x1)×[y0,y1) of an RGB FW×FH image. */
function blockMean(
  rgb: Uint8Array,
  c: (r: number, g: number, b: number) => number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
) {
  let sum = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * FW + x) * 3;
      sum += c(rgb[i]!, rgb[i + 1]!, rgb[i + 2]!);
    }
  }
  return sum / ((x1 - x0) * (y1 - y0));
}

// BT.601: brightness and the two colour-difference axes (centred on 0).
const luma = (r: number, g: number, b: number) => 0.299 * r + 0.587 * g + 0.114 * b;
const cb = (r: number, g: number, b: number) => -0.169 * r - 0.331 * g + 0.5 * b;
const cr = (r: number, g: number, b: number) => 0.5 * r - 0.419 * g - 0.081 * b;

/** Colour-difference thresholds: a 9-level thermometer code per cell and channel. */
const CHROMA_LEVELS = [-42, -30, -18, -6, 6, 18, 30, 42];
/** Bits of one frame hash: 64 brightness + 4×4 cells × 2 channels × 8 colour levels. */
export const FRAME_HASH_BITS = 64 + 16 * 2 * CHROMA_LEVELS.length;

/**
 * Pure: the hash of one frame (RGB, FW×FH) as FRAME_HASH_BITS / 4 hex digits.
 * - 64 bits dHash of brightness on a 9×8 grid (bit = "brighter than the right neighbour"):
 *   shapes and edges, unchanged by re-encoding, scaling, small crops and brightness shifts.
 * - 256 bits of colour on a 4×4 grid: Cb and Cr each as a thermometer code (bit k = "above
 *   level k"), so the Hamming distance counts colour steps. Gradients alone cannot tell two
 *   clips of the same layout in different colours apart (measured: docs/decisions/010).
 */
export function frameHash(rgb: Uint8Array): string {
  if (rgb.length < FW * FH * 3) throw new Error(`frameHash needs ${FW * FH * 3} bytes, got ${rgb.length}`);
  let bits = 0n;
  const push = (bit: boolean) => (bits = (bits << 1n) | (bit ? 1n : 0n));
  const grid: number[] = [];
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 9; x++) grid.push(blockMean(rgb, luma, x * 4, y * 4, x * 4 + 4, y * 4 + 4));
  }
  for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) push(grid[y * 9 + x]! > grid[y * 9 + x + 1]!);
  for (let y = 0; y < 4; y++) {
    for (let x = 0; x < 4; x++) {
      for (const channel of [cb, cr]) {
        const v = blockMean(rgb, channel, x * 9, y * 8, x * 9 + 9, y * 8 + 8);
        for (const level of CHROMA_LEVELS) push(v > level);
      }
    }
  }
  return bits.toString(16).padStart(FRAME_HASH_BITS / 4, '0');
}

/** Sample times: the middles of N equal slices, so neither the first nor the last frame. */
export function sampleTimes(durationSeconds: number, count = FRAME_SAMPLES): number[] {
  return Array.from({ length: count }, (_, i) => (durationSeconds * (i + 0.5)) / count);
}

/**
 * One ffmpeg run for all samples: an input per time (`-ss` before `-i` seeks by index, so a
 * long file is not decoded end to end), each cut to one tiny RGB frame, concatenated.
 * `-vsync passthrough`: the muxer must not drop or repeat frames to fit a frame rate.
 */
function sampleArgs(input: string, times: number[]): string[] {
  const inputs = times.flatMap((t) => ['-ss', t.toFixed(3), '-i', input]);
  const chains = times.map(
    (_, i) =>
      `[${i}:v:0]trim=end_frame=1,scale=${FW}:${FH}:flags=area,format=rgb24,setsar=1,setpts=PTS-STARTPTS[f${i}]`,
  );
  const concat = `${times.map((_, i) => `[f${i}]`).join('')}concat=n=${times.length}:v=1:a=0[out]`;
  return [
    ...['-hide_banner', '-nostdin', '-v', 'error', ...inputs],
    ...[
      '-filter_complex',
      [...chains, concat].join(';'),
      '-map',
      '[out]',
      '-vsync',
      'passthrough',
      '-f',
      'rawvideo',
      'pipe:1',
    ],
  ];
}

/** Perceptual hashes of FRAME_SAMPLES evenly spaced frames, in time order. */
export async function frameHashes(
  ffmpegPath: string,
  input: string,
  durationSeconds: number,
  signal?: AbortSignal,
): Promise<string[]> {
  const times = sampleTimes(durationSeconds);
  let raw: Buffer;
  try {
    raw = await runTool(ffmpegPath, sampleArgs(input, times), { signal });
  } catch (err) {
    if (err instanceof ToolExitError) throw new ProcessingFailedError('frame_hash_failed', err.message);
    throw err;
  }
  const frameBytes = FW * FH * 3;
  if (raw.length < frameBytes * times.length) {
    throw new ProcessingFailedError('frame_hash_failed', `${raw.length} bytes for ${times.length} frames`);
  }
  return times.map((_, i) => frameHash(raw.subarray(i * frameBytes, (i + 1) * frameBytes)));
}
