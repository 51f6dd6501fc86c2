import { LOCAL_KEYS } from '../../shared/storage-keys';

/** The query parameter the desktop client opens `/trafficAcademy` with (spec §2). */
const TOKEN_PARAM = 'token';

/**
 * Splits a `token` off a query string: the token (empty when absent) and the query without it,
 * every other parameter kept in order. Pure, so the address-bar rule is tested without a browser.
 */
export function splitToken(search: string): { token: string; rest: string } {
  const params = new URLSearchParams(search);
  const token = params.get(TOKEN_PARAM)?.trim() ?? '';
  params.delete(TOKEN_PARAM);
  const rest = params.toString();
  return { token, rest: rest ? `?${rest}` : '' };
}

// Storage can throw (private mode, blocked cookies): then the page asks the server each time.
export function readCourseToken(): string {
  try {
    return localStorage.getItem(LOCAL_KEYS.courseToken) ?? '';
  } catch {
    return '';
  }
}

/** Kept as `courseToken` (spec §3 client storage): the API client sends it as `course-token`. */
export function storeCourseToken(token: string): void {
  try {
    localStorage.setItem(LOCAL_KEYS.courseToken, token);
  } catch {
    // Not persistable: this page still works until it is left.
  }
}

/** A token the server refused (unknown, revoked): dropped so the next visit asks for a new one. */
export function forgetCourseToken(): void {
  try {
    localStorage.removeItem(LOCAL_KEYS.courseToken);
  } catch {
    // Nothing was stored either.
  }
}
