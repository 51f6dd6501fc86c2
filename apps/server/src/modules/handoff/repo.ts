import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { videos } from '../../db/schema';
import type { ExportVideo } from './rules';

/** The activity's ready videos in pool order (the caller has checked the activity is theirs). */
export function readyVideos(db: Db, activityId: number): Promise<ExportVideo[]> {
  return db
    .select({
      id: videos.id,
      title: videos.title,
      fileKey: videos.fileKey,
      sizeBytes: videos.sizeBytes,
      durationSeconds: videos.durationSeconds,
    })
    .from(videos)
    .where(and(eq(videos.activityId, activityId), eq(videos.state, 'ready')))
    .orderBy(asc(videos.id));
}
