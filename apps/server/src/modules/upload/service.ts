import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { createUploadTaskBody, UploadKind } from '@vidmatrix/contract/upload';
import type { libraryVideos } from './schema';
import { AppError } from '../../http/app-error';
import { variantChecks } from '../../integrations/video/variant-checks';
import type { Principal } from '../../plugins/auth';
import { teamOf, type UploadContext } from './context';
import { lockLibraryQuota } from '../team/service';
import { addToPool } from './library';
import {
  findActivity,
  findLibraryByMd5,
  findTask,
  insertTask,
  listTasks,
  moveTask,
  quotaOf,
  upsertLibraryVideo,
  type TaskRow,
} from './repo';
import { fileNameOk, limitsFor, withinLimits } from './rules';

// Public to other modules and the demo data: how a probed video is stored.
// The team's library and activities as other modules ask for them (the mixing studio).
// The library as other modules read it: a team's videos by id (mix), any by id for a row that
// names them (academy lessons), the columns ffprobe fills (the demo seed).
export { libraryVideosById, libraryVideosByIds, probeColumns, type LibraryRow } from './repo';

type CreateBody = z.output<typeof createUploadTaskBody>;

const taskNotFound = () => new AppError('uploadTaskNotFound', { messageKey: 'upload.task_not_found' });
const stateInvalid = () => new AppError('uploadStateInvalid', { messageKey: 'upload.state_invalid' });

/** 96 random bits: the task id is also the tus upload id and its staged file's name. */
const newTaskId = () => randomBytes(12).toString('hex');

function checkLimits(ctx: UploadContext, kind: UploadKind, size: number, seconds: number): void {
  const limits = limitsFor(kind, ctx.config.UPLOAD_LIBRARY_MAX_GB);
  if (withinLimits(limits, size, seconds)) return;
  throw new AppError('uploadTooLarge', {
    messageKey: 'upload.too_large',
    params: {
      max_mb: Math.round(limits.maxBytes / 1024 ** 2),
      max_minutes: Math.round(limits.maxSeconds / 60),
    },
    data: { max_bytes: limits.maxBytes, max_seconds: limits.maxSeconds },
  });
}

async function checkQuota(
  db: UploadContext['db'],
  teamId: number,
  size: number,
  total?: number,
): Promise<void> {
  const quota = await quotaOf(db, teamId, total);
  if (quota.used + size <= quota.total) return;
  throw new AppError('libraryQuotaExceeded', {
    messageKey: 'upload.quota_exceeded',
    data: { used_bytes: quota.used, total_bytes: quota.total },
  });
}

/**
 * Spec §3: a task for one file. Limits and name are checked again here (the browser checked
 * first); a file the team already has completes at once, linked to the existing library video.
 */
export async function createTask(
  ctx: UploadContext,
  me: Principal,
  brandKey: string,
  body: CreateBody,
): Promise<{ task: TaskRow; instant: boolean }> {
  const teamId = teamOf(me);
  if (!fileNameOk(body.file_name)) {
    throw new AppError('uploadFileNameInvalid', { messageKey: 'upload.file_name_invalid' });
  }
  checkLimits(ctx, body.kind, body.size, body.duration_seconds);
  if (body.activity_id !== undefined && !(await findActivity(ctx.db, teamId, brandKey, body.activity_id))) {
    throw new AppError('activityNotFound', { messageKey: 'distribution.activity_not_found' });
  }
  const base = {
    id: newTaskId(),
    teamId,
    userId: me.userId,
    kind: body.kind,
    fileName: body.file_name.trim(),
    sizeBytes: body.size,
    md5: body.md5,
    activityId: body.activity_id ?? null,
  };
  const known = await findLibraryByMd5(ctx.db, teamId, body.md5);
  if (known) {
    const task = await ctx.db.transaction(async (tx) => {
      const row = await insertTask(tx, {
        ...base,
        state: 'complete',
        progress: 100,
        libraryVideoId: known.id,
      });
      if (row.activityId !== null) await addToPool(tx, row.activityId, [known], true);
      return row;
    });
    return { task, instant: true };
  }
  // Check and reserve (the queued task counts toward the quota) under the team's row lock.
  const task = await ctx.db.transaction(async (tx) => {
    await checkQuota(tx, teamId, body.size, await lockLibraryQuota(tx, teamId));
    return insertTask(tx, { ...base, state: 'queued' });
  });
  return { task, instant: false };
}

export async function listOwnTasks(
  ctx: UploadContext,
  me: Principal,
  filter: { ids: string[]; kind?: UploadKind | undefined },
): Promise<TaskRow[]> {
  return listTasks(ctx.db, teamOf(me), filter);
}

/** Cancel: the job stops, the partial upload and staged files go; a final task answers 31005. */
export async function cancelTask(ctx: UploadContext, me: Principal, taskId: string): Promise<TaskRow> {
  const task = await findTask(ctx.db, teamOf(me), taskId);
  if (!task) throw taskNotFound();
  const moved = await moveTask(ctx.db, task.id, 'cancelled');
  if (!moved) throw stateInvalid();
  ctx.jobs.abort(task.id);
  await ctx.staging.remove(task.id, task.uploadId);
  return moved;
}

/**
 * For the mixing studio (issue 25): whether `bytes` more fit the team's library, checked under
 * the team's row lock when inside a transaction (so two finishing variants cannot both squeeze in).
 */
export async function quotaRoom(
  db: UploadContext['db'],
  teamId: number,
  bytes: number,
): Promise<{ fits: boolean; used: number; total: number }> {
  const quota = await quotaOf(db, teamId, await lockLibraryQuota(db, teamId));
  return { fits: quota.used + bytes <= quota.total, ...quota };
}

/**
 * For the mixing studio: a rendered variant becomes a library video of the team and joins the
 * activity's pool (inside the caller's transaction, so a crash leaves neither). A variant too
 * close to a pool video stays in the library only (`videoId` null), as the library would do.
 */
export async function addRenderedVideo(
  tx: UploadContext['db'],
  input: Omit<typeof libraryVideos.$inferInsert, 'checks' | 'audioCodec'> & {
    audioCodec: string | null;
    activityId: number;
  },
): Promise<{ libraryVideoId: number; videoId: number | null }> {
  const { activityId, ...values } = input;
  const row = await upsertLibraryVideo(tx, {
    ...values,
    checks: variantChecks({ ...values, container: 'mp4' }),
  });
  const { added } = await addToPool(tx, activityId, [row], false);
  return { libraryVideoId: row.id, videoId: added[0]?.videoId ?? null };
}
