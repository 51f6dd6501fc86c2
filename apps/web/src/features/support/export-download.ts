import { EXPORT_HEADERS, exportActivity } from '@vidmatrix/contract/handoff';
import { apiUrl } from '../../shared/api/api-config';
import { ApiError, NetworkError } from '../../shared/api/api-error';
import { applyReplyPolicy, isEnvelope } from '../../shared/api/reply-policy';
import { apiHeaders } from '../../shared/api/request-headers';

export interface ExportProgress {
  received: number;
  /** The ZIP's size announced by the server (0 when it sent none). */
  total: number;
  files: number;
}

/** Received share of the whole, 0–1; unknown totals count as not started. */
export const progressRatio = ({ received, total }: ExportProgress) =>
  total > 0 ? Math.min(1, received / total) : 0;

/** The file name from `content-disposition` (`attachment; filename="activity-1001.zip"`). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/** Reads a body to the end, reporting the bytes received so far after every chunk. */
export async function readAll(
  body: ReadableStream<Uint8Array>,
  onBytes: (received: number) => void,
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

function save(blob: Blob, name: string): void {
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

/**
 * Downloads an activity's export (contract `exportActivity`) with progress, then saves it as the
 * server named it. Errors come as the usual envelope and go through the spec §8 rules (a dead
 * session → the login page); the transport failing mid-way is a NetworkError.
 */
export async function downloadExport(
  activityId: number,
  onProgress: (progress: ExportProgress) => void,
  signal: AbortSignal,
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(apiUrl(exportActivity.path), {
      method: exportActivity.method,
      headers: { ...apiHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify({ activity_id: activityId }),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new NetworkError('activity export failed', { cause: error });
  }
  if (!response.headers.get('content-type')?.includes('application/zip') || !response.body) {
    const envelope: unknown = await response.json().catch(() => null);
    if (isEnvelope(envelope)) {
      const outcome = applyReplyPolicy(envelope, false);
      if (outcome.kind === 'error') throw outcome.error;
    }
    throw new ApiError(response.status, '', null);
  }
  const total = Number(response.headers.get(EXPORT_HEADERS.bytes)) || 0;
  const files = Number(response.headers.get(EXPORT_HEADERS.files)) || 0;
  onProgress({ received: 0, total, files });
  let chunks: Uint8Array[];
  try {
    chunks = await readAll(response.body, (received) => onProgress({ received, total, files }));
  } catch (error) {
    if (signal.aborted) throw error;
    throw new NetworkError('activity export failed', { cause: error });
  }
  const name = fileNameOf(response.headers.get('content-disposition'), `activity-${activityId}.zip`);
  save(new Blob(chunks as BlobPart[], { type: 'application/zip' }), name);
  return name;
}
