import { z } from 'zod';
import { bool, inDataDir, int, path, type ConfigOf } from './vars';

/** Uploads (issue 5) and the video processing behind them: staging, sizes, ffmpeg, HLS. */
export const VIDEO_VARS = {
  UPLOAD_DIR: {
    schema: path,
    default: '<DATA_DIR>/uploads',
    fallback: inDataDir('uploads'),
    description:
      'Staging folder of resumable (tus) uploads and processing; partial uploads survive a restart here',
  },
  UPLOAD_ABANDON_HOURS: {
    schema: int(1, 24 * 30),
    default: '24',
    description:
      'An upload that received no bytes for this long fails as abandoned; its staged bytes are deleted and its size no longer counts toward the quota',
  },
  UPLOAD_LIBRARY_MAX_GB: {
    schema: z
      .string()
      .regex(/^\d+(\.\d+)?$/, 'must be a number of GB')
      .transform(Number)
      .pipe(z.number().gt(0).max(100)),
    default: '1',
    description:
      'Largest video the console library accepts, in GB (the quick mobile uploader stays at 20 MB / 20 min)',
  },
  FFMPEG_PATH: {
    schema: z.string().min(1),
    default: 'ffmpeg',
    description:
      'ffmpeg executable for covers and transcoding; when missing, uploads end "video processing unavailable"',
  },
  FFPROBE_PATH: {
    schema: z.string().min(1),
    default: 'ffprobe',
    description: 'ffprobe executable for duration and codec checks',
  },
  MIX_LOCAL_CACHE_MB: {
    schema: int(0, 1_000_000),
    default: '2048',
    description:
      'S3 storage: the mixing studio’s segments, openings and music are kept in the system temp folder up to this many MB (least recently used deleted first), so a render downloads each once, not once per variant; 0: no cache',
  },
  HLS_PACKAGING: {
    schema: bool,
    default: 'true',
    description:
      'Package each academy lesson video as HLS (2–3 renditions, ffmpeg) in a background worker; false: lessons play their MP4 only',
  },
} as const;

export type VideoConfig = ConfigOf<typeof VIDEO_VARS>;
