import { z } from 'zod';
import { bool, developmentSecret, inDataDir, int, optionalVar, path } from './config-vars';

/** Uploads, storage, AI writing and share links (issues 5 and 6): part of config.ts's table. */
export const MEDIA_VARS = {
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
  STORAGE_DRIVER: {
    schema: z.enum(['local', 's3']),
    default: 'local',
    description:
      'Where processed videos and covers are stored: local (MEDIA_DIR) or s3 (any S3-compatible store)',
  },
  ...optionalVar(
    'S3_ENDPOINT',
    'S3-compatible endpoint URL (STORAGE_DRIVER=s3), e.g. https://oss-cn-hangzhou.aliyuncs.com',
  ),
  S3_REGION: {
    schema: z.string().min(1),
    default: 'us-east-1',
    description: 'Region of the S3-compatible store',
  },
  ...optionalVar('S3_BUCKET', 'S3 bucket (STORAGE_DRIVER=s3)'),
  ...optionalVar('S3_ACCESS_KEY_ID', 'S3 access key id (STORAGE_DRIVER=s3)'),
  ...optionalVar('S3_SECRET_ACCESS_KEY', 'S3 secret access key (STORAGE_DRIVER=s3)'),
  S3_FORCE_PATH_STYLE: {
    schema: bool,
    default: 'true',
    description:
      'Address the bucket as <endpoint>/<bucket> (MinIO and most S3-compatible stores) rather than <bucket>.<endpoint>',
  },
  ...optionalVar(
    'S3_PUBLIC_URL',
    'Public origin (CDN) of the bucket for video and cover URLs; unset: served through /media/<key> by this server',
  ),
  HLS_PACKAGING: {
    schema: bool,
    default: 'true',
    description:
      'Package each academy lesson video as HLS (2–3 renditions, ffmpeg) in a background worker; false: lessons play their MP4 only',
  },
  // Service settings (issue 16, GET /member/srv_setting/info): the support contact and academy banner.
  ...optionalVar(
    'SUPPORT_PHONE',
    'Support phone the member pages show ("contact support"); unset: not shown',
  ),
  ...optionalVar('SUPPORT_WECHAT', 'Support WeChat id the member pages show; unset: not shown'),
  ...optionalVar('SUPPORT_EMAIL', 'Support e-mail the member pages show; unset: not shown'),
  ...optionalVar(
    'ACADEMY_BANNER_URL',
    'Image URL of the traffic academy banner; unset: the page shows its title only',
  ),
  ...optionalVar(
    'AI_BASE_URL',
    'OpenAI-compatible API base URL for AI script writing (e.g. https://api.openai.com/v1); unset: the built-in template writer',
  ),
  ...optionalVar('AI_API_KEY', 'API key of the AI provider'),
  AI_MODEL: {
    schema: z.string().min(1),
    default: 'gpt-4o-mini',
    description: 'Model name sent to the AI provider',
  },
  AI_TIMEOUT_MS: {
    schema: int(1000, 10 * 60 * 1000),
    default: '120000',
    description: 'Time-out of one AI writing request (streamed)',
  },
  AI_WRITES_PER_TEAM_PER_HOUR: {
    schema: int(1, 1_000_000),
    default: '60',
    description: 'AI script writings one team may start per hour (each one costs provider tokens)',
  },
  SHARE_SECRET: {
    schema: z.string().min(16, 'must be at least 16 characters').optional(),
    default: '(a development value outside production)',
    fallback: developmentSecret('share'),
    description:
      'Signs share-video tokens (share links) and the short-lived URLs of videos and downloads; the same value on every server process of one site; required in production',
  },
} as const;
