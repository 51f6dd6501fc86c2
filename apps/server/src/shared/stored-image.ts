// Pictures that modules keep in storage (touch-card images, platform avatars): what the bytes
// are, and one object per picture.
import { createHash, randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Storage } from '../integrations/storage/storage';

const IMAGE_CONTENT_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;
export type ImageType = keyof typeof IMAGE_CONTENT_TYPES;

/** What the bytes are, whatever a request or a CDN said they were. */
export function imageType(b: Uint8Array): ImageType | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length > 8 && b[0] === 0x89 && ascii(1, 8) === 'PNG\r\n\x1a\n') return 'png';
  if (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg';
  if (b.length > 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (b.length > 6 && ascii(0, 4) === 'GIF8') return 'gif';
  return undefined;
}

/**
 * Stores a picture as `<prefix>/<content hash>.<ext>` and returns the key: the same picture
 * stored twice is one object, and a key never changes content (media replies are cached a day).
 */
export async function putImage(
  storage: Storage,
  prefix: string,
  bytes: Uint8Array,
  type: ImageType,
): Promise<string> {
  const key = `${prefix}/${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${type}`;
  const file = join(tmpdir(), `image-${randomUUID()}.${type}`);
  try {
    await writeFile(file, bytes);
    await storage.put(key, file, IMAGE_CONTENT_TYPES[type]);
  } finally {
    await rm(file, { force: true });
  }
  return key;
}
