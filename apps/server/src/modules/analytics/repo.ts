import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { analyticsEvents } from './schema';

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

/** Inserts the batch in one statement (one round trip, all or nothing). */
export async function insertEvents(db: Db, rows: NewAnalyticsEvent[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(analyticsEvents).values(rows).returning({ id: analyticsEvents.id });
  return inserted.length;
}

/** One visitor's events, oldest first (development read-back; bounded). */
export function eventsOfVisitor(db: Db, visitorId: string, limit = 200) {
  return db
    .select({
      name: analyticsEvents.name,
      path: analyticsEvents.path,
      brand: analyticsEvents.brandKey,
      props: analyticsEvents.props,
    })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.visitorId, visitorId))
    .orderBy(asc(analyticsEvents.id))
    .limit(limit);
}
