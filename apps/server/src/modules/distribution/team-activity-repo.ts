import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PoolState } from '@vidmatrix/contract/console';
import type { Db } from '../../db/client';
import { FUNNEL_COLUMNS } from './activity-repo';
import { POOL_STATE } from './pool-repo';
import { activities, claimers, stores, videos } from './schema';

// The merchant console's reads and writes of a team's activities and stores (modules/console asks
// them through service.ts): every one is scoped to the team and brand that ask.

/** Who is asking: the console only ever reads and writes rows of this team and brand. */
export interface Owner {
  teamId: number;
  brandKey: string;
}

const owned = (o: Owner) => and(eq(activities.teamId, o.teamId), eq(activities.brandKey, o.brandKey));

export type ActivityRow = typeof activities.$inferSelect;
export type StoreRow = typeof stores.$inferSelect;

export async function findActivity(db: Db, o: Owner, id: number): Promise<ActivityRow | undefined> {
  const [row] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), owned(o)));
  return row;
}

export async function pageActivities(
  db: Db,
  o: Owner,
  p: { page: number; pageSize: number; status?: ActivityRow['status'] | undefined },
) {
  const where = and(owned(o), p.status ? eq(activities.status, p.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(activities)
      .where(where)
      .orderBy(desc(activities.createdAt), desc(activities.id))
      .limit(p.pageSize)
      .offset((p.page - 1) * p.pageSize),
    db.select({ n: count() }).from(activities).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertActivity(db: Db, values: typeof activities.$inferInsert) {
  const [row] = await db.insert(activities).values(values).returning();
  return row!;
}

/**
 * Changes an activity unless it ended meanwhile: the status guard is in the statement itself,
 * so an edit racing an "end" cannot land after it. Undefined when nothing matched.
 */
export async function updateActivity(
  db: Db,
  o: Owner,
  id: number,
  values: Partial<typeof activities.$inferInsert>,
  onlyIf: SQL = sql`${activities.status} <> 'ended'`,
) {
  const [row] = await db
    .update(activities)
    .set(values)
    .where(and(eq(activities.id, id), owned(o), onlyIf))
    .returning();
  return row;
}

const stateIs = (state: PoolState) => sql<number>`(count(*) filter (where ${POOL_STATE} = ${state}))::int`;

/** Pool counts of several activities in one grouped scan of their videos. */
export async function poolCounts(db: Db, activityIds: number[]) {
  if (activityIds.length === 0) return [];
  return db
    .select({
      activityId: videos.activityId,
      pool: sql<number>`count(*)::int`,
      free: stateIs('free'),
      locked: stateIs('locked'),
      published: stateIs('published'),
      posted: stateIs('posted'),
    })
    .from(videos)
    .where(inArray(videos.activityId, activityIds))
    .groupBy(videos.activityId);
}

/**
 * Distinct visitors per funnel step (docs/decisions/023-console-figures.md). Each step also asks
 * for the ones before it, so a step is a subset of the previous one by construction: a row
 * written another way (a platform authorization reporting) cannot push a rate past 100 %.
 */
const PEOPLE_COLUMNS = {
  visitors_claimed: sql<number>`count(*) filter (where ${claimers.claims} > 0)::int`,
  visitors_taken: sql<number>`count(*) filter (where ${claimers.claims} > 0 and ${claimers.taken} > 0)::int`,
  visitors_posted: sql<number>`count(*) filter (
    where ${claimers.claims} > 0 and ${claimers.taken} > 0 and ${claimers.posted} > 0)::int`,
};

/** The funnel of several activities (distribution's totals and distinct visitors, one statement). */
export async function funnels(db: Db, activityIds: number[]) {
  if (activityIds.length === 0) return [];
  return db
    .select({ activityId: claimers.activityId, ...FUNNEL_COLUMNS, ...PEOPLE_COLUMNS })
    .from(claimers)
    .where(inArray(claimers.activityId, activityIds))
    .groupBy(claimers.activityId);
}

export async function storesOf(db: Db, teamId: number): Promise<StoreRow[]> {
  return db.select().from(stores).where(eq(stores.teamId, teamId)).orderBy(stores.id);
}

export async function storesByIds(db: Db, teamId: number, ids: number[]): Promise<StoreRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(stores)
    .where(and(eq(stores.teamId, teamId), inArray(stores.id, ids)));
}

export async function insertStore(db: Db, values: typeof stores.$inferInsert) {
  const [row] = await db.insert(stores).values(values).returning();
  return row!;
}

export async function updateStore(
  db: Db,
  teamId: number,
  id: number,
  values: Partial<typeof stores.$inferInsert>,
) {
  const [row] = await db
    .update(stores)
    .set(values)
    .where(and(eq(stores.id, id), eq(stores.teamId, teamId)))
    .returning();
  return row;
}
