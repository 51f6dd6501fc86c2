import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { douyinShares } from './schema';

// Douyin share ids: the claim writes them (claim-sql.ts); the create_video webhook (modules/webhooks,
// through service.ts) finds the claimed video a share id names and notes the post.

export async function findShare(db: Db, shareId: string) {
  const [row] = await db.select().from(douyinShares).where(eq(douyinShares.shareId, shareId));
  return row;
}

/** Notes Douyin's item and poster on the share, once. */
export async function markSharePosted(db: Db, shareId: string, itemId: string | null, openId: string | null) {
  await db
    .update(douyinShares)
    .set({ postedAt: new Date(), itemId, posterOpenId: openId })
    .where(and(eq(douyinShares.shareId, shareId), isNull(douyinShares.postedAt)));
}
