/** ffmpeg or ffprobe cannot be started (not installed): the upload ends 31007. */
export class ProcessingUnavailableError extends Error {
  override name = 'ProcessingUnavailableError';
}

/** Why a file cannot become a video variant; the upload module maps these to messages. */
export type ProcessingFailure =
  'not_a_video' | 'too_long' | 'transcode_failed' | 'cover_failed' | 'frame_hash_failed';

/** The file cannot be processed; `reason` says why (a ProcessingFailure). */
export class ProcessingFailedError extends Error {
  override name = 'ProcessingFailedError';
  constructor(
    readonly reason: ProcessingFailure,
    message?: string,
  ) {
    super(message ?? `video processing failed: ${reason}`);
  }
}
