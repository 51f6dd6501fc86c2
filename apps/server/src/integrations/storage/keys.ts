import { isAbsolute, join, normalize, resolve, sep } from 'node:path';
import { SERVER_ROOT } from '../../server-root';

/** The demo clips shipped in the repo (scripts/demo-clips.mjs made them). */
export const DEMO_DIR = `${join(SERVER_ROOT, 'demo')}/`;
const DEMO_PREFIX = 'demo/';

/** `demo/<file>`: a shipped clip, read-only on every driver. */
export const isDemoKey = (key: string) => key.startsWith(DEMO_PREFIX);

export const MEDIA_PREFIX = '/media/';

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

/** Public URL of a stored file served by us at `origin` (ours or the CDN's). */
export function mediaUrl(origin: string, key: string): string {
  return `${origin}${MEDIA_PREFIX}${key.split('/').map(encodeURIComponent).join('/')}`;
}
