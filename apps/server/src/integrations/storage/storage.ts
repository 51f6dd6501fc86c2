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
