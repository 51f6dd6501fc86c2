import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';

export interface Storage {
  readonly driver: 'local' | 's3';
  put(key: string, filePath: string, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  stat(key: string): Promise<{ size: number } | undefined>;
  /** A readable stream of the object, optionally a byte range (inclusive end). */
  read(
    key: string,
    range?: { start: number; end: number },
  ): Promise<{ stream: NodeJS.ReadableStream; size: number }>;
  /** Public URL: `${origin}/media/<key>` unless S3_PUBLIC_URL is set. */
  url(key: string, origin: string): string;
  /** A local file path for the key (S3: downloaded to a temp file the caller deletes). */
  localCopy(key: string): Promise<{ path: string; cleanup: () => Promise<void> }>;
}

/** A key that is malformed (could leave its root) or names no stored object. */
export class StorageKeyError extends Error {
  override name = 'StorageKeyError';
  constructor(
    readonly key: string,
    readonly problem: 'invalid' | 'not found' = 'invalid',
  ) {
    super(`storage key ${problem}: ${key}`);
  }
}

/**
 * The configured back end. The S3 client (the AWS SDK, ~0.15 s to load) is imported only when
 * the s3 driver is chosen, so a local-disk server starts without it.
 */
export async function createStorage(config: Config): Promise<Storage> {
  if (config.STORAGE_DRIVER === 'local') return createLocalStorage(config.MEDIA_DIR);
  // parseConfig refuses s3 without these four.
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new Error(
      'STORAGE_DRIVER=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage({
    endpoint: S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    publicUrl: config.S3_PUBLIC_URL,
  });
}
