import { z } from 'zod';
import { bool, developmentSecret, inDataDir, optionalVar, path, type ConfigOf } from './vars';

/** Where processed videos and covers live, the origin they are read from, and how links are signed. */
export const STORAGE_VARS = {
  MEDIA_DIR: {
    schema: path,
    default: '<DATA_DIR>/media',
    fallback: inDataDir('media'),
    description:
      'Folder of uploaded videos and covers, served at /media/<key> (the shipped demo clips are served from apps/server/demo)',
  },
  CDN_ORIGIN: {
    schema: z
      .url({ protocol: /^https?$/ })
      .transform((u) => u.replace(/\/+$/, ''))
      .optional(),
    default: '(unset: our own origin)',
    fallback: () => undefined,
    description:
      'Origin of a CDN mirroring /media/*: the Douyin CDN link (cdn_schema_v2) and the page speed test (test_url) use it',
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
  SHARE_SECRET: {
    schema: z.string().min(16, 'must be at least 16 characters').optional(),
    default: '(a development value outside production)',
    fallback: developmentSecret('share'),
    description:
      'Signs share-video tokens (share links) and the short-lived URLs of videos and downloads; the same value on every server process of one site; required in production',
  },
} as const;

export type StorageConfig = ConfigOf<typeof STORAGE_VARS>;
