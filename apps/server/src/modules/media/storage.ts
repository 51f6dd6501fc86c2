import { isAbsolute, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The demo clips shipped in the repo (scripts/demo-clips.mjs made them). */
export const DEMO_DIR = fileURLToPath(new URL('../../../demo/', import.meta.url));
const DEMO_PREFIX = 'demo/';

export const MEDIA_PREFIX = '/media/';
export const DOWNLOAD_PREFIX = '/media/download/';

/** Storage keys are relative paths of safe characters; nothing that could climb out of a root. */
const KEY = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,300}$/;

export interface MediaFile {
  root: string;
  /** Path below root. */
  path: string;
}

/**
 * Where a storage key lives: `demo/<file>` in the repo's demo folder, anything else under
 * MEDIA_DIR. Undefined for a key that is malformed or would leave its root.
 */
export function resolveKey(key: string, mediaDir: string): MediaFile | undefined {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.' || part === '')) {
    return undefined;
  }
  const [root, path] = key.startsWith(DEMO_PREFIX)
    ? [DEMO_DIR, key.slice(DEMO_PREFIX.length)]
    : [mediaDir, key];
  const full = resolve(root, path);
  if (isAbsolute(path) || !full.startsWith(resolve(root) + sep)) return undefined;
  return { root: resolve(root), path: normalize(path) };
}

/** Absolute path of a stored file (for uploads to a platform). */
export function mediaPath(key: string, mediaDir: string): string | undefined {
  const file = resolveKey(key, mediaDir);
  return file && resolve(file.root, file.path);
}

/** Public URL of a stored file on `origin` (ours or the CDN's). */
export function mediaUrl(origin: string, key: string): string {
  return `${origin}${MEDIA_PREFIX}${key.split('/').map(encodeURIComponent).join('/')}`;
}

export function downloadUrl(origin: string, videoId: number): string {
  return `${origin}${DOWNLOAD_PREFIX}${videoId}`;
}

/**
 * RFC 6266 / 5987: `filename` is a plain-ASCII fallback for old clients, `filename*` the real
 * title in UTF-8. Titles are often all Chinese, so the fallback falls back to `video-<id>`.
 */
export function attachmentDisposition(title: string, videoId: number): string {
  const base =
    title
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .trim()
      .slice(0, 120) || `video-${videoId}`;
  const ascii = base
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]+/g, '')
    .replace(/["\\%;]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const fallback = /[A-Za-z0-9]/.test(ascii) ? ascii : `video-${videoId}`;
  // encodeURIComponent leaves !'()* as they are; RFC 5987's attr-char does not allow '()*.
  const encoded = encodeURIComponent(`${base}.mp4`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}.mp4"; filename*=UTF-8''${encoded}`;
}
