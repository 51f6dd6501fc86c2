import { API_PREFIX } from '@vidmatrix/contract/endpoint';
import { version as packageVersion } from '../../../package.json';

/** Spec §7/§9: every call gives up after 30 s. */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Sent as the `version` header so the server can tell old cached bundles apart. A build may
 * inject its own through `VITE_APP_VERSION`; without it the web package version is used.
 */
export const APP_VERSION: string = import.meta.env.VITE_APP_VERSION ?? packageVersion;

// Same origin by default: the server answers `/api` on every brand host (architecture doc).
let apiOrigin = '';

/** For brands whose API lives on another host: `setApiOrigin('https://api.example.cn')`. */
export function setApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/+$/, '');
}

/** `/member/x` → `<origin>/api/member/x`; absolute URLs pass through untouched. */
export function apiUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return `${apiOrigin}${API_PREFIX}${withSlash}`;
}
