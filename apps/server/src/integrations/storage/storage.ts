/** A stored object as a listing names it. */
export interface StoredObject {
  key: string;
  size: number;
  /** When it was written (local: the file's modification time; S3: LastModified). */
  modifiedAt: Date;
}

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
  /** Every object whose key starts with `prefix` (a folder, ending in `/`), in no set order; never demo clips. */
  list(prefix: string): AsyncIterable<StoredObject>;
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
