import { PAGE_PATHS } from '@vidmatrix/contract/page-paths';

/** The lesson player's address (spec §2 `/traffic_chapter_detail`): the chapter and its course. */
export const chapterPath = (courseId: number, lessonId: number) =>
  `${PAGE_PATHS.trafficChapterDetail}?${new URLSearchParams({ course_id: String(courseId), id: String(lessonId) })}`;

/** A course's detail inside `/trafficAcademy`. */
export const coursePath = (courseId: number) =>
  `/trafficAcademy?${new URLSearchParams({ course: String(courseId) })}`;

/** A positive integer id from a query parameter, else 0 (nothing to load). */
export function idParam(value: string | null): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0;
}

/** Watched share of a lesson, 0–100, for its line in the chapter list. */
export function watchedPercent(watchedSeconds: number, duration: number): number {
  if (!(duration > 0)) return 0;
  return Math.min(100, Math.floor((watchedSeconds / duration) * 100));
}
