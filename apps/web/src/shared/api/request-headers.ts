import i18next from '../i18n/runtime';
import { DEFAULT_LANGUAGE } from '@vidmatrix/contract/languages';
import { currentBrand } from '../brand';
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

/** Hyphenated names only: nginx drops underscored headers by default (architecture doc). */
export function apiHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    bizid: String(currentBrand().bizid),
    language: i18next.language || DEFAULT_LANGUAGE,
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
