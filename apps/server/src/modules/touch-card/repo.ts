import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { TouchCardItemSettings, TouchCardSettings } from '@vidmatrix/contract/touch-card';
import type { Db } from '../../db/client';
import { storeCard, teamActivities, teamCards, visibleTeams } from '../distribution/service';
import { brandsOf } from '../team/service';
import { touchCardItems, touchCardPackages, touchCardPages } from './schema';

export type ItemRow = typeof touchCardItems.$inferSelect;
export type PackageRow = typeof touchCardPackages.$inferSelect;
export type PageRow = typeof touchCardPages.$inferSelect;

/** A card of the team (and brand); undefined for an unknown code or another team's card. */
export async function teamCard(db: Db, teamId: number, brandKey: string, code: string) {
  const [card, brands] = await Promise.all([teamCards.findCard(db, teamId, code), brandsOf(db, [teamId])]);
  return card && brands.get(teamId) === brandKey ? { code: card.code, label: card.label, teamId } : undefined;
}

/** A page of the team's cards (distribution's) with their store pages and item counts. */
export async function pageTeamCards(db: Db, teamId: number, p: { page: number; pageSize: number }) {
  const { rows: cards, total } = await teamCards.pageCards(db, teamId, p);
  const codes = cards.map((c) => c.code);
  const pages = codes.length
    ? await db
        .select({
          code: touchCardPages.code,
          settings: touchCardPages.settings,
          updatedAt: touchCardPages.updatedAt,
        })
        .from(touchCardPages)
        .where(inArray(touchCardPages.code, codes))
    : [];
  const byCode = new Map(pages.map((pg) => [pg.code, pg]));
  const itemCounts = await itemCountsOf(db, codes);
  const rows = cards.map((c) => ({
    code: c.code,
    label: c.label,
    activityId: c.activityId,
    status: c.status,
    updatedAt: c.updatedAt,
    settings: byCode.get(c.code)?.settings ?? null,
    pageUpdatedAt: byCode.get(c.code)?.updatedAt ?? null,
    items: itemCounts.get(c.code) ?? 0,
  }));
  return { rows, total };
}

async function itemCountsOf(db: Db, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: touchCardItems.code, n: count() })
    .from(touchCardItems)
    .where(inArray(touchCardItems.code, codes))
    .groupBy(touchCardItems.code);
  return new Map(rows.map((r) => [r.code, r.n]));
}

export async function findPage(db: Db, code: string): Promise<PageRow | undefined> {
  const [row] = await db.select().from(touchCardPages).where(eq(touchCardPages.code, code));
  return row;
}

export async function savePage(db: Db, code: string, teamId: number, settings: TouchCardSettings) {
  await db
    .insert(touchCardPages)
    .values({ code, teamId, settings })
    .onConflictDoUpdate({ target: touchCardPages.code, set: { settings, updatedAt: sql`now()` } });
}

export const touchPage = (db: Db, code: string) =>
  db
    .update(touchCardPages)
    .set({ updatedAt: sql`now()` })
    .where(eq(touchCardPages.code, code));

export function itemsOf(db: Db, code: string): Promise<ItemRow[]> {
  return db
    .select()
    .from(touchCardItems)
    .where(eq(touchCardItems.code, code))
    .orderBy(asc(touchCardItems.position), asc(touchCardItems.id));
}

export function packagesOf(db: Db, itemIds: number[]): Promise<PackageRow[]> {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(touchCardPackages)
    .where(inArray(touchCardPackages.itemId, itemIds))
    .orderBy(asc(touchCardPackages.id));
}

export async function insertItem(db: Db, code: string, settings: TouchCardItemSettings) {
  const [row] = await db
    .insert(touchCardItems)
    .values({
      code,
      kind: settings.kind,
      settings,
      position: sql`(select coalesce(max(${touchCardItems.position}), 0) + 1 from ${touchCardItems} where ${touchCardItems.code} = ${code})`,
    })
    .returning();
  return row!;
}

export async function updateItem(db: Db, code: string, id: number, settings: TouchCardItemSettings) {
  const rows = await db
    .update(touchCardItems)
    .set({ settings })
    .where(
      and(eq(touchCardItems.id, id), eq(touchCardItems.code, code), eq(touchCardItems.kind, settings.kind)),
    )
    .returning({ id: touchCardItems.id });
  return rows.length > 0;
}

