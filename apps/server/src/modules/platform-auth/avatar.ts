import type { Storage } from '../../integrations/storage/storage';
import { mediaUrl } from '../../integrations/storage/keys';
import { imageType, putImage } from '../../shared/stored-image';

/** Avatars are small pictures: anything larger is not one. */
export const AVATAR_MAX_BYTES = 512 * 1024;
const AVATAR_FOLDER = 'platform-avatars';

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
  const type = bytes && imageType(bytes);
  if (!bytes || !type) return '';
  return putImage(storage, AVATAR_FOLDER, bytes, type).catch(() => '');
}

/** The avatar as pages load it: our copy, from our origin (the page CSP allows nothing else). */
export const avatarUrl = (stored: string): string =>
  stored.startsWith(`${AVATAR_FOLDER}/`) ? mediaUrl('', stored) : '';
