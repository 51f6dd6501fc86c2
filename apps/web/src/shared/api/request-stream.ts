import i18next from '../i18n/runtime';
import { apiUrl } from './api-config';
import { ApiError, NetworkError } from './api-error';
import { isEnvelope } from './envelope';
import { apiHeaders } from './request-headers';

export interface StreamOptions<T> {
  /** Path below `/api`, or an absolute URL. */
  url: string;
  data?: unknown;
  /** Called with `data` of every code-0 envelope, in order. */
  onChunk: (chunk: T) => void;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function interfaceException(message?: string, code = -1, data: unknown = null): ApiError {
  return new ApiError(code, message || i18next.t('api:interfaceException'), data);
}

/** One line of `text/event-stream` or NDJSON → the envelope it carries, or null to skip. */
function parseLine(raw: string): unknown {
  let line = raw.trim();
  // SSE framing: comments and event/id/retry fields carry no payload.
  if (!line || line.startsWith(':') || /^(event|id|retry):/.test(line)) return null;
  if (line.startsWith('data:')) line = line.slice(5).trim();
  if (!line || line === '[DONE]') return null;
  try {
    return JSON.parse(line) as unknown;
  } catch {
    throw interfaceException();
  }
}

function deliver<T>(value: unknown, onChunk: (chunk: T) => void): void {
  if (value === null) return;
  if (!isEnvelope(value)) throw interfaceException();
  // Spec §8: the server's message, or "interface returned an exception" when it sent none.
  if (value.code !== 0) throw interfaceException(value.message, value.code, value.data);
  onChunk(value.data as T);
}

async function readLines(body: ReadableStream<Uint8Array>, onLine: (line: string) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += decoder.decode(value, { stream: !done });
      const lines = buffer.split(/\r?\n/);
      buffer = lines.pop() ?? '';
      lines.forEach(onLine);
      if (done) break;
    }
    if (buffer) onLine(buffer);
  } catch (error) {
    // Stop the download: the caller has its answer (an error) and wants no more chunks.
    await reader.cancel().catch(() => undefined);
    throw error;
  } finally {
    reader.releaseLock();
  }
}

/**
 * The streaming caller (spec §8): POSTs JSON and reads envelopes line by line as they arrive.
 * Rejects with an `ApiError` on the first non-zero code, a `NetworkError` when the transport fails.
 */
export async function requestStream<T>({
  url,
  data,
  onChunk,
  headers,
  signal,
}: StreamOptions<T>): Promise<void> {
  let response: Response;
  try {
    response = await fetch(apiUrl(url), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream, application/x-ndjson',
        ...apiHeaders(),
        ...headers,
      },
      body: JSON.stringify(data ?? {}),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw signal.reason ?? cause;
    throw new NetworkError(i18next.t('api:networkError'), { cause });
  }
  const type = response.headers.get('content-type') ?? '';
  // An error before streaming began comes back as one ordinary (possibly multi-line) JSON reply.
  if (type.includes('application/json') || !response.body) {
    let whole: unknown;
    try {
      whole = await response.json();
    } catch {
      throw interfaceException();
    }
    deliver(whole, onChunk);
    return;
  }
  try {
    await readLines(response.body, (line) => deliver(parseLine(line), onChunk));
  } catch (error) {
    if (error instanceof ApiError || signal?.aborted) throw error;
    throw new NetworkError(i18next.t('api:networkError'), { cause: error });
  }
}
