import type { ShareKind } from '@vidmatrix/contract/share';
import { useState } from 'react';
import { ApiError } from '../../shared/api/api-error';
import { callEndpoint, setLoaded, useLoad } from '../../shared/api/call-endpoint';
import { SESSION_KEYS } from '../../shared/storage-keys';
import { CODES, shareLinkCode, sharePasswd } from './share-web-routes';

export type Access =
  | { status: 'loading' }
  | { status: 'expired' }
  | { status: 'failed' }
  | { status: 'locked'; kind: ShareKind }
  | { status: 'open'; kind: ShareKind };

/** Why the last password was refused: wrong (tries left) or too many tries (seconds to wait). */
export type Refusal = ({ reason: 'wrong'; triesLeft: number } | { reason: 'wait'; seconds: number }) & {
  /** How many refusals so far: a fresh gate for each. */
  count: number;
};

function storeToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(SESSION_KEYS.shareVideoToken, token);
    else sessionStorage.removeItem(SESSION_KEYS.shareVideoToken);
  } catch {
    // Storage blocked: the API client cannot send the token either; the gate will ask again.
  }
}

const isCode = (error: unknown, code: number) => error instanceof ApiError && error.code === code;

/** Asks the server about the link; keeps the token of a link that is open to this tab. */
async function askLink(code: string): Promise<Access> {
  try {
    const state = await callEndpoint(shareLinkCode, { code });
    if (state.share_video_token) storeToken(state.share_video_token);
    return { status: state.share_video_token ? 'open' : 'locked', kind: state.kind };
  } catch (error) {
    // A link that cannot open is an answer to show, not a read to retry.
    return { status: isCode(error, CODES.linkExpired) ? 'expired' : 'failed' };
  }
}

/**
 * The share-link gate (spec §4 "Share link"): asks the server about `code`; a link without a
 * password (or one this tab already unlocked) opens at once, its token kept in sessionStorage
 * `share_video_token` where the API client sends it from. Unknown, expired and ended links are
 * "expired"; `unlock` tries a password. A visitor page: it reads through the lean `useLoad`
 * (decision 014), and the password's answer is written into the same cache entry.
 */
export function useShareAccess(code: string | null) {
  const key = ['share-web', 'access', code];
  const asked = useLoad(key, () => askLink(code!), !!code);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [checking, setChecking] = useState(false);
  const setAccess = (access: Access) => setLoaded(key, access);

  const access: Access = !code ? { status: 'expired' } : (asked.data ?? { status: 'loading' });

  const unlock = async (password: string) => {
    if (!code) return;
    setChecking(true);
    try {
      const granted = await callEndpoint(sharePasswd, { code, password });
      storeToken(granted.share_video_token);
      setRefusal(null);
      setAccess({ status: 'open', kind: granted.kind });
    } catch (error) {
      if (isCode(error, CODES.passwordWrong)) {
        const data = (error as ApiError<{ tries_left?: number }>).data;
        setRefusal((r) => ({
          reason: 'wrong',
          triesLeft: data?.tries_left ?? 0,
          count: (r?.count ?? 0) + 1,
        }));
      } else if (isCode(error, CODES.rateLimited)) {
        const data = (error as ApiError<{ retry_after_s?: number }>).data;
        setRefusal((r) => ({
          reason: 'wait',
          seconds: data?.retry_after_s ?? 60,
          count: (r?.count ?? 0) + 1,
        }));
      } else {
        setAccess({ status: isCode(error, CODES.linkExpired) ? 'expired' : 'failed' });
      }
    } finally {
      setChecking(false);
    }
  };

  /** Asks again from the start (after a network failure, or when a call says the token is stale). */
  const restart = () => {
    storeToken(null);
    setRefusal(null);
    asked.reload();
  };

  return { access, refusal, checking, unlock, restart };
}

/** True for the 10003/10004/10005 replies: the token is gone or stale, the gate must run again. */
export const isTokenError = (error: unknown) =>
  error instanceof ApiError && (CODES.tokenCodes as readonly number[]).includes(error.code);
