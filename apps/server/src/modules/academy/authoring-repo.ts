import { and, count, countDistinct, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { academyCourses, academyLessons, academyRecords } from './schema';
import { phonesOf } from '../auth/service';
import { libraryVideosByIds } from '../upload/service';

/** The team (of a brand) that authors: the console only reads and writes its own courses. */
export interface Owner {
  teamId: number;
  brandKey: string;
}

const owned = (o: Owner) => and(eq(academyCourses.teamId, o.teamId), eq(academyCourses.brandKey, o.brandKey));

export async function findOwned(db: Db, o: Owner, id: number) {
  const [row] = await db
    .select()
    .from(academyCourses)
    .where(and(eq(academyCourses.id, id), owned(o)));
  return row;
}

export async function pageOwned(db: Db, o: Owner, p: { page: number; pageSize: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(academyCourses)
      .where(owned(o))
      .orderBy(desc(academyCourses.updatedAt), desc(academyCourses.id))
      .limit(p.pageSize)
      .offset((p.page - 1) * p.pageSize),
    db.select({ n: count() }).from(academyCourses).where(owned(o)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertCourse(db: Db, values: typeof academyCourses.$inferInsert) {
  const [row] = await db.insert(academyCourses).values(values).returning();
  return row!;
}

export async function updateCourse(
  db: Db,
  o: Owner,
  id: number,
  values: Partial<typeof academyCourses.$inferInsert>,
) {
  const [row] = await db
    .update(academyCourses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(academyCourses.id, id), owned(o)))
    .returning();
  return row;
}

/** A library video of the team, or undefined (another team's reads as unknown). */
export async function teamVideo(db: Db, teamId: number, id: number) {
  const [row] = await libraryVideosByIds(db, teamId, [id]);
  return row ? { id: row.id } : undefined;
}

/** The course a lesson belongs to, if the owner's. */
export async function ownedLesson(db: Db, o: Owner, lessonId: number) {
  const [row] = await db
    .select({ lesson: academyLessons, courseId: academyCourses.id })
    .from(academyLessons)
    .innerJoin(academyCourses, eq(academyCourses.id, academyLessons.courseId))
    .where(and(eq(academyLessons.id, lessonId), owned(o)));
  return row;
}

/**
 * Appends a lesson under the course's row lock, so two appends at once get different positions
 * and the per-course cap holds. Undefined when the course is full.
 */
export async function appendLesson(
  db: Db,
  values: { courseId: number; libraryVideoId: number; title: string; intro: string },
  cap: number,
) {
  await db
    .select({ id: academyCourses.id })
    .from(academyCourses)
    .where(eq(academyCourses.id, values.courseId))
    .for('update');
  const [last] = await db
    .select({ n: count(), top: max(academyLessons.position) })
    .from(academyLessons)
    .where(eq(academyLessons.courseId, values.courseId));
  if ((last?.n ?? 0) >= cap) return undefined;
  const [row] = await db
    .insert(academyLessons)
    .values({ ...values, position: (last?.top ?? 0) + 1 })
    .returning();
  return row;
}

export async function updateLesson(db: Db, id: number, values: Partial<typeof academyLessons.$inferInsert>) {
  await db.update(academyLessons).set(values).where(eq(academyLessons.id, id));
}

export async function deleteLesson(db: Db, id: number) {
  await db.delete(academyLessons).where(eq(academyLessons.id, id));
}

export async function lessonIdsOf(db: Db, courseId: number): Promise<number[]> {
  const rows = await db
    .select({ id: academyLessons.id })
    .from(academyLessons)
    .where(eq(academyLessons.courseId, courseId));
  return rows.map((r) => r.id);
}

/** Positions 1…n in the given order, in one statement. */
export async function setOrder(db: Db, courseId: number, lessonIds: number[]) {
  const cases = sql.join(
    lessonIds.map((id, i) => sql`when ${id}::int then ${i + 1}::int`),
    sql` `,
  );
  await db
    .update(academyLessons)
    .set({ position: sql`case ${academyLessons.id} ${cases} end` })
    .where(and(eq(academyLessons.courseId, courseId), inArray(academyLessons.id, lessonIds)));
}

/** Distinct learners with a record in each course. */
export async function learnerCounts(db: Db, courseIds: number[]) {
  if (courseIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ courseId: academyLessons.courseId, n: countDistinct(academyRecords.userId) })
    .from(academyRecords)
    .innerJoin(academyLessons, eq(academyLessons.id, academyRecords.lessonId))
    .where(inArray(academyLessons.courseId, courseIds))
    .groupBy(academyLessons.courseId);
  return new Map(rows.map((r) => [r.courseId, r.n]));
}

/** Each learner of a course: lessons completed, seconds watched, last report; latest first. */
export async function learnersOf(db: Db, courseId: number, p: { page: number; pageSize: number }) {
  const where = eq(academyLessons.courseId, courseId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        userId: academyRecords.userId,
        completed: sql<number>`(count(*) filter (where ${academyRecords.completed}))::int`,
        watched: sql<number>`sum(${academyRecords.watchedSeconds})::float8`,
        lastAt: sql<Date>`max(${academyRecords.updatedAt})`,
      })
      .from(academyRecords)
      .innerJoin(academyLessons, eq(academyLessons.id, academyRecords.lessonId))
      .where(where)
      .groupBy(academyRecords.userId)
      .orderBy(sql`max(${academyRecords.updatedAt}) desc`, academyRecords.userId)
      .limit(p.pageSize)
      .offset((p.page - 1) * p.pageSize),
    db
      .select({ n: countDistinct(academyRecords.userId) })
      .from(academyRecords)
      .innerJoin(academyLessons, eq(academyLessons.id, academyRecords.lessonId))
      .where(where),
  ]);
  // A learner's records go with the account (cascade): each has a phone, auth's to say.
  const phones = await phonesOf(
    db,
    rows.map((r) => r.userId),
  );
  return { rows: rows.map((r) => ({ ...r, phone: phones.get(r.userId) ?? '' })), total: total?.n ?? 0 };
}
