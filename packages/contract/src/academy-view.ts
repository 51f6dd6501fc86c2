/**
 * How the course list shows a course (spec §3): one rule for the page (web course-card.tsx) and
 * the first screen its HTML paints (server web/first-screens.ts, decision 019). Zod-free.
 */
import type { CourseProgress } from './academy';

/** Courses per list page, on phones (the feed) and wide screens (numbered pages) alike. */
export const COURSES_PER_PAGE = 10;

/**
 * A card's button, by its academy word: "start" opens the course page first (its chapters and
 * intro); once a lesson is under way, "continue" goes straight back to the lesson the learner
 * left, and without one there is none.
 */
export function courseAction(progress: CourseProgress) {
  if (progress.completed_lessons === 0 && progress.percent === 0) return 'start' as const;
  return progress.last_lesson_id ? ('continue' as const) : undefined;
}
