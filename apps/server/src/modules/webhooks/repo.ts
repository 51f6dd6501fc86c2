import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { douyinShares, platformWebhookEvents } from '../../db/schema-platforms';

export async function eventSeen(db: Db, platform: string, msgId: string): Promise<boolean> {
  const rows = await db
    .select({ msgId: platformWebhookEvents.msgId })
    .from(platformWebhookEvents)
    .where(and(eq(platformWebhookEvents.platform, platform), eq(platformWebhookEvents.msgId, msgId)));
  return rows.length > 0;
}

/** Records a handled delivery; false when another delivery of the same message got there first. */
export async function recordEvent(db: Db, platform: string, msgId: string, event: string): Promise<boolean> {
  const rows = await db
    .insert(platformWebhookEvents)
    .values({ platform, msgId, event })
    .onConflictDoNothing()
    .returning({ msgId: platformWebhookEvents.msgId });
  return rows.length > 0;
}

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
