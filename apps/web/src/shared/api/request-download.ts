import type { Endpoint } from '@vidmatrix/contract/endpoint';
import i18next from '../i18n/runtime';
import { ApiError } from './api-error';
import type { EndpointInput } from './call-endpoint';
import { isEnvelope } from './envelope';
import { applyReplyPolicy } from './reply-policy';
import { networkError } from './request';
import { apiHeaders } from './request-headers';
import { apiRequest } from './request-init';

export interface DownloadOptions {
  /** The file's content type (`application/zip`, `text/csv`); any other reply is the envelope. */
  type: string;
  signal?: AbortSignal;
  /** The reply's headers, before the first byte: what the server announced (size, counts). */
  onStart?: (headers: Headers) => void;
  /** Bytes received so far, after every chunk. */
  onBytes?: (received: number) => void;
  /** Toast the message of a non-zero code not handled by spec §8, and of network errors. */
  toastError?: boolean;
}

export interface Download {
  blob: Blob;
  /** The name the server gave the file (`content-disposition`), if it gave one. */
  fileName: string | undefined;
  headers: Headers;
}

/** The file name of `attachment; filename="activity-1001.zip"`. */
export const fileNameOf = (disposition: string | null): string | undefined =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1];

/** Reads a body to the end, reporting the bytes received so far after every chunk. */
export async function readAll(
  body: ReadableStream<Uint8Array>,
  onBytes: (received: number) => void = () => undefined,
): Promise<Uint8Array[]> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
    received += value.byteLength;
    onBytes(received);
  }
}

/**
 * A reply that is not the file: the envelope goes through the same spec §8 rules as every call
 * (a dead session → the login page); a code 0 without the file is the interface failing; a reply
 * that is not an envelope at all is a network error, as for `request`.
 */
async function replyError(response: Response, toastError: boolean): Promise<Error> {
  const body: unknown = await response.json().catch(() => null);
  if (!isEnvelope(body))
    return networkError(new TypeError(`not a file (HTTP ${response.status})`), toastError);
  const outcome = applyReplyPolicy(body, toastError);
  if (outcome.kind === 'error') return outcome.error;
  return new ApiError(body.code || -1, body.message || i18next.t('api:interfaceException'), body.data);
}

/**
 * Downloads a contract endpoint's file (a ZIP, a CSV) with the headers and reply rules of every
 * API call, reporting progress as the bytes arrive. Rejects with an `ApiError` (the server's
 * envelope) or a `NetworkError`; a caller's own abort rejects with its reason.
 */
export async function downloadEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  { type, signal, onStart, onBytes, toastError = false }: DownloadOptions,
): Promise<Download> {
  const [url, init] = apiRequest(endpoint.path, endpoint.method, input, {
    ...apiHeaders(),
    accept: `${type}, application/json`,
  });
  const transport = async <T>(step: () => Promise<T>): Promise<T> => {
    try {
      return await step();
    } catch (cause) {
      // A caller's own cancellation is not a network failure to report.
      if (signal?.aborted) throw signal.reason ?? cause;
      throw networkError(cause, toastError);
    }
  };
  const response = await transport(() => fetch(url, { ...init, signal }));
  const body = response.body;
  if (!response.ok || !response.headers.get('content-type')?.includes(type) || !body) {
    throw await replyError(response, toastError);
  }
  onStart?.(response.headers);
  const chunks = await transport(() => readAll(body, onBytes));
  return {
    blob: new Blob(chunks as BlobPart[], { type }),
    fileName: fileNameOf(response.headers.get('content-disposition')),
    headers: response.headers,
  };
}

/** Hands a downloaded file to the browser's own "save" (an `<a download>` click). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
