import type { SessionReply } from '@vidmatrix/contract/auth';
import { LOCAL_KEYS } from '../../shared/storage-keys';

/** Keeps the session where the API client reads it: `share_token` (the token header) and `username`. */
export function saveSession(reply: Pick<SessionReply, 'token' | 'user'>): void {
  try {
    localStorage.setItem(LOCAL_KEYS.shareToken, reply.token);
    localStorage.setItem(LOCAL_KEYS.username, reply.user.phone);
  } catch {
    // Storage blocked (private mode): this page still works until it is left.
  }
}

export function clearSession(): void {
  try {
    localStorage.removeItem(LOCAL_KEYS.shareToken);
    localStorage.removeItem(LOCAL_KEYS.username);
  } catch {
    // Nothing was stored either.
  }
}

export function hasSession(): boolean {
  try {
    return !!localStorage.getItem(LOCAL_KEYS.shareToken);
  } catch {
    return false;
  }
}

/** Where to go after signing in: only a path of this site, never another origin. */
export function safeRedirect(value: string | null, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/** The member area: the team page. */
export const MEMBER_HOME = '/inviteMember';
