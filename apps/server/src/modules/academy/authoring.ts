import { LESSONS_PER_COURSE_MAX } from '@vidmatrix/contract/academy';
import type { ConsoleCourse, courseFields } from '@vidmatrix/contract/academy-console';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { MediaLinks } from '../../shared/media-links';
import { maskPhone } from '../../shared/phone';
import * as authoring from './authoring-repo';
import { ensureHls } from './hls-job';
import { percentOf } from './ranges';
import { lessonsOf, type CourseRow } from './repo';
import { mergeOrder } from './rules';

type Owner = authoring.Owner;
type Fields = z.output<typeof courseFields>;

export interface AuthorContext {
  db: Db;
  owner: Owner;
  media: MediaLinks;
  /** A lesson now plays a video: package it (the worker wakes). */
  packaged: () => void;
}

const courseNotFound = () => new AppError('notFound', { messageKey: 'academy.course_not_found' });
const lessonNotFound = () => new AppError('notFound', { messageKey: 'academy.lesson_not_found' });
const videoNotFound = () => new AppError('notFound', { messageKey: 'academy.video_not_found' });

async function present(ctx: AuthorContext, rows: CourseRow[]): Promise<ConsoleCourse[]> {
  const ids = rows.map((c) => c.id);
  const [lessons, learners] = await Promise.all([
    lessonsOf(ctx.db, ids),
    authoring.learnerCounts(ctx.db, ids),
  ]);
  return rows.map((c) => {
    const own = lessons.filter((l) => l.courseId === c.id);
    const cover = own.find((l) => l.libraryVideoId === c.coverVideoId) ?? own[0];
    return {
      id: c.id,
      title: c.title,
      speaker: c.speaker,
      intro: c.intro,
      total_class_hours: c.totalClassHours,
      cover_video_id: c.coverVideoId,
      cover: cover ? ctx.media.file(cover.coverKey) : '',
      status: c.status,
      lessons: own.map((l, i) => ({
        id: l.id,
        number: i + 1,
        title: l.title,
        intro: l.intro,
        library_video_id: l.libraryVideoId,
        cover: ctx.media.file(l.coverKey),
        duration: l.durationSeconds,
        hls_state: l.hlsState ?? 'pending',
      })),
      total_duration: own.reduce((sum, l) => sum + l.durationSeconds, 0),
      learners: learners.get(c.id) ?? 0,
      updated_at: c.updatedAt.toISOString(),
    };
  });
}

async function one(ctx: AuthorContext, id: number) {
  const row = await authoring.findOwned(ctx.db, ctx.owner, id);
  if (!row) throw courseNotFound();
  return { course: (await present(ctx, [row]))[0]! };
}

export async function listCourses(ctx: AuthorContext, q: { page: number; page_size: number }) {
  const { rows, total } = await authoring.pageOwned(ctx.db, ctx.owner, {
    page: q.page,
    pageSize: q.page_size,
  });
  return { items: await present(ctx, rows), total, page: q.page, page_size: q.page_size };
}

export const getCourse = one;

async function checkVideo(ctx: AuthorContext, id: number | null) {
  if (id !== null && !(await authoring.teamVideo(ctx.db, ctx.owner.teamId, id))) throw videoNotFound();
}

const columns = (f: Fields) => ({
  title: f.title,
  speaker: f.speaker,
  intro: f.intro,
  totalClassHours: f.total_class_hours,
  coverVideoId: f.cover_video_id,
});

export async function createCourse(ctx: AuthorContext, f: Fields) {
  await checkVideo(ctx, f.cover_video_id);
  const row = await authoring.insertCourse(ctx.db, { ...ctx.owner, ...columns(f) });
  return one(ctx, row.id);
}

export async function updateCourse(ctx: AuthorContext, id: number, f: Fields) {
  await checkVideo(ctx, f.cover_video_id);
  if (!(await authoring.updateCourse(ctx.db, ctx.owner, id, columns(f)))) throw courseNotFound();
  return one(ctx, id);
}

