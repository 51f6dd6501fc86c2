import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, link, mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { StorageConfig } from '../../config/storage-vars';
import type { Storage } from './storage';

/** A local file of a stored object; `cleanup` removes this caller's file only. */
export interface LocalFile {
  path: string;
  cleanup: () => Promise<void>;
}

/**
 * Local files of objects whose key never changes content (the mixing studio's segments and
 * openings). On S3 a key is downloaded once per machine and then served from disk.
 */
export interface LocalCopies {
  /** The object as a file in `workDir`, valid until `cleanup` whatever the cache evicts meanwhile. */
  copy(key: string, workDir: string): Promise<LocalFile>;
  /** A file this process made and stored under `key`: kept as the cached copy, so it is never downloaded here. */
  adopt(key: string, path: string): Promise<void>;
}

const PARTIAL = '.partial';
/** A partial file this old belongs to a process that died mid-download. */
const STALE_PARTIAL_MS = 60 * 60 * 1000;

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * The cache folder of this storage: one per bucket (or media folder), so two installations on a
 * machine, or two test runs with their own buckets, never serve each other's objects.
 */
export function localCopiesDir(config: StorageConfig): string {
  const where =
    config.STORAGE_DRIVER === 's3' ? `s3:${config.S3_ENDPOINT}/${config.S3_BUCKET}` : config.MEDIA_DIR;
  return join(tmpdir(), `vidmatrix-copies-${createHash('sha256').update(where).digest('hex').slice(0, 16)}`);
}

/**
 * `storage`'s objects kept in `dir` up to `maxBytes`, least recently used deleted first. The
 * folder is the truth, so processes sharing it share the cache: a file appears complete or not
 * at all (written under a partial name, then renamed), its modification time is its last use,
 * and a caller gets a hard link of its own (a copy across file systems), so an eviction by any
 * process never takes a file from under a running job. In one process, callers wanting the
 * same key at once share one download. Local storage (or `maxBytes` 0) needs no cache: the
 * storage's own local copy is the stored file itself.
 */
export function localCopies(storage: Storage, o: { dir: string; maxBytes: number }): LocalCopies {
  if (storage.driver === 'local' || o.maxBytes <= 0) {
    return { copy: (key) => storage.localCopy(key), adopt: async () => {} };
  }
  const downloads = new Map<string, Promise<string>>();
  const cachedPath = (key: string) =>
    join(o.dir, `${createHash('sha256').update(key).digest('hex').slice(0, 32)}-${basename(key)}`);

  /** Deletes the least recently used files until the folder holds at most maxBytes (never `keep`). */
  const evict = async (keep: string) => {
    const files: { path: string; size: number; used: number }[] = [];
    for (const name of await readdir(o.dir)) {
      const path = join(o.dir, name);
      const s = await stat(path).catch(() => undefined); // evicted by another process meanwhile
      if (!s?.isFile()) continue;
      if (name.endsWith(PARTIAL)) {
        if (Date.now() - s.mtimeMs > STALE_PARTIAL_MS) await rm(path, { force: true });
      } else files.push({ path, size: s.size, used: s.mtimeMs });
    }
    let total = files.reduce((sum, f) => sum + f.size, 0);
    for (const f of files.sort((x, y) => x.used - y.used)) {
      if (total <= o.maxBytes) break;
      if (f.path === keep) continue;
      await rm(f.path, { force: true });
      total -= f.size;
    }
  };

  /** Puts a complete file at the key's cached path: written beside it, then renamed over it. */
  const place = async (key: string, write: (partial: string) => Promise<void>): Promise<string> => {
    const target = cachedPath(key);
    await mkdir(o.dir, { recursive: true });
    const partial = `${target}.${randomUUID()}${PARTIAL}`;
    try {
      await write(partial);
      await rename(partial, target);
    } finally {
      await rm(partial, { force: true });
    }
    await evict(target);
    return target;
  };

  /** The key's cached path, downloaded if the folder lacks it; its use noted for eviction. */
  const cached = async (key: string): Promise<string> => {
    const target = cachedPath(key);
    const now = new Date();
    try {
      await utimes(target, now, now);
      return target;
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') throw error;
    }
    return place(key, async (partial) => {
      const { stream } = await storage.read(key);
      await pipeline(stream, createWriteStream(partial));
    });
  };

  const once = (key: string): Promise<string> => {
    let download = downloads.get(key);
    if (!download) {
      download = cached(key).finally(() => downloads.delete(key));
      downloads.set(key, download);
    }
    return download;
  };

  /** A file of the caller's own: a hard link (instant, same file system), else a copy. */
  const linkOrCopy = async (from: string, to: string) => {
    try {
      await link(from, to);
    } catch (error) {
      if (errorCode(error) === 'ENOENT') throw error;
      await copyFile(from, to);
    }
  };

  return {
    async copy(key, workDir) {
      const path = join(workDir, `${randomUUID().slice(0, 8)}-${basename(key)}`);
      // Another process may evict the file between our look and our link: then look again.
      for (let attempt = 1; ; attempt++) {
        const from = await once(key);
        try {
          await linkOrCopy(from, path);
          return { path, cleanup: () => rm(path, { force: true }) };
        } catch (error) {
          if (errorCode(error) !== 'ENOENT' || attempt >= 3) throw error;
        }
      }
    },
    async adopt(key, path) {
      await place(key, (partial) => linkOrCopy(path, partial));
    },
  };
}
