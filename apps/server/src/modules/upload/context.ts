import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { VideoConfig } from '../../config/video-vars';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Storage } from '../../integrations/storage/storage';
import type { Principal } from '../../plugins/auth';
import type { UploadJobs } from './job-queue';
import type { Staging } from './staging';

/** What the upload services share: one per server instance (routes.ts builds it). */
export interface UploadContext {
  db: Db;
  storage: Storage;
  staging: Staging;
  jobs: UploadJobs;
  log: FastifyBaseLogger;
  config: Pick<VideoConfig, 'UPLOAD_LIBRARY_MAX_GB' | 'FFMPEG_PATH' | 'FFPROBE_PATH'>;
}

/** The caller's team; a merchant without one may not touch any library (40300). */
export function teamOf(me: Principal): number {
  if (me.teamId === null) throw new AppError('forbidden', { messageKey: 'auth.forbidden' });
  return me.teamId;
}

const unguessable = () => randomBytes(16).toString('hex');

/**
 * Storage keys of a processed file: 128 random bits each, so neither the MD5 (which a cover's
 * key used to reveal) nor the video's cover leads to the video's URL (issue 11, finding 5).
 */
export const libraryKeys = (teamId: number) => ({
  fileKey: `library/${teamId}/${unguessable()}.mp4`,
  coverKey: `library/${teamId}/${unguessable()}.jpg`,
});
