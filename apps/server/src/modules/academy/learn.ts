import type { CourseDetail, CourseSummary, LessonDetail, LessonSummary } from '@vidmatrix/contract/academy';
import { COURSES_PER_PAGE } from '@vidmatrix/contract/academy-view';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { MediaLinks } from '../../shared/media-links';
import {
  presentCourse,
  presentLesson,
  presentRecord,
  posterOf,
  presentSources,
  progressOf,
  type HlsLink,
} from './present';
import { applyReport, type Range } from './ranges';
import * as repo from './repo';
import type { Learner } from './token';

/** What every learner call knows: who, and how to link media for this request. */
export interface LearnContext {
  db: Db;
  learner: Learner;
  media: MediaLinks;
  hls: HlsLink;
}

interface Paging {
  page: number;
  page_size: number;
}

const courseNotFound = () => new AppError('notFound', { messageKey: 'academy.course_not_found' });
const lessonNotFound = () => new AppError('notFound', { messageKey: 'academy.lesson_not_found' });

const groupBy = <T, K>(items: readonly T[], key: (item: T) => K) => {
  const map = new Map<K, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
};

/** What the reads that link no HLS stream need: who, and how to link media. */
type ReadContext = Pick<LearnContext, 'db' | 'learner' | 'media'>;

export async function coursePage(ctx: ReadContext, q: Paging) {
  const { rows, total } = await repo.pagePublished(ctx.db, ctx.learner.brandKey, {
    page: q.page,
    pageSize: q.page_size,
  });
  const lessons = await repo.lessonsOf(
    ctx.db,
    rows.map((c) => c.id),
  );
  const records = await repo.recordsOf(
    ctx.db,
    ctx.learner.userId,
    lessons.map((l) => l.id),
  );
  const byCourse = groupBy(lessons, (l) => l.courseId);
  const items: CourseSummary[] = rows.map((c) =>
    presentCourse(c, byCourse.get(c.id) ?? [], records, ctx.media),
  );
  return { items, total, page: q.page, page_size: q.page_size };
}

/** The learner's first page of courses, as the list asks for it (decision 019: its HTML paints it). */
export async function firstCourses(ctx: ReadContext): Promise<CourseSummary[]> {
  return (await coursePage(ctx, { page: 1, page_size: COURSES_PER_PAGE })).items;
}

/** A published course of the learner's brand with its lessons and the learner's records. */
async function openCourse(ctx: LearnContext, id: number) {
  const course = await repo.findPublished(ctx.db, ctx.learner.brandKey, id);
  if (!course) throw courseNotFound();
  const lessons = await repo.lessonsOf(ctx.db, [id]);
  const records = await repo.recordsOf(
    ctx.db,
    ctx.learner.userId,
    lessons.map((l) => l.id),
  );
  return { course, lessons, records };
}

function chapters(ctx: LearnContext, lessons: readonly repo.LessonRow[], records: readonly repo.RecordRow[]) {
  const byLesson = new Map(records.map((r) => [r.lessonId, r]));
  return lessons.map((l, i): LessonSummary => presentLesson(l, i + 1, ctx.media, byLesson.get(l.id)));
}

export async function courseInfo(ctx: LearnContext, id: number): Promise<CourseDetail> {
  const { course, lessons, records } = await openCourse(ctx, id);
  return { ...presentCourse(course, lessons, records, ctx.media), chapters: chapters(ctx, lessons, records) };
}

export async function lessonsPage(ctx: LearnContext, q: Paging & { course_id: number }) {
  const { lessons, records } = await openCourse(ctx, q.course_id);
  const all = chapters(ctx, lessons, records);
  const from = (q.page - 1) * q.page_size;
  return {
    items: all.slice(from, from + q.page_size),
    total: all.length,
    page: q.page,
    page_size: q.page_size,
  };
}

/** A lesson of a published course of the learner's brand; anything else reads as unknown. */
async function openLesson(ctx: Pick<LearnContext, 'db' | 'learner'>, id: number) {
  const lesson = await repo.findLesson(ctx.db, id);
  if (!lesson) throw lessonNotFound();
  const course = await repo.findPublished(ctx.db, ctx.learner.brandKey, lesson.courseId);
  if (!course) throw lessonNotFound();
  return { lesson, course };
}

export async function lessonInfo(ctx: LearnContext, id: number): Promise<LessonDetail> {
  const { course, lesson } = await openLesson(ctx, id);
  const { lessons, records } = await openCourse(ctx, course.id);
  const index = lessons.findIndex((l) => l.id === lesson.id);
  const record = records.find((r) => r.lessonId === lesson.id);
  return {
    ...presentLesson(lesson, index + 1, ctx.media, record),
    intro: lesson.intro,
    course_title: course.title,
    sources: presentSources(lesson, ctx.media, ctx.hls),
    prev_lesson_id: lessons[index - 1]?.id ?? null,
    next_lesson_id: lessons[index + 1]?.id ?? null,
  };
}

/**
 * What the chapter page shows first (decision 019): the lesson's poster, as its player shows it
 * (`lessonInfo`'s `sources.poster`), and its course's title for the link above it; the lesson
 * refusals of `lessonInfo` for anything the learner may not open.
 */
export async function lessonFirstScreen(ctx: ReadContext, id: number) {
  const { course, lesson } = await openLesson(ctx, id);
  return { poster: posterOf(lesson, ctx.media), course_title: course.title };
}

/** Merges the report into the stored record under a row lock, then answers the course's progress. */
export async function record(
  ctx: LearnContext,
  body: { lesson_id: number; position: number; played: { start: number; end: number }[] },
) {
  const { lesson, course } = await openLesson(ctx, body.lesson_id);
  const played = body.played.map((r): Range => [r.start, r.end]);
  const saved = await ctx.db.transaction(async (tx) => {
    const previous = await repo.lockRecord(tx, ctx.learner.userId, lesson.id);
    const next = applyReport(previous, { position: body.position, played }, lesson.durationSeconds);
    return repo.saveRecord(tx, { userId: ctx.learner.userId, lessonId: lesson.id, ...next });
  });
  const { lessons, records } = await openCourse(ctx, course.id);
  return { record: presentRecord(saved), progress: progressOf(lessons, records) };
}
