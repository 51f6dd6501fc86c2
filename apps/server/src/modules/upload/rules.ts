import {
  GB,
  LIBRARY_MAX_SECONDS,
  QUICK_MAX_BYTES,
  QUICK_MAX_SECONDS,
  type UploadKind,
} from '@vidmatrix/contract/upload';

export { LIBRARY_MAX_SECONDS };

export interface Limits {
  maxBytes: number;
  maxSeconds: number;
}

/** Spec §5: 20 MB / 20 min through the quick uploader, the configured GB in the library. */
export function limitsFor(kind: UploadKind, libraryMaxGb: number): Limits {
  return kind === 'quick'
    ? { maxBytes: QUICK_MAX_BYTES, maxSeconds: QUICK_MAX_SECONDS }
    : { maxBytes: Math.floor(libraryMaxGb * GB), maxSeconds: LIBRARY_MAX_SECONDS };
}

export function withinLimits(limits: Limits, size: number, durationSeconds: number): boolean {
  return size <= limits.maxBytes && durationSeconds <= limits.maxSeconds;
}

export { isValidVideoFileName as fileNameOk } from '@vidmatrix/contract/upload';

/** The title a library video gets: its file name without the extension. */
export function titleOf(fileName: string): string {
  const trimmed = fileName.trim();
  const dot = trimmed.lastIndexOf('.');
  return (dot > 0 ? trimmed.slice(0, dot) : trimmed).trim() || trimmed;
}

/**
 * The title a video takes into an activity's pool. A title the merchant gave is kept; one still
 * made from a file name ("clip" from clip.mp4) means nothing to a customer, so it becomes the
 * activity's name and the video's number in the pool ("Spring tasting 3").
 */
export function poolTitle(
  title: string,
  fileNames: readonly string[],
  activity: { title: string; number: number },
): string {
  return fileNames.some((name) => titleOf(name) === title) ? `${activity.title} ${activity.number}` : title;
}
