import { stat } from 'node:fs/promises';
import type { JobRunner } from '../../plugins/job-runner';
import type { UploadContext } from './context';
import { moveTask, receivingSince } from './repo';

const HOUR = 3600 * 1000;

/** When the staged file last received bytes; null when there is none. */
async function lastWrite(path: string): Promise<number | null> {
  try {
    return (await stat(path)).mtimeMs;
  } catch {
    return null;
  }
}

/**
 * Uploads nobody finished (a closed tab, a phone that left the shop) would otherwise hold their
 * staged bytes and their share of the team's quota forever. A task whose row has not moved and
 * whose staged file received no bytes for `hours` fails as abandoned, and its files go. Safe to
 * run in several processes at once: the move is one conditional UPDATE, removal is idempotent.
 */
async function sweepAbandoned(
  ctx: Pick<UploadContext, 'db' | 'staging' | 'log'>,
  hours: number,
  now = Date.now(),
): Promise<string[]> {
  const cutoff = now - hours * HOUR;
  const swept: string[] = [];
  for (const task of await receivingSince(ctx.db, new Date(cutoff))) {
    const written = task.uploadId ? await lastWrite(ctx.staging.file(task.uploadId)) : null;
    if (written !== null && written >= cutoff) continue; // bytes still arriving
    if (!(await moveTask(ctx.db, task.id, 'failed', { errorKey: 'upload.abandoned' }))) continue;
    await ctx.staging.remove(task.id, task.uploadId);
    swept.push(task.id);
  }
  if (swept.length) ctx.log.info({ tasks: swept.length, hours }, 'upload: abandoned uploads swept');
  return swept;
}

/** Sweeps every hour in one process of all (the runner's schedule); the caller sweeps at start. */
export function registerSweeps(
  jobs: JobRunner,
  ctx: Pick<UploadContext, 'db' | 'staging' | 'log'>,
  hours: number,
): () => Promise<void> {
  const sweep = async () => void (await sweepAbandoned(ctx, hours));
  jobs.register({
    queue: 'upload.sweep',
    cron: '7 * * * *',
    expireInSeconds: 3600,
    retryLimit: 0,
    run: sweep,
  });
  return () =>
    sweep().catch((error: unknown) =>
      ctx.log.error({ err: error }, 'upload: sweeping abandoned uploads failed'),
    );
}
