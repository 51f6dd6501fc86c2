import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TouchCardItemSettings, TouchCardSettings } from '@vidmatrix/contract/touch-card';
import type { Db } from '../../db/client';
import { activities, nfcCards, teams } from '../../db/schema';
import { touchCardItems, touchCardPackages, touchCardPages } from '../../db/schema-touch-card';

export type ItemRow = typeof touchCardItems.$inferSelect;
export type PackageRow = typeof touchCardPackages.$inferSelect;
export type PageRow = typeof touchCardPages.$inferSelect;

/** A card of the team (and brand); undefined for an unknown code or another team's card. */
export async function teamCard(db: Db, teamId: number, brandKey: string, code: string) {
  const [row] = await db
    .select({ code: nfcCards.code, label: nfcCards.label, teamId: teams.id })
    .from(nfcCards)
    .innerJoin(teams, eq(teams.id, nfcCards.teamId))
    .where(and(eq(nfcCards.code, code), eq(nfcCards.teamId, teamId), eq(teams.brandKey, brandKey)));
  return row;
}

export async function pageTeamCards(db: Db, teamId: number, p: { page: number; pageSize: number }) {
  const where = eq(nfcCards.teamId, teamId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        code: nfcCards.code,
        label: nfcCards.label,
        activityId: nfcCards.activityId,
        status: nfcCards.status,
        updatedAt: nfcCards.updatedAt,
        settings: touchCardPages.settings,
        pageUpdatedAt: touchCardPages.updatedAt,
        items: sql<number>`(select count(*)::int from ${touchCardItems} where ${touchCardItems.code} = ${nfcCards.code})`,
      })
      .from(nfcCards)
      .leftJoin(touchCardPages, eq(touchCardPages.code, nfcCards.code))
      .where(where)
      .orderBy(desc(nfcCards.createdAt), nfcCards.code)
      .limit(p.pageSize)
      .offset((p.page - 1) * p.pageSize),
    db.select({ n: count() }).from(nfcCards).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
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
export async function teamActivity(db: Db, teamId: number, brandKey: string, id: number) {
  const [row] = await db
    .select({ id: activities.id, status: activities.status, platforms: activities.platforms })
    .from(activities)
    .where(and(eq(activities.id, id), eq(activities.teamId, teamId), eq(activities.brandKey, brandKey)));
  return row;
}

/**
 * The store page a visitor may open: the card is enabled, has a page, and its team is of this
 * brand (or it is a demo team, whose demo activities answer on every brand host).
 */
export async function visitorPage(db: Db, code: string, brandKey: string) {
  const [row] = await db
    .select({ page: touchCardPages, status: nfcCards.status, platform: nfcCards.platform })
    .from(touchCardPages)
    .innerJoin(nfcCards, eq(nfcCards.code, touchCardPages.code))
    .innerJoin(teams, eq(teams.id, touchCardPages.teamId))
    .where(
      and(
        eq(touchCardPages.code, code),
        eq(nfcCards.status, 'enabled'),
        sql`(${teams.brandKey} = ${brandKey} or exists (select 1 from ${activities} where ${activities.teamId} = ${teams.id} and ${activities.demo}))`,
      ),
    );
  return row;
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
