import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, nfcCards } from './schema';

// The merchant console's NFC cards (modules/console asks through service.ts): a team's own only.

const cardColumns = {
  code: nfcCards.code,
  label: nfcCards.label,
  activityId: nfcCards.activityId,
  activityTitle: activities.title,
  platform: nfcCards.platform,
  status: nfcCards.status,
  updatedAt: nfcCards.updatedAt,
};

export type CardRow = {
  code: string;
  label: string;
  activityId: number | null;
  activityTitle: string | null;
  platform: string;
  status: 'enabled' | 'disabled';
  updatedAt: Date;
};

function cards(db: Db) {
  return db.select(cardColumns).from(nfcCards).leftJoin(activities, eq(activities.id, nfcCards.activityId));
}

export async function pageCards(db: Db, teamId: number, p: { page: number; pageSize: number }) {
  const where = eq(nfcCards.teamId, teamId);
  const [rows, [total]] = await Promise.all([
    cards(db)
      .where(where)
      .orderBy(desc(nfcCards.createdAt), nfcCards.code)
      .limit(p.pageSize)
      .offset((p.page - 1) * p.pageSize),
    db.select({ n: count() }).from(nfcCards).where(where),
  ]);
  return { rows: rows as CardRow[], total: total?.n ?? 0 };
}

export async function findCard(db: Db, teamId: number, code: string): Promise<CardRow | undefined> {
  const [row] = await cards(db).where(and(eq(nfcCards.code, code), eq(nfcCards.teamId, teamId)));
  return row as CardRow | undefined;
}

/** Inserts the cards whose codes are free; returns the codes it inserted (codes are global keys). */
export async function insertCards(
  db: Db,
  values: { code: string; teamId: number; label: string; platform: string }[],
): Promise<string[]> {
  if (values.length === 0) return [];
  const rows = await db
    .insert(nfcCards)
    .values(values.map((v) => ({ ...v, activityId: null })))
    .onConflictDoNothing({ target: nfcCards.code })
    .returning({ code: nfcCards.code });
  return rows.map((r) => r.code);
}

export async function updateCard(
  db: Db,
  teamId: number,
  code: string,
  values: Partial<Pick<typeof nfcCards.$inferInsert, 'activityId' | 'platform' | 'status' | 'label'>>,
): Promise<boolean> {
  const rows = await db
    .update(nfcCards)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(nfcCards.code, code), eq(nfcCards.teamId, teamId)))
    .returning({ code: nfcCards.code });
  return rows.length > 0;
}

export async function cardsByCodes(db: Db, teamId: number, codes: string[]): Promise<CardRow[]> {
  if (codes.length === 0) return [];
  const rows = await cards(db).where(and(eq(nfcCards.teamId, teamId), inArray(nfcCards.code, codes)));
  return rows as CardRow[];
}
