import type { ProbeResult } from './probe';

/**
 * What every platform we publish to accepts (Douyin, Kuaishou, Xiaohongshu, WeChat Channels):
 * the intersection, so one variant can go anywhere. Sources: docs/decisions/010.
 */
export interface VariantCheck {
  code: string;
  ok: boolean;
  detail?: string;
}

export const PLATFORM_LIMITS = {
  containers: ['mp4'],
  videoCodecs: ['h264'],
  audioCodecs: ['aac'],
  minDurationSeconds: 1,
  /** Douyin's upload API: "时长在15分钟以内". */
  maxDurationSeconds: 15 * 60,
  /** Douyin's upload API: at most 128 MB in one request; visitors also download it on phones. */
  maxSizeBytes: 128 * 1024 * 1024,
  minShortSide: 360,
  maxLongSide: 1920,
  maxShortSide: 1080,
  /** Width / height between 9:16 and 16:9, with 2 % slack for odd-pixel crops. */
  minAspect: (9 / 16) * 0.98,
  maxAspect: (16 / 9) * 1.02,
} as const;

const L = PLATFORM_LIMITS;
const MB = 1024 * 1024;

function check(code: string, ok: boolean, detail: string): VariantCheck {
  return { code, ok, detail };
}

/** Pure: the checks a processed video must pass before a visitor may claim it. */
export function variantChecks(probe: ProbeResult): VariantCheck[] {
  const { width, height, durationSeconds: d, sizeBytes } = probe;
  const short = Math.min(width, height);
  const long = Math.max(width, height);
  const aspect = width / height;
  const audio = probe.audioCodec;
  return [
    check('container', (L.containers as readonly string[]).includes(probe.container), probe.container),
    check('video_codec', (L.videoCodecs as readonly string[]).includes(probe.videoCodec), probe.videoCodec),
    check(
      'audio_codec',
      audio === null || (L.audioCodecs as readonly string[]).includes(audio),
      audio ?? 'none',
    ),
    check(
      'duration',
      d >= L.minDurationSeconds && d <= L.maxDurationSeconds,
      `${d.toFixed(1)} s (${L.minDurationSeconds}–${L.maxDurationSeconds} s)`,
    ),
    check(
      'size',
      sizeBytes <= L.maxSizeBytes,
      `${(sizeBytes / MB).toFixed(1)} MB (≤ ${L.maxSizeBytes / MB} MB)`,
    ),
    check(
      'resolution',
      short >= L.minShortSide && short <= L.maxShortSide && long <= L.maxLongSide,
      `${width}×${height} (short side ${L.minShortSide}–${L.maxShortSide}, long side ≤ ${L.maxLongSide})`,
    ),
    check('aspect', aspect >= L.minAspect && aspect <= L.maxAspect, `${aspect.toFixed(3)} (9:16–16:9)`),
  ];
}
