import type { UploadState } from '@vidmatrix/contract/upload';

/**
 * Which state may follow which (spec §4). A task only moves forward; the three final states
 * never change. `cloud_processing` may be re-entered on a restart (the job starts over).
 */
const NEXT: Record<UploadState, readonly UploadState[]> = {
  preparing: ['queued', 'complete', 'failed', 'cancelled'],
  queued: ['uploading', 'cancelled', 'failed'],
  uploading: ['uploading', 'cloud_processing', 'cancelled', 'failed'],
  cloud_processing: ['cloud_processing', 'transcoding', 'complete', 'failed', 'cancelled'],
  transcoding: ['cloud_processing', 'transcoding', 'complete', 'failed', 'cancelled'],
  complete: [],
  failed: [],
  cancelled: [],
};

function canMove(from: UploadState, to: UploadState): boolean {
  return NEXT[from].includes(to);
}

/** The states a transition to `to` may start from: the guard of a conditional UPDATE. */
export function statesBefore(to: UploadState): UploadState[] {
  return (Object.keys(NEXT) as UploadState[]).filter((from) => canMove(from, to));
}

/** Uploading or processing: counts toward the quota and keeps its staged file. */
export const ACTIVE_STATES: readonly UploadState[] = [
  'preparing',
  'queued',
  'uploading',
  'cloud_processing',
  'transcoding',
];
/** Waiting for the browser's bytes: the states an abandoned upload stays in. */
export const RECEIVING_STATES: readonly UploadState[] = ['preparing', 'queued', 'uploading'];
export const PROCESSING_STATES: readonly UploadState[] = ['cloud_processing', 'transcoding'];
