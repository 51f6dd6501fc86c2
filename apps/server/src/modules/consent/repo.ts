import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consents } from './schema';

export type ConsentRow = typeof consents.$inferSelect;

export async function insertConsent(db: Db, values: typeof consents.$inferInsert): Promise<ConsentRow> {
  const [row] = await db.insert(consents).values(values).returning();
  return row!;
}

export function consentsOf(db: Db, brandKey: string, phone: string): Promise<ConsentRow[]> {
  return db
    .select()
    .from(consents)
    .where(and(eq(consents.brandKey, brandKey), eq(consents.phone, phone)))
    .orderBy(desc(consents.consentedAt), desc(consents.id));
}
