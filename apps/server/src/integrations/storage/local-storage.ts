import { createReadStream } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isDemoKey, mediaPath, mediaUrl } from './keys';
import { StorageKeyError, type Storage, type StoredObject } from './storage';

/** Absolute path of a key (demo/<file> → the shipped clips, the rest under MEDIA_DIR). */
function pathOf(key: string, mediaDir: string): string {
  const path = mediaPath(key, mediaDir);
  if (!path) throw new StorageKeyError(key);
  return path;
}

async function sizeOf(path: string): Promise<number | undefined> {
  try {
    const s = await stat(path);
    return s.isFile() ? s.size : undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/** Files below `dir` as objects keyed `<keyPrefix><relative path>`; a put's `.partial` files are not objects. */
async function* filesBelow(dir: string, keyPrefix: string): AsyncGenerator<StoredObject> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesBelow(path, `${keyPrefix}${entry.name}/`);
    else if (entry.isFile()) {
      const s = await stat(path).catch(() => undefined); // deleted meanwhile
      if (s) yield { key: `${keyPrefix}${entry.name}`, size: s.size, modifiedAt: s.mtime };
    }
  }
}

/**
 * Files under MEDIA_DIR, served by this server at /media/<key>. A put copies to a temporary
 * name and renames, so a crash mid-copy never leaves a half file under a real key.
 */
export function createLocalStorage(mediaDir: string): Storage {
  return {
    driver: 'local',
    async put(key, filePath) {
      if (isDemoKey(key)) throw new StorageKeyError(key);
      const target = pathOf(key, mediaDir);
      await mkdir(dirname(target), { recursive: true });
      const partial = join(dirname(target), `.${randomUUID()}.partial`);
      try {
        await copyFile(filePath, partial);
        await rename(partial, target);
      } finally {
        await rm(partial, { force: true });
      }
    },
    async delete(key) {
      // The shipped demo clips are shared by every seeded row: never removed through a key.
      if (isDemoKey(key)) return;
      await rm(pathOf(key, mediaDir), { force: true });
    },
    async stat(key) {
      const size = await sizeOf(pathOf(key, mediaDir));
      return size === undefined ? undefined : { size };
    },
    async read(key, range) {
      const path = pathOf(key, mediaDir);
      const size = await sizeOf(path);
      if (size === undefined) throw new StorageKeyError(key, 'not found');
      const stream = createReadStream(path, range && { start: range.start, end: range.end });
      return { stream, size };
    },
    url(key, origin) {
      return mediaUrl(origin, key);
    },
    async localCopy(key) {
      const path = pathOf(key, mediaDir);
      if ((await sizeOf(path)) === undefined) throw new StorageKeyError(key, 'not found');
      // The file itself: nothing to clean up.
      return { path, cleanup: async () => {} };
    },
    async *list(prefix) {
      if (isDemoKey(prefix) || !prefix.endsWith('/')) throw new StorageKeyError(prefix);
      yield* filesBelow(pathOf(prefix.slice(0, -1), mediaDir), prefix);
    },
  };
}