export async function setStatus(ctx: AuthorContext, id: number, action: 'publish' | 'hide') {
  const course = await authoring.findOwned(ctx.db, ctx.owner, id);
  if (!course) throw courseNotFound();
  if (action === 'publish' && (await authoring.lessonIdsOf(ctx.db, id)).length === 0) {
    throw new AppError('conflict', { messageKey: 'academy.publish_needs_lesson' });
  }
  await authoring.updateCourse(ctx.db, ctx.owner, id, {
    status: action === 'publish' ? 'published' : 'hidden',
  });
  return one(ctx, id);
}

const touch = (ctx: AuthorContext, courseId: number) =>
  authoring.updateCourse(ctx.db, ctx.owner, courseId, {});

export async function addLesson(
  ctx: AuthorContext,
  b: { course_id: number; library_video_id: number; title: string; intro: string },
) {
  if (!(await authoring.findOwned(ctx.db, ctx.owner, b.course_id))) throw courseNotFound();
  await checkVideo(ctx, b.library_video_id);
  const added = await ctx.db.transaction(async (tx) => {
    const row = await authoring.appendLesson(
      tx,
      { courseId: b.course_id, libraryVideoId: b.library_video_id, title: b.title, intro: b.intro },
      LESSONS_PER_COURSE_MAX,
    );
    if (row) await ensureHls(tx, b.library_video_id);
    return row;
  });
  if (!added) {
    throw new AppError('conflict', {
      messageKey: 'academy.too_many_lessons',
      params: { max: LESSONS_PER_COURSE_MAX },
    });
  }
  ctx.packaged();
  await touch(ctx, b.course_id);
  return one(ctx, b.course_id);
}

export async function updateLesson(
  ctx: AuthorContext,
  b: { id: number; library_video_id?: number | undefined; title: string; intro: string },
) {
  const found = await authoring.ownedLesson(ctx.db, ctx.owner, b.id);
  if (!found) throw lessonNotFound();
  if (b.library_video_id !== undefined) {
    await checkVideo(ctx, b.library_video_id);
    await ensureHls(ctx.db, b.library_video_id);
    ctx.packaged();
  }
  await authoring.updateLesson(ctx.db, b.id, {
    title: b.title,
    intro: b.intro,
    ...(b.library_video_id === undefined ? {} : { libraryVideoId: b.library_video_id }),
  });
  await touch(ctx, found.courseId);
  return one(ctx, found.courseId);
}

export async function removeLesson(ctx: AuthorContext, id: number) {
  const found = await authoring.ownedLesson(ctx.db, ctx.owner, id);
  if (!found) throw lessonNotFound();
  await authoring.deleteLesson(ctx.db, id);
  await touch(ctx, found.courseId);
  return one(ctx, found.courseId);
}

export async function orderLessons(ctx: AuthorContext, courseId: number, lessonIds: number[]) {
  if (!(await authoring.findOwned(ctx.db, ctx.owner, courseId))) throw courseNotFound();
  const order = mergeOrder(await authoring.lessonIdsOf(ctx.db, courseId), lessonIds);
  if (!order) throw new AppError('invalidInput', { messageKey: 'academy.order_mismatch' });
  await authoring.setOrder(ctx.db, courseId, order);
  await touch(ctx, courseId);
  return one(ctx, courseId);
}

export async function learners(ctx: AuthorContext, q: { id: number; page: number; page_size: number }) {
  if (!(await authoring.findOwned(ctx.db, ctx.owner, q.id))) throw courseNotFound();
  const total = (await authoring.lessonIdsOf(ctx.db, q.id)).length;
  const page = await authoring.learnersOf(ctx.db, q.id, { page: q.page, pageSize: q.page_size });
  return {
    items: page.rows.map((r) => ({
      user_id: r.userId,
      phone: maskPhone(r.phone),
      completed_lessons: r.completed,
      total_lessons: total,
      percent: percentOf(r.completed, total),
      watched_seconds: Math.round(Number(r.watched) * 10) / 10,
      last_played_at: new Date(r.lastAt).toISOString(),
    })),
    total: page.total,
    page: q.page,
    page_size: q.page_size,
  };
}
