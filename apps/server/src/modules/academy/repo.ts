import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { academyCourses, academyHls, academyLessons, academyRecords } from './schema';
import { libraryVideosById } from '../upload/service';
import type { Range } from './ranges';

export type CourseRow = typeof academyCourses.$inferSelect;
export type RecordRow = typeof academyRecords.$inferSelect;

/** A lesson with what the player needs of its library video and its HLS packaging. */
export interface LessonRow {
  id: number;
  courseId: number;
  position: number;
  title: string;
  intro: string;
  libraryVideoId: number;
  fileKey: string;
  coverKey: string;
  durationSeconds: number;
  hlsState: 'pending' | 'processing' | 'ready' | 'failed' | null;
  hlsPrefix: string | null;
}

const lessonColumns = {
  id: academyLessons.id,
  courseId: academyLessons.courseId,
  position: academyLessons.position,
  title: academyLessons.title,
  intro: academyLessons.intro,
  libraryVideoId: academyLessons.libraryVideoId,
  hlsState: academyHls.state,
  hlsPrefix: academyHls.prefix,
};

const lessonQuery = (db: Db) =>
  db
    .select(lessonColumns)
    .from(academyLessons)
    .leftJoin(academyHls, eq(academyHls.libraryVideoId, academyLessons.libraryVideoId));

/** The lessons with their library videos' files (upload's); a lesson's video is never missing (cascade). */
async function withVideos(db: Db, lessons: Omit<LessonRow, 'fileKey' | 'coverKey' | 'durationSeconds'>[]) {
  const videos = await libraryVideosById(
    db,
    lessons.map((l) => l.libraryVideoId),
  );
  return lessons.flatMap((l): LessonRow[] => {
    const v = videos.get(l.libraryVideoId);
    return v ? [{ ...l, fileKey: v.fileKey, coverKey: v.coverKey, durationSeconds: v.durationSeconds }] : [];
  });
}

const published = (brandKey: string) =>
  and(eq(academyCourses.brandKey, brandKey), eq(academyCourses.status, 'published'));

export async function pagePublished(db: Db, brandKey: string, p: { page: number; pageSize: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(academyCourses)
      .where(published(brandKey))
      .orderBy(desc(academyCourses.updatedAt), desc(academyCourses.id))
      .limit(p.pageSize)
      .offset((p.page - 1) * p.pageSize),
    db.select({ n: count() }).from(academyCourses).where(published(brandKey)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findPublished(db: Db, brandKey: string, id: number): Promise<CourseRow | undefined> {
  const [row] = await db
    .select()
    .from(academyCourses)
    .where(and(eq(academyCourses.id, id), published(brandKey)));
  return row;
}

/** Every lesson of these courses, in course order. */
export async function lessonsOf(db: Db, courseIds: number[]): Promise<LessonRow[]> {
  if (courseIds.length === 0) return [];
  const lessons = await lessonQuery(db)
    .where(inArray(academyLessons.courseId, courseIds))
    .orderBy(asc(academyLessons.courseId), asc(academyLessons.position), asc(academyLessons.id));
  return withVideos(db, lessons);
}

export async function findLesson(db: Db, id: number): Promise<LessonRow | undefined> {
  const [row] = await withVideos(db, await lessonQuery(db).where(eq(academyLessons.id, id)));
  return row;
}

export async function recordsOf(db: Db, userId: number, lessonIds: number[]): Promise<RecordRow[]> {
  if (lessonIds.length === 0) return [];
  return db
    .select()
    .from(academyRecords)
    .where(and(eq(academyRecords.userId, userId), inArray(academyRecords.lessonId, lessonIds)));
}

/**
 * Writes a record in one statement under a row lock: two devices reporting at once must not lose
 * each other's ranges, so the caller reads with FOR UPDATE inside the transaction it writes in.
 */
export async function lockRecord(db: Db, userId: number, lessonId: number): Promise<RecordRow> {
  // An empty row first, so that a first report from two devices at once has a row to lock too.
  await db.insert(academyRecords).values({ userId, lessonId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(academyRecords)
    .where(and(eq(academyRecords.userId, userId), eq(academyRecords.lessonId, lessonId)))
    .for('update');
  return row!;
}

export async function saveRecord(
  db: Db,
  values: {
    userId: number;
    lessonId: number;
    position: number;
    ranges: Range[];
    watchedSeconds: number;
    completed: boolean;
  },
): Promise<RecordRow> {
  const now = new Date();
  const set = {
    ...values,
    updatedAt: now,
    completedAt: values.completed ? sql`coalesce(${academyRecords.completedAt}, now())` : null,
  };
  const [row] = await db
    .insert(academyRecords)
    .values({ ...values, updatedAt: now, completedAt: values.completed ? now : null })
    .onConflictDoUpdate({ target: [academyRecords.userId, academyRecords.lessonId], set })
    .returning();
  return row!;
}