export async function setPositions(db: Db, code: string, ids: number[]) {
  for (const [i, id] of ids.entries()) {
    await db
      .update(touchCardItems)
      .set({ position: i + 1 })
      .where(and(eq(touchCardItems.id, id), eq(touchCardItems.code, code)));
  }
}

export async function deleteItem(db: Db, code: string, id: number) {
  const rows = await db
    .delete(touchCardItems)
    .where(and(eq(touchCardItems.id, id), eq(touchCardItems.code, code)))
    .returning({ id: touchCardItems.id });
  return rows.length > 0;
}

/**
 * Adds a package unless the item already has `max`: the count and the insert are one statement,
 * so two pastes at once cannot both take the tenth place. Undefined when full.
 */
export async function insertPackage(
  db: Db,
  v: { itemId: number; platform: string; shareText: string; link: string },
  max: number,
): Promise<number | undefined> {
  const rows = await db.execute<{ id: number }>(sql`
    insert into ${touchCardPackages} (item_id, platform, share_text, link)
    select ${v.itemId}, ${v.platform}, ${v.shareText}, ${v.link}
    where (select count(*) from ${touchCardPackages} where item_id = ${v.itemId}) < ${max}
    returning id`);
  return rowsOf<{ id: number }>(rows)[0]?.id;
}

/** drizzle's execute answers `{rows}` on node-postgres and PGlite alike. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A package of the card (through its item), or undefined. */
export async function findPackage(db: Db, code: string, id: number) {
  const [row] = await db
    .select({ id: touchCardPackages.id, state: touchCardPackages.state })
    .from(touchCardPackages)
    .innerJoin(touchCardItems, eq(touchCardItems.id, touchCardPackages.itemId))
    .where(and(eq(touchCardPackages.id, id), eq(touchCardItems.code, code)));
  return row;
}

export async function deletePackage(db: Db, id: number) {
  await db.delete(touchCardPackages).where(eq(touchCardPackages.id, id));
}

/** Back to generating, for the resolver to take again. */
export async function requeuePackage(db: Db, id: number) {
  await db
    .update(touchCardPackages)
    .set({ state: 'generating', failure: null, attempts: 0, leaseUntil: null, updatedAt: sql`now()` })
    .where(eq(touchCardPackages.id, id));
}

/** Activity of the team (send_video binds one); undefined when it is another team's or unknown. */
export const teamActivity = (db: Db, teamId: number, brandKey: string, id: number) =>
  teamActivities.findActivity(db, { teamId, brandKey }, id);

/**
 * The store page a visitor may open: the card is enabled, has a page, and its team answers on
 * this brand's host (its own, or a demo team: distribution's one visibility rule).
 */
export async function visitorPage(db: Db, code: string, brandKey: string) {
  const [page, card] = await Promise.all([findPage(db, code), storeCard(db, code)]);
  if (!page || card?.status !== 'enabled') return undefined;
  if (!(await visibleTeams(db, [page.teamId], brandKey)).has(page.teamId)) return undefined;
  return { page, status: card.status, platform: card.platform };
}

/** Inside a transaction: serialises changes to one card's items (adds, reorders, copies). */
export const lockCard = (code: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${`touch-card:${code}`}))`;

/** Replaces `toCode`'s items with copies of `fromCode`'s, packages included (in one transaction). */
export async function copyItems(db: Db, fromCode: string, toCode: string) {
  await db.delete(touchCardItems).where(eq(touchCardItems.code, toCode));
  const items = await itemsOf(db, fromCode);
  const packages = await packagesOf(
    db,
    items.map((i) => i.id),
  );
  for (const item of items) {
    const [copy] = await db
      .insert(touchCardItems)
      .values({ code: toCode, kind: item.kind, settings: item.settings, position: item.position })
      .returning({ id: touchCardItems.id });
    const mine = packages.filter((p) => p.itemId === item.id);
    if (mine.length === 0) continue;
    await db.insert(touchCardPackages).values(
      mine.map((p) => ({
        itemId: copy!.id,
        platform: p.platform,
        shareText: p.shareText,
        link: p.link,
        state: p.state,
        dealTitle: p.dealTitle,
        dealUrl: p.dealUrl,
        failure: p.failure,
      })),
    );
  }
}
