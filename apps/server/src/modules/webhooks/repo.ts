import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformWebhookEvents } from './schema';

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
