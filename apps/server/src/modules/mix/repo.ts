import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mixProjects, mixRenders, mixVariants, type MixRecipe } from './schema';
import type { PlannedVariant } from './plan';

export type ProjectRow = typeof mixProjects.$inferSelect;
export type RenderRow = typeof mixRenders.$inferSelect;
export type VariantRow = typeof mixVariants.$inferSelect;
export type { LibraryRow as ClipRow } from '../upload/service';

export async function insertProject(db: Db, values: typeof mixProjects.$inferInsert): Promise<number> {
  const [row] = await db.insert(mixProjects).values(values).returning({ id: mixProjects.id });
  return row!.id;
}

export async function updateProject(db: Db, teamId: number, id: number, title: string, recipe: MixRecipe) {
  const rows = await db
    .update(mixProjects)
    .set({ title, recipe, updatedAt: sql`now()` })
    .where(and(eq(mixProjects.id, id), eq(mixProjects.teamId, teamId)))
    .returning({ id: mixProjects.id });
  return rows.length > 0;
}

/** A project of this team; another team's is as unknown as a missing one. */
export async function findProject(db: Db, teamId: number, id: number): Promise<ProjectRow | undefined> {
  const [row] = await db
    .select()
    .from(mixProjects)
    .where(and(eq(mixProjects.id, id), eq(mixProjects.teamId, teamId)));
  return row;
}

export async function projectsOf(db: Db, teamId: number): Promise<ProjectRow[]> {
  return db
    .select()
    .from(mixProjects)
    .where(eq(mixProjects.teamId, teamId))
    .orderBy(desc(mixProjects.createdAt), desc(mixProjects.id))
    .limit(200);
}

/** The render and all its planned variants, in one transaction of the caller. */
export async function insertRender(
  db: Db,
  values: typeof mixRenders.$inferInsert,
  plan: PlannedVariant[],
): Promise<number> {
  const [row] = await db.insert(mixRenders).values(values).returning({ id: mixRenders.id });
  const id = row!.id;
  for (let i = 0; i < plan.length; i += 500) {
    await db.insert(mixVariants).values(
      plan.slice(i, i + 500).map((v, j) => ({
        renderId: id,
        idx: i + j,
        shotIds: v.shotIds,
        shotSeconds: v.shotSeconds,
        caption: v.caption,
        bgmId: v.bgmId,
      })),
    );
  }
  return id;
}

export async function findRender(db: Db, teamId: number, id: number): Promise<RenderRow | undefined> {
  const [row] = await db
    .select()
    .from(mixRenders)
    .where(and(eq(mixRenders.id, id), eq(mixRenders.teamId, teamId)));
  return row;
}

export async function renderById(db: Db, id: number): Promise<RenderRow | undefined> {
  const [row] = await db.select().from(mixRenders).where(eq(mixRenders.id, id));
  return row;
}

export async function rendersOf(db: Db, teamId: number, projectId: number): Promise<RenderRow[]> {
  return db
    .select()
    .from(mixRenders)
    .where(and(eq(mixRenders.teamId, teamId), eq(mixRenders.projectId, projectId)))
    .orderBy(desc(mixRenders.createdAt), desc(mixRenders.id))
    .limit(50);
}

export async function variantsOf(db: Db, renderId: number): Promise<VariantRow[]> {
  return db.select().from(mixVariants).where(eq(mixVariants.renderId, renderId)).orderBy(mixVariants.idx);
}

export async function findVariant(db: Db, renderId: number, idx: number): Promise<VariantRow | undefined> {
  const [row] = await db
    .select()
    .from(mixVariants)
    .where(and(eq(mixVariants.renderId, renderId), eq(mixVariants.idx, idx)));
  return row;
}

/** Variants per state of each render (progress, and what the refill may still send). */
export async function stateCounts(db: Db, renderIds: number[]): Promise<Map<number, Record<string, number>>> {
  const out = new Map<number, Record<string, number>>();
  if (!renderIds.length) return out;
  const rows = await db
    .select({ renderId: mixVariants.renderId, state: mixVariants.state, n: sql<number>`count(*)::int` })
    .from(mixVariants)
    .where(inArray(mixVariants.renderId, renderIds))
    .groupBy(mixVariants.renderId, mixVariants.state);
  for (const r of rows) out.set(r.renderId, { ...out.get(r.renderId), [r.state]: r.n });
  return out;
}

