import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { DEMO_DIR, isDemoKey, mediaUrl, resolveKey } from './keys';
import { createLocalStorage } from './local-storage';
import { StorageKeyError, type Storage } from './storage';

export interface S3StorageOptions {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Public URL of the bucket's root (a CDN): `<publicUrl>/<key>`; unset: served at /media/<key>. */
  publicUrl?: string;
}

/** `bytes 0-99/1234` → 1234. */
function totalFromContentRange(contentRange: string | undefined): number | undefined {
  const total = contentRange?.match(/\/(\d+)$/)?.[1];
  return total === undefined ? undefined : Number(total);
}

function isNotFound(err: unknown): boolean {
  return (
    err instanceof S3ServiceException &&
    (err.name === 'NotFound' || err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404)
  );
}

/** Keys are checked like local ones, so one key format works on both drivers. */
function checkedKey(key: string): string {
  // Any root will do: only the key's shape is checked.
  if (!resolveKey(key, '/bucket')) throw new StorageKeyError(key);
  return key;
}

/**
 * Any S3-compatible store (AWS, MinIO, Aliyun OSS, Tencent COS...). The shipped demo clips
 * (`demo/<file>`) are not in the bucket: they keep being read from the repository.
 */
export function createS3Storage(opts: S3StorageOptions): Storage {
  const client = new S3Client({
    endpoint: opts.endpoint,
    region: opts.region,
    forcePathStyle: opts.forcePathStyle,
    credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
    // Default flexible checksums send aws-chunked bodies with trailers that many S3-compatible
    // stores refuse; plain Content-Length uploads work everywhere.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = opts.bucket;
  // Demo keys only; createLocalStorage refuses nothing under demo/ that resolveKey accepts.
  const demo = createLocalStorage(DEMO_DIR);
  const publicUrl = opts.publicUrl?.replace(/\/+$/, '');

  async function download(key: string, range?: { start: number; end: number }) {
    try {
      const out = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: checkedKey(key),
          Range: range && `bytes=${range.start}-${range.end}`,
        }),
      );
      const size = range ? totalFromContentRange(out.ContentRange) : out.ContentLength;
      if (!out.Body || size === undefined) throw new Error(`S3 GetObject ${key}: no body or size`);
      return { stream: out.Body as Readable, size };
    } catch (err) {
      if (isNotFound(err)) throw new StorageKeyError(key, 'not found');
      throw err;
    }
  }

  return {
    driver: 's3',
    async put(key, filePath, contentType) {
      if (isDemoKey(key)) throw new StorageKeyError(key);
      const { size } = await stat(filePath);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkedKey(key),
          Body: createReadStream(filePath),
          ContentLength: size,
          ContentType: contentType,
          // Keys never change content once written (a new upload gets a new key).
          CacheControl: 'public, max-age=86400',
        }),
      );
    },
    async delete(key) {
      // The shipped demo clips are not in the bucket and never removed through a key.
      if (isDemoKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    async stat(key) {
      if (isDemoKey(key)) return demo.stat(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
        return { size: head.ContentLength ?? 0 };
      } catch (err) {
        if (isNotFound(err)) return undefined;
        throw err;
      }
    },
    read(key, range) {
      return isDemoKey(key) ? demo.read(key, range) : download(key, range);
    },
    url(key, origin) {
      if (!publicUrl || isDemoKey(key)) return mediaUrl(origin, key);
      return `${publicUrl}/${key.split('/').map(encodeURIComponent).join('/')}`;
    },
    async localCopy(key) {
      if (isDemoKey(key)) return demo.localCopy(key);
      const { stream } = await download(key);
      const dir = await mkdtemp(join(tmpdir(), 'vidmatrix-s3-'));
      const cleanup = () => rm(dir, { recursive: true, force: true });
      const path = join(dir, basename(key));
      try {
        await pipeline(stream, createWriteStream(path));
      } catch (err) {
        await cleanup();
        throw err;
      }
      return { path, cleanup };
    },
    async *list(prefix) {
      if (isDemoKey(prefix) || !prefix.endsWith('/')) throw new StorageKeyError(prefix);
      checkedKey(prefix.slice(0, -1));
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const o of page.Contents ?? []) {
          if (o.Key) yield { key: o.Key, size: o.Size ?? 0, modifiedAt: o.LastModified ?? new Date(0) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
