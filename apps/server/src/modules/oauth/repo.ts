import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kuaishouAuthorizations } from '../../db/schema-platforms';

export type KuaishouAuthorization = typeof kuaishouAuthorizations.$inferSelect;
export type NewKuaishouAuthorization = typeof kuaishouAuthorizations.$inferInsert;

export async function insertAuthorization(db: Db, row: NewKuaishouAuthorization): Promise<void> {
  await db.insert(kuaishouAuthorizations).values(row);
}

export async function findAuthorization(db: Db, id: string): Promise<KuaishouAuthorization | undefined> {
  const [row] = await db.select().from(kuaishouAuthorizations).where(eq(kuaishouAuthorizations.id, id));
  return row;
}

export async function updateTokens(
  db: Db,
  id: string,
  tokens: Pick<
    KuaishouAuthorization,
    'accessToken' | 'accessExpiresAt' | 'refreshToken' | 'refreshExpiresAt' | 'scopes'
  >,
): Promise<void> {
  await db
    .update(kuaishouAuthorizations)
    .set({ ...tokens, updatedAt: new Date() })
    .where(eq(kuaishouAuthorizations.id, id));
}
