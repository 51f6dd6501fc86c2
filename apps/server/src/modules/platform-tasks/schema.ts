/** Server-side publishes to Kuaishou (issue 3). Owned by modules/platform-tasks. */
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/**
 * One server-side publish of a claimed video to a claimer's Kuaishou account. Unique per
 * (authorization, video): a repeated create_task returns the first result instead of posting twice.
 */
export const kuaishouPublishTasks = pgTable(
  'kuaishou_publish_tasks',
  {
    /** `task_id` on the wire. */
    id: text('id').primaryKey(),
    brandKey: text('brand_key').notNull(),
    authorizeId: text('authorize_id').notNull(),
    activityId: bigint('activity_id', { mode: 'number' }).notNull(),
    videoId: bigint('video_id', { mode: 'number' }).notNull(),
    /** publishing → published | failed (a failed task may be retried; a stale publishing one too). */
    status: text('status', { enum: ['publishing', 'published', 'failed'] }).notNull(),
    photoId: text('photo_id'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kuaishou_publish_tasks_authorize_video_idx').on(t.authorizeId, t.videoId),
    index('kuaishou_publish_tasks_activity_idx').on(t.activityId),
  ],
);
