import type { StorageConfig } from '../../config/storage-vars';
import { createLocalStorage } from './local-storage';
import type { Storage } from './storage';

/**
 * The configured back end. The S3 client (the AWS SDK, ~0.15 s to load) is imported only when
 * the s3 driver is chosen, so a local-disk server starts without it.
 */
export async function createStorage(config: StorageConfig): Promise<Storage> {
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
