import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scripts } from './schema';

export type ScriptRow = typeof scripts.$inferSelect;
export type ScriptColumns = Omit<
  typeof scripts.$inferInsert,
  'id' | 'teamId' | 'createdBy' | 'createdAt' | 'updatedAt'
>;

/** `%` and `_` typed in a search box are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function pageOfScripts(
  db: Db,
  teamId: number,
  { page, pageSize, title }: { page: number; pageSize: number; title?: string | undefined },
) {
  const where: SQL | undefined = and(
    eq(scripts.teamId, teamId),
    title ? sql`${scripts.title} ilike ${likePattern(title)}` : undefined,
  );
  const [items, [count]] = await Promise.all([
    db
      .select({
        id: scripts.id,
        title: scripts.title,
        type: scripts.type,
        orientation: scripts.orientation,
        expectedDurationSeconds: scripts.expectedDurationSeconds,
        wordCount: scripts.wordCount,
        aiGenerated: scripts.aiGenerated,
        aiSource: scripts.aiSource,
        createdAt: scripts.createdAt,
        updatedAt: scripts.updatedAt,
      })
      .from(scripts)
      .where(where)
      .orderBy(desc(scripts.updatedAt), desc(scripts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(scripts)
      .where(where),
  ]);
  return { items, total: Number(count?.n ?? 0) };
}

export async function findScript(db: Db, teamId: number, id: number): Promise<ScriptRow | undefined> {
  const [row] = await db
    .select()
    .from(scripts)
    .where(and(eq(scripts.teamId, teamId), eq(scripts.id, id)));
  return row;
}

export async function insertScript(
  db: Db,
  values: ScriptColumns & { teamId: number; createdBy: number },
): Promise<ScriptRow> {
  const [row] = await db.insert(scripts).values(values).returning();
  return row!;
}

export async function updateScript(
  db: Db,
  teamId: number,
  id: number,
  values: ScriptColumns,
): Promise<ScriptRow | undefined> {
  const [row] = await db
    .update(scripts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(scripts.teamId, teamId), eq(scripts.id, id)))
    .returning();
  return row;
}

export async function deleteScript(db: Db, teamId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(scripts)
    .where(and(eq(scripts.teamId, teamId), eq(scripts.id, id)))
    .returning({ id: scripts.id });
  return rows.length > 0;
}

/** The scripts' titles, by id (a share link lists its script by title). */
export async function scriptTitles(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: scripts.id, title: scripts.title })
    .from(scripts)
    .where(inArray(scripts.id, ids));
  return new Map(rows.map((s) => [s.id, s.title]));
}

/** The team's scripts, newest first, for a picker (a share link's script). */
export function scriptPicker(db: Db, teamId: number) {
  return db
    .select({
      id: scripts.id,
      title: scripts.title,
      type: scripts.type,
      aiGenerated: scripts.aiGenerated,
      updatedAt: scripts.updatedAt,
    })
    .from(scripts)
    .where(eq(scripts.teamId, teamId))
    .orderBy(desc(scripts.updatedAt))
    .limit(500);
}
