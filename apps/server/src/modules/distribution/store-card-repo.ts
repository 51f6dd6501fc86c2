import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandsOf } from '../team/service';
import { activities, nfcCards } from './schema';
import { teamIsDemo, visibleOnBrand } from './visibility';

// NFC cards as touch-card store pages read them (modules/touch-card asks through service.ts).

/**
 * Which of these teams a visitor on `brandKey`'s host sees: its own brand's, or a demo team
 * (the one rule, visibility.ts). Teams' brands are team's to say.
 */
export async function visibleTeams(db: Db, teamIds: number[], brandKey: string): Promise<Set<number>> {
  const brands = await brandsOf(db, teamIds);
  if (brands.size === 0) return new Set();
  const rows = sql.join(
    [...brands].map(([id, brand]) => sql`(${id}::int, ${brand}::text)`),
    sql`, `,
  );
  const team = { id: sql.raw('t.id'), brandKey: sql.raw('t.brand_key') };
  const result = await db.execute<{ id: number }>(sql`
    select t.id from (values ${rows}) as t(id, brand_key)
    where ${visibleOnBrand({ brandKey: team.brandKey, demo: teamIsDemo(team.id) }, brandKey)}`);
  return new Set((result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id)));
}

/** The card as its store page needs it: state, platform and team; undefined when unknown. */
export async function storeCard(db: Db, code: string) {
  const [row] = await db
    .select({ status: nfcCards.status, platform: nfcCards.platform, teamId: nfcCards.teamId })
    .from(nfcCards)
    .where(eq(nfcCards.code, code));
  return row;
}

/** Of these card codes, those a visitor on `brandKey`'s host may count taps for (visibleTeams). */
export async function cardsVisibleOnBrand(db: Db, codes: string[], brandKey: string): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const cards = await db
    .select({ code: nfcCards.code, teamId: nfcCards.teamId })
    .from(nfcCards)
    .where(inArray(nfcCards.code, codes));
  const teams = await visibleTeams(
    db,
    cards.flatMap((c) => (c.teamId === null ? [] : [c.teamId])),
    brandKey,
  );
  return new Set(cards.filter((c) => c.teamId !== null && teams.has(c.teamId)).map((c) => c.code));
}

/** The codes of the team's cards (its tap data sums over them). */
export async function teamCardCodes(db: Db, teamId: number): Promise<string[]> {
  const rows = await db.select({ code: nfcCards.code }).from(nfcCards).where(eq(nfcCards.teamId, teamId));
  return rows.map((r) => r.code);
}

/** The send-video items' activities that can open now (active, of the card's team). */
export async function openActivities(db: Db, teamId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: activities.id, platforms: activities.platforms })
    .from(activities)
    .where(and(inArray(activities.id, ids), eq(activities.teamId, teamId), eq(activities.status, 'active')));
}
