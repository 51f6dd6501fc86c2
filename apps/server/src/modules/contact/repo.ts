import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { demoRequests } from './schema';

export async function insertDemoRequest(db: Db, values: typeof demoRequests.$inferInsert): Promise<number> {
  const [row] = await db.insert(demoRequests).values(values).returning({ id: demoRequests.id });
  return row!.id;
}

export async function pageOfDemoRequests(db: Db, brandKey: string, page: number, pageSize: number) {
  const [items, [count]] = await Promise.all([
    db
      .select()
      .from(demoRequests)
      .where(eq(demoRequests.brandKey, brandKey))
      .orderBy(desc(demoRequests.createdAt), desc(demoRequests.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(demoRequests)
      .where(eq(demoRequests.brandKey, brandKey)),
  ]);
  return { items, total: Number(count?.n ?? 0) };
}
