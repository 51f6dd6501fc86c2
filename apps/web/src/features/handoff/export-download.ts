import { EXPORT_HEADERS, exportActivity } from '@vidmatrix/contract/handoff';
import { downloadEndpoint, saveFile } from '../../shared/api/request-download';

export interface ExportProgress {
  received: number;
  /** The ZIP's size announced by the server (0 when it sent none). */
  total: number;
  files: number;
}

/** Received share of the whole, 0–1; unknown totals count as not started. */
export const progressRatio = ({ received, total }: ExportProgress) =>
  total > 0 ? Math.min(1, received / total) : 0;

/**
 * Downloads an activity's export (contract `exportActivity`) through the shared API client, with
 * progress, then saves it as the server named it.
 */
export async function downloadExport(
  activityId: number,
  onProgress: (progress: ExportProgress) => void,
  signal: AbortSignal,
): Promise<string> {
  let total = 0;
  let files = 0;
  const download = await downloadEndpoint(
    exportActivity,
    { activity_id: activityId },
    {
      type: 'application/zip',
      signal,
      onStart: (headers) => {
        total = Number(headers.get(EXPORT_HEADERS.bytes)) || 0;
        files = Number(headers.get(EXPORT_HEADERS.files)) || 0;
        onProgress({ received: 0, total, files });
      },
      onBytes: (received) => onProgress({ received, total, files }),
    },
  );
  const name = download.fileName ?? `activity-${activityId}.zip`;
  saveFile(download.blob, name);
  return name;
}
