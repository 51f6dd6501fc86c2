import type {
  CourseProgress,
  CourseSummary,
  LessonRecord,
  LessonSources,
  LessonSummary,
} from '@vidmatrix/contract/academy';
import type { MediaLinks } from '../../shared/media-links';
import { percentOf } from './ranges';
import type { CourseRow, LessonRow, RecordRow } from './repo';

/** Builds the HLS master URL of a packaged lesson (hls-links.ts), null until it is ready. */
export type HlsLink = (lesson: LessonRow) => string | null;

const EMPTY_RECORD: LessonRecord = { position: 0, watched_seconds: 0, completed: false, updated_at: null };

export function presentRecord(r: RecordRow | undefined): LessonRecord {
  if (!r) return EMPTY_RECORD;
  return {
    position: r.position,
    watched_seconds: r.watchedSeconds,
    completed: r.completed,
    updated_at: r.updatedAt.toISOString(),
  };
}

export function presentLesson(
  l: LessonRow,
  number: number,
  media: MediaLinks,
  record: RecordRow | undefined,
): LessonSummary {
  return {
    id: l.id,
    course_id: l.courseId,
    number,
    title: l.title,
    cover: media.file(l.coverKey),
    duration: l.durationSeconds,
    record: presentRecord(record),
  };
}

/** The picture a lesson's player shows before it plays (and the chapter page's HTML first). */
export const posterOf = (l: LessonRow, media: MediaLinks): string => media.file(l.coverKey);

export function presentSources(l: LessonRow, media: MediaLinks, hls: HlsLink): LessonSources {
  return {
    hls: hls(l),
    mp4: media.file(l.fileKey),
    poster: posterOf(l, media),
    duration: l.durationSeconds,
  };
}

/**
 * Progress over a course's lessons: the lesson to continue is the one played last, unless it is
 * completed, then the first lesson after it not completed.
 */
export function progressOf(lessons: readonly LessonRow[], records: readonly RecordRow[]): CourseProgress {
  const byLesson = new Map(records.map((r) => [r.lessonId, r]));
  const completed = lessons.filter((l) => byLesson.get(l.id)?.completed).length;
  const played = records
    .filter((r) => lessons.some((l) => l.id === r.lessonId) && r.updatedAt)
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
  let last: number | null = null;
  if (played && !played.completed) last = played.lessonId;
  else {
    const from = played ? lessons.findIndex((l) => l.id === played.lessonId) + 1 : 0;
    last =
      [...lessons.slice(from), ...lessons.slice(0, from)].find((l) => !byLesson.get(l.id)?.completed)?.id ??
      null;
  }
  return {
    completed_lessons: completed,
    total_lessons: lessons.length,
    percent: percentOf(completed, lessons.length),
    last_lesson_id: last,
  };
}

export function presentCourse(
  c: CourseRow,
  lessons: readonly LessonRow[],
  records: readonly RecordRow[],
  media: MediaLinks,
): CourseSummary {
  const cover = lessons.find((l) => l.libraryVideoId === c.coverVideoId) ?? lessons[0];
  return {
    id: c.id,
    title: c.title,
    cover: cover ? media.file(cover.coverKey) : '',
    speaker: c.speaker,
    intro: c.intro,
    total_class_hours: Math.max(c.totalClassHours, lessons.length),
    total_duration: Math.round(lessons.reduce((sum, l) => sum + l.durationSeconds, 0) * 100) / 100,
    updated_periods: lessons.length,
    updated_at: c.updatedAt.toISOString(),
    progress: progressOf(lessons, records),
  };
}