/**
 * Moves a variant from one of `from` to `to` in one conditional UPDATE, so a cancel, a second
 * run and a finishing run never both win. Undefined: not moved.
 */
export async function moveVariant(
  db: Db,
  renderId: number,
  idx: number,
  from: VariantRow['state'][],
  to: VariantRow['state'],
  extra: Partial<Pick<VariantRow, 'errorKey' | 'libraryVideoId' | 'videoId' | 'workKey'>> = {},
): Promise<VariantRow | undefined> {
  const [row] = await db
    .update(mixVariants)
    .set({ state: to, ...extra, updatedAt: sql`now()` })
    .where(
      and(eq(mixVariants.renderId, renderId), eq(mixVariants.idx, idx), inArray(mixVariants.state, from)),
    )
    .returning();
  return row;
}

/**
 * Takes up to `room` pending variants of a render for sending (pending → queued), lowest index
 * first. Two processes refilling at once take different rows: the UPDATE moves only rows still
 * pending, so a row the other took is not taken again.
 *
 * Two statements, not `update … where idx in (select … limit n for update skip locked)`: with a
 * nested-loop plan PostgreSQL rescans that subquery per row, each rescan skips the rows this
 * statement already locked and returns the next `n`, so it took every pending variant at once
 * (seen on PGlite once mix_variants grew its copy columns: fairness lost).
 */
export async function takePending(db: Db, renderId: number, room: number): Promise<VariantRow[]> {
  if (room <= 0) return [];
  const pending = and(eq(mixVariants.renderId, renderId), eq(mixVariants.state, 'pending'));
  const picked = await db
    .select({ idx: mixVariants.idx })
    .from(mixVariants)
    .where(pending)
    .orderBy(mixVariants.idx)
    .limit(room);
  if (!picked.length) return [];
  return db
    .update(mixVariants)
    .set({ state: 'queued', updatedAt: sql`now()` })
    .where(
      and(
        pending,
        inArray(
          mixVariants.idx,
          picked.map((p) => p.idx),
        ),
      ),
    )
    .returning();
}

/** Renders with work left: their variants pending, queued or rendering. */
export async function rendersWithWork(db: Db): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: mixVariants.renderId })
    .from(mixVariants)
    .where(inArray(mixVariants.state, ['pending', 'queued', 'rendering']));
  return rows.map((r) => r.id);
}

export async function stopRender(
  db: Db,
  id: number,
  stopped: 'cancelled' | 'failed',
  error?: {
    key: string;
    params: Record<string, string | number>;
  },
) {
  await db
    .update(mixRenders)
    .set({ stopped, errorKey: error?.key ?? null, errorParams: error?.params ?? null })
    .where(eq(mixRenders.id, id));
  return db
    .update(mixVariants)
    .set({
      // A render that could not start leaves its variants failed, so "retry failed" restarts them.
      state: stopped === 'failed' ? 'failed' : 'cancelled',
      errorKey: error?.key ?? null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(mixVariants.renderId, id), inArray(mixVariants.state, ['pending', 'queued', 'rendering'])))
    .returning({ idx: mixVariants.idx, attempt: mixVariants.attempt });
}

/** Failed variants back to pending with a new attempt (their next job has a new key). */
export async function requeueFailed(db: Db, id: number): Promise<{ retried: number; generation: number }> {
  const [render] = await db
    .update(mixRenders)
    .set({ stopped: null, errorKey: null, errorParams: null, generation: sql`${mixRenders.generation} + 1` })
    .where(eq(mixRenders.id, id))
    .returning({ generation: mixRenders.generation });
  const rows = await db
    .update(mixVariants)
    .set({
      state: 'pending',
      errorKey: null,
      attempt: sql`${mixVariants.attempt} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(mixVariants.renderId, id), eq(mixVariants.state, 'failed')))
    .returning({ idx: mixVariants.idx });
  return { retried: rows.length, generation: render?.generation ?? 0 };
}
