import i18next from '../i18n/runtime';
import type { Envelope } from '@vidmatrix/contract/envelope';
import type { HttpMethod } from '@vidmatrix/contract/endpoint';
import { apiUrl, REQUEST_TIMEOUT_MS } from './api-config';
import { NetworkError } from './api-error';
import { notify } from './notifier';
import { applyReplyPolicy, isEnvelope } from './reply-policy';
import { apiHeaders } from './request-headers';

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

type QueryValue = string | number | boolean | null | undefined | readonly unknown[] | object;

/** GET data as query parameters: undefined/null skipped, arrays comma-joined (spec §7). */
function toQuery(data: unknown): string {
  if (typeof data !== 'object' || data === null) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(data as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) params.append(key, value.join(','));
    else if (typeof value === 'object') params.append(key, JSON.stringify(value));
    else params.append(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

function buildInit(method: HttpMethod, data: unknown, headers: Record<string, string>): RequestInit {
  if (method === 'GET') return { method, headers };
  // FormData sets its own multipart boundary, a Blob (a raw image upload) its own type; a JSON
  // content-type would break either.
  if (typeof FormData !== 'undefined' && (data instanceof FormData || data instanceof Blob)) {
    return { method, headers, body: data };
  }
  return {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(data ?? {}),
  };
}

function networkError(cause: unknown, toastError: boolean): NetworkError {
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
  const fullUrl = method === 'GET' ? `${apiUrl(url)}${toQuery(data)}` : apiUrl(url);
  const init = { ...buildInit(method, data, { ...apiHeaders(), ...headers }), keepalive };
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
