import { createHash, randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Storage } from '../../integrations/storage/storage';
import { mediaUrl } from '../../integrations/storage/keys';

/** Avatars are small pictures: anything larger is not one. */
export const AVATAR_MAX_BYTES = 512 * 1024;
const AVATAR_PREFIX = 'platform-avatars/';

const TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;
type AvatarType = keyof typeof TYPES;

/** What the bytes are, whatever the platform's CDN said. */
export function avatarType(b: Uint8Array): AvatarType | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length > 8 && b[0] === 0x89 && ascii(1, 4) === 'PNG') return 'png';
  if (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg';
  if (b.length > 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (b.length > 6 && ascii(0, 4) === 'GIF8') return 'gif';
  return undefined;
}

async function download(url: URL, timeoutMs: number): Promise<Uint8Array | undefined> {
  const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    return undefined;
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > AVATAR_MAX_BYTES) {
    await response.body.cancel();
    return undefined;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > AVATAR_MAX_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export interface AvatarOptions {
  timeoutMs: number;
  /** Plain http too: the loopback fakes outside production. Real platforms serve https. */
  allowHttp: boolean;
}

/**
 * Keeps a copy of the platform's avatar in our storage and returns its key, or '' when there is
 * none to keep. Why a copy: the page CSP allows images from our own origin and the media origins
 * only, and the platforms' avatar URLs are signed and expire (TikTok's within days), so a stored
 * link would break either way. The avatar is cosmetic: any failure (time-out, not an image, too
 * large) leaves the grey circle and never fails the authorization.
 */
export async function copyAvatar(storage: Storage, source: string, o: AvatarOptions): Promise<string> {
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return '';
  }
  if (url.protocol !== 'https:' && !(o.allowHttp && url.protocol === 'http:')) return '';
  const bytes = await download(url, o.timeoutMs).catch(() => undefined);
  const type = bytes && avatarType(bytes);
  if (!bytes || !type) return '';
  const key = `${AVATAR_PREFIX}${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${type}`;
  const file = join(tmpdir(), `avatar-${randomUUID()}.${type}`);
  try {
    await writeFile(file, bytes);
    await storage.put(key, file, TYPES[type]);
    return key;
  } catch {
    return '';
  } finally {
    await rm(file, { force: true });
  }
}

/** The avatar as pages load it: our copy, from our origin (the page CSP allows nothing else). */
export const avatarUrl = (stored: string): string =>
  stored.startsWith(AVATAR_PREFIX) ? mediaUrl('', stored) : '';
