import { LOCAL_KEYS, SESSION_KEYS } from '../storage-keys';
import { APP_VERSION } from './api-config';

// Storage can throw (Safari private mode, blocked cookies); a missing header beats a crash.
function readStorage(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/** The anonymous visitor's id: created once, then kept so claims and analytics tie together. */
function visitorId(): string {
  const existing = readStorage(() => localStorage, LOCAL_KEYS.visitorId);
  if (existing) return existing;
  const id = crypto.randomUUID();
  try {
    localStorage.setItem(LOCAL_KEYS.visitorId, id);
  } catch {
    // Not persistable: this page load still gets a stable id through the return value.
  }
  return id;
}

/**
 * The headers of every call (spec §7) for a brand and a language. Hyphenated names only: nginx
 * drops underscored headers by default (architecture doc). Free of i18n and the brand lookup,
 * so the HTML's boot claim (src/boot/) sends the very same ones before the app has loaded.
 */
export function callHeaders(bizid: number, language: string): Record<string, string> {
  const headers: Record<string, string> = {
    bizid: String(bizid),
    language,
    version: APP_VERSION,
    'visitor-id': visitorId(),
  };
  const token = readStorage(() => localStorage, LOCAL_KEYS.shareToken);
  if (token) headers.token = token;
  const shareVideoToken = readStorage(() => sessionStorage, SESSION_KEYS.shareVideoToken);
  if (shareVideoToken) headers['share-video-token'] = shareVideoToken;
  const courseToken = readStorage(() => localStorage, LOCAL_KEYS.courseToken);
  if (courseToken) headers['course-token'] = courseToken;
  return headers;
}
