import type { ShareKind } from '@vidmatrix/contract/share';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../shared/api/api-error';
import { callEndpoint } from '../../shared/api/call-endpoint';
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

/**
 * The share-link gate (spec §4 "Share link"): asks the server about `code`; a link without a
 * password (or one this tab already unlocked) opens at once, its token kept in sessionStorage
 * `share_video_token` where the API client sends it from. Unknown, expired and ended links are
 * "expired"; `unlock` tries a password.
 */
export function useShareAccess(code: string | null) {
  const [attempt, setAttempt] = useState(0);
  // Each answer is kept with the code and attempt it belongs to: a new code (or a restart)
  // reads as "loading" until its own answer arrives, without resetting state in the effect.
  const key = `${attempt}:${code ?? ''}`;
  const [result, setResult] = useState<{ key: string; access: Access } | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [checking, setChecking] = useState(false);
  const setAccess = useCallback((access: Access) => setResult({ key, access }), [key]);

  let access: Access = result?.key === key ? result.access : { status: 'loading' };
  if (!code) access = { status: 'expired' };

  useEffect(() => {
    if (!code) return;
    let live = true;
    callEndpoint(shareLinkCode, { code }).then(
      (state) => {
        if (!live) return;
        if (state.share_video_token) storeToken(state.share_video_token);
        setAccess({ status: state.share_video_token ? 'open' : 'locked', kind: state.kind });
      },
      (error: unknown) => {
        if (live) setAccess({ status: isCode(error, CODES.linkExpired) ? 'expired' : 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [code, setAccess]);

  const unlock = useCallback(
    async (password: string) => {
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
        } else if (isCode(error, CODES.linkExpired)) {
          setAccess({ status: 'expired' });
        } else {
          setAccess({ status: 'failed' });
        }
      } finally {
        setChecking(false);
      }
    },
    [code, setAccess],
  );

  /** Asks again from the start (after a network failure, or when a call says the token is stale). */
  const restart = useCallback(() => {
    storeToken(null);
    setRefusal(null);
    setAttempt((n) => n + 1);
  }, []);

  return { access, refusal, checking, unlock, restart };
}

/** True for the 10003/10004/10005 replies: the token is gone or stale, the gate must run again. */
export const isTokenError = (error: unknown) =>
  error instanceof ApiError && (CODES.tokenCodes as readonly number[]).includes(error.code);
