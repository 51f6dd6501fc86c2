import { PAGE_PATHS } from '@vidmatrix/contract/page-paths';
import { SESSION_CODES, SHARE_TOKEN_CODES } from '@vidmatrix/contract/client-codes';
import i18next from '../i18n/runtime';
import type { Envelope } from '@vidmatrix/contract/envelope';
import { LOCAL_KEYS } from '../storage-keys';
import { ApiError } from './api-error';
import { navigate, notify } from './notifier';

/** What the caller gets back after the spec §8 rules ran on a reply. */
export type ReplyOutcome<T> =
  | { kind: 'data'; data: T }
  | { kind: 'raw'; envelope: Envelope<unknown> }
  | { kind: 'error'; error: ApiError };

function includes(list: readonly number[], code: number): boolean {
  return list.includes(code);
}

// The uploader page runs inside the desktop client and handles session codes itself (spec §6).
function onUploaderRoute(): boolean {
  return window.location.pathname.startsWith('/uploader');
}

// A copy of shared/session.ts's clearSession: importing that module would ship its saveSession
// and hasSession in this chunk, which every visitor page loads (+0.06 KB gzip; the distribution
// routes have 0.04–1.1 KB to spare, decision 014).
function clearSession(): void {
  try {
    localStorage.removeItem(LOCAL_KEYS.shareToken);
    localStorage.removeItem(LOCAL_KEYS.username);
  } catch {
    // Storage blocked: nothing was stored either.
  }
}

/** Query parameters the login page reads: the message to show, and where to return afterwards. */
export const LOGIN_MESSAGE_PARAM = 'message';
export const LOGIN_REDIRECT_PARAM = 'redirect';

/**
 * `/login` carrying the message (a toast would not survive the page change) and the page to come
 * back to after signing in.
 */
function loginPath(message: string): string {
  const params = new URLSearchParams({ [LOGIN_MESSAGE_PARAM]: message });
  const here = `${window.location.pathname}${window.location.search}`;
  if (!window.location.pathname.startsWith('/login')) params.set(LOGIN_REDIRECT_PARAM, here);
  return `/login?${params}`;
}

function sessionMessage(code: number, serverMessage: string): string {
  if (code === 4011) return i18next.t('api:loginFirst');
  if (code === 4012) return i18next.t('api:identityExpired');
  return serverMessage || i18next.t('api:identityExpired');
}

/** Applies spec §8: success, session codes, share-token codes, everything else. */
export function applyReplyPolicy<T>(envelope: Envelope<unknown>, toastError: boolean): ReplyOutcome<T> {
  const { code, message, data } = envelope;
  if (code === 0) return { kind: 'data', data: data as T };

  if (includes(SESSION_CODES, code)) {
    if (onUploaderRoute()) return { kind: 'raw', envelope };
    const text = sessionMessage(code, message);
    // 4011 only asks for a login; 4012/4017 mean the stored session is dead.
    if (code !== 4011) clearSession();
    notify(text);
    navigate(loginPath(text));
    return { kind: 'error', error: new ApiError(code, text, data) };
  }

  if (includes(SHARE_TOKEN_CODES, code)) {
    const text = i18next.t('api:reauthorize');
    notify(text);
    // The query holds the share link's id; the password gate needs it to re-authorise.
    navigate(`${PAGE_PATHS.shareVideo}${window.location.search}`);
    return { kind: 'error', error: new ApiError(code, text, data) };
  }

  const error = new ApiError(code, message || i18next.t('api:requestFailed'), data);
  if (toastError) notify(error.message);
  return { kind: 'error', error };
}
