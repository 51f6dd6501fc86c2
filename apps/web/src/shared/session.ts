import type { SessionReply } from '@vidmatrix/contract/auth';
import { LOCAL_KEYS } from './storage-keys';

// The session where the API client reads it: `share_token` (the token header) and `username`.
// One module for the sign-in pages, the member area and the console shell.

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
