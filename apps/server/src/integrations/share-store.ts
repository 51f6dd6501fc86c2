import type { Db } from '../db/client';
import { douyinShares } from '../db/schema-platforms';
import type { DouyinShareRecord } from './create-platforms';

/** Remembers which claim a Douyin share id belongs to; the create_video webhook reads it back. */
export async function insertDouyinShare(db: Db, record: DouyinShareRecord): Promise<void> {
  await db
    .insert(douyinShares)
    .values({
      shareId: record.shareId,
      brandKey: record.brandKey,
      activityId: record.activityId,
      videoId: record.videoId,
    })
    .onConflictDoNothing();
}
