import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kuaishouPublishTasks } from './schema';

export type PublishTask = typeof kuaishouPublishTasks.$inferSelect;

/** A task that has said "publishing" for this long is taken to have died with its process. */
const STALE_TASK_SECONDS = 10 * 60;

/**
 * Starts (or restarts) the publish of one video to one authorization. Returns the task when this
 * call owns it now; undefined when another call holds it (publishing) or it is already published.
 */
export async function claimPublishTask(
  db: Db,
  row: { id: string; brandKey: string; authorizeId: string; activityId: number; videoId: number },
): Promise<PublishTask | undefined> {
  const [task] = await db
    .insert(kuaishouPublishTasks)
    .values({ ...row, status: 'publishing' })
    .onConflictDoUpdate({
      target: [kuaishouPublishTasks.authorizeId, kuaishouPublishTasks.videoId],
      set: { status: 'publishing', error: null, updatedAt: sql`now()` },
      setWhere: sql`${kuaishouPublishTasks.status} = 'failed'
        or (${kuaishouPublishTasks.status} = 'publishing'
            and ${kuaishouPublishTasks.updatedAt} < now() - make_interval(secs => ${STALE_TASK_SECONDS}))`,
    })
    .returning();
  return task;
}

export async function findPublishTask(db: Db, authorizeId: string, videoId: number) {
  const [task] = await db
    .select()
    .from(kuaishouPublishTasks)
    .where(and(eq(kuaishouPublishTasks.authorizeId, authorizeId), eq(kuaishouPublishTasks.videoId, videoId)));
  return task;
}

export async function finishPublishTask(
  db: Db,
  id: string,
  result: { status: 'published'; photoId: string } | { status: 'failed'; error: string },
): Promise<void> {
  await db
    .update(kuaishouPublishTasks)
    .set({
      status: result.status,
      photoId: result.status === 'published' ? result.photoId : null,
      error: result.status === 'failed' ? result.error.slice(0, 1000) : null,
      updatedAt: sql`now()`,
    })
    .where(eq(kuaishouPublishTasks.id, id));
}
