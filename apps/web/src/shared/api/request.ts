import i18next from '../i18n/runtime';
import type { Envelope } from '@vidmatrix/contract/envelope';
import type { HttpMethod } from '@vidmatrix/contract/endpoint';
import { REQUEST_TIMEOUT_MS } from './api-config';
import { NetworkError } from './api-error';
import { notify } from './notifier';
import { isEnvelope } from './envelope';
import { applyReplyPolicy } from './reply-policy';
import { apiHeaders } from './request-headers';
import { apiRequest } from './request-init';

export interface RequestOptions {
  /** Path below `/api` (`/member/…`), or an absolute URL. */
  url: string;
  method?: HttpMethod;
  /** POST: the JSON body (or FormData for uploads). GET: query parameters. */
  data?: unknown;
  headers?: Record<string, string>;
  timeout?: number;
  signal?: AbortSignal;
  /** Toast the message of a non-zero code not handled by spec §8, and of network errors. */
  toastError?: boolean;
  /** Outlives the page (fetch `keepalive`): a report sent as the page is left (the lesson's progress). */
  keepalive?: boolean;
}

/** What uploader pages receive for 4011/4012/4017: the reply itself, not an error (spec §6). */
export type UploaderReply<T> = T | Envelope<unknown>;

export function networkError(cause: unknown, toastError: boolean): NetworkError {
  const error = new NetworkError(i18next.t('api:networkError'), { cause });
  if (toastError) notify(error.message);
  return error;
}

/** Fetches and parses the envelope; every failure short of a JSON envelope is a network error. */
async function fetchEnvelope(
  url: string,
  init: RequestInit,
  timeout: number,
  outer?: AbortSignal,
): Promise<Envelope<unknown>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeout);
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  outer?.addEventListener('abort', forward, { once: true });
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    const body: unknown = await response.json();
    if (!isEnvelope(body)) throw new TypeError(`not an envelope (HTTP ${response.status})`);
    return body;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  }
}

/**
 * The one API caller (spec §7, §8). Resolves `data` of a code-0 reply; rejects with an
 * `ApiError` (server code and message) or a `NetworkError`. On `/uploader` routes the session
 * codes resolve the raw envelope instead: type those calls with `UploaderReply<T>`.
 */
export async function request<T>({
  url,
  method = 'POST',
  data,
  headers,
  timeout = REQUEST_TIMEOUT_MS,
  signal,
  toastError = false,
  keepalive,
}: RequestOptions): Promise<T> {
  const [fullUrl, built] = apiRequest(url, method, data, { ...apiHeaders(), ...headers });
  const init = { ...built, keepalive };
  let envelope: Envelope<unknown>;
  try {
    envelope = await fetchEnvelope(fullUrl, init, timeout, signal);
  } catch (cause) {
    // A caller's own cancellation (React Query, unmount) is not a network failure to report.
    if (signal?.aborted) throw signal.reason ?? cause;
    throw networkError(cause, toastError);
  }
  const outcome = applyReplyPolicy<T>(envelope, toastError);
  if (outcome.kind === 'data') return outcome.data;
  if (outcome.kind === 'raw') return outcome.envelope as T;
  throw outcome.error;
}
