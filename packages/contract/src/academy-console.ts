import { z } from 'zod';
import { COURSE_TEXT_MAX, COURSE_TITLE_MAX, LESSONS_PER_COURSE_MAX, pageQuery, SPEAKER_MAX } from './academy';
import { paged } from './console';
import { defineEndpoint } from './endpoint';
import { idField, optionalField, safeString } from './input-fields';

/**
 * Course authoring in the console (issue 16): a merchant or administrator of a team of the brand.
 * Courses belong to the brand (every member of the brand learns them); each is edited by the team
 * that made it, with that team's library videos. Another team's or brand's ids answer like
 * unknown ones (40400). docs/decisions/027-traffic-academy.md.
 */

export const COURSE_STATUSES = ['draft', 'published', 'hidden'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];
/** HLS packaging of a lesson's video: until `ready` the player gets the MP4 only. */
export const HLS_STATES = ['pending', 'processing', 'ready', 'failed'] as const;
export type HlsState = (typeof HLS_STATES)[number];

const isoDate = z.string().describe('ISO 8601 date-time');
const id = idField;

// ---- Fields
const title = safeString({ error: 'academy_title_required' })
  .trim()
  .min(1, { error: 'academy_title_required' })
  .max(COURSE_TITLE_MAX, { error: 'academy_title_too_long' });
const text = (max: number) =>
  safeString()
    .trim()
    .max(max, { error: 'academy_text_too_long' })
    .optional()
    .transform((v) => v ?? '');

export const courseFields = z.object({
  title,
  speaker: text(SPEAKER_MAX),
  intro: text(COURSE_TEXT_MAX),
  /** Planned lessons; 0 = as many as it has. */
  total_class_hours: optionalField(z.coerce.number().int().min(0).max(LESSONS_PER_COURSE_MAX)).transform(
    (v) => v ?? 0,
  ),
  /** A library video whose cover is the course's cover; none = the first lesson's. */
  cover_video_id: optionalField(id).transform((v) => v ?? null),
});

export const consoleLesson = z.object({
  id: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  intro: z.string(),
  library_video_id: z.number().int(),
  cover: z.string(),
  duration: z.number(),
  hls_state: z.enum(HLS_STATES),
});
export type ConsoleLesson = z.infer<typeof consoleLesson>;

export const consoleCourse = z.object({
  id: z.number().int(),
  title: z.string(),
  speaker: z.string(),
  intro: z.string(),
  total_class_hours: z.number().int(),
  cover_video_id: z.number().int().nullable(),
  cover: z.string(),
  status: z.enum(COURSE_STATUSES),
  lessons: z.array(consoleLesson),
  total_duration: z.number(),
  learners: z.number().int(),
  updated_at: isoDate,
});
export type ConsoleCourse = z.infer<typeof consoleCourse>;

export const listConsoleCourses = defineEndpoint({
  method: 'GET',
  path: '/member/console/academy/courses',
  summary: "The team's courses (every status), newest update first",
  tags: ['academy'],
  auth: 'token',
  query: z.object(pageQuery),
  response: paged(consoleCourse),
});

export const getConsoleCourse = defineEndpoint({
  method: 'GET',
  path: '/member/console/academy/course',
  summary: 'One course of the team with its lessons',
  tags: ['academy'],
  auth: 'token',
  query: z.object({ id }),
  response: z.object({ course: consoleCourse }),
});

export const createCourse = defineEndpoint({
  method: 'POST',
  path: '/member/console/academy/course/create',
  summary: 'Create a course (a draft until published)',
  tags: ['academy'],
  auth: 'token',
  body: courseFields,
  response: z.object({ course: consoleCourse }),
});

export const updateCourse = defineEndpoint({
  method: 'POST',
  path: '/member/console/academy/course/update',
  summary: "Edit a course's fields",
  tags: ['academy'],
  auth: 'token',
  body: courseFields.extend({ id }),
  response: z.object({ course: consoleCourse }),
});

export const COURSE_STATUS_ACTIONS = ['publish', 'hide'] as const;

export const setCourseStatus = defineEndpoint({
  method: 'POST',
  path: '/member/console/academy/course/status',
  summary: 'Publish (needs at least one lesson) or hide a course',
  tags: ['academy'],
  auth: 'token',
  body: z.object({ id, action: z.enum(COURSE_STATUS_ACTIONS) }),
  response: z.object({ course: consoleCourse }),
});

const lessonFields = {
  title,
  intro: text(COURSE_TEXT_MAX),
};

export const addLesson = defineEndpoint({
  method: 'POST',
  path: '/member/console/academy/lesson/create',
  summary: "Add a chapter with one of the team's library videos, at the end of the course",
  tags: ['academy'],
  auth: 'token',
  body: z.object({ course_id: id, library_video_id: id, ...lessonFields }),
  response: z.object({ course: consoleCourse }),
});

export const updateLesson = defineEndpoint({
  method: 'POST',
  path: '/member/console/academy/lesson/update',
  summary: "Edit a chapter's title and intro, or attach another library video",
  tags: ['academy'],
  auth: 'token',
  body: z.object({ id, library_video_id: optionalField(id), ...lessonFields }),
  response: z.object({ course: consoleCourse }),
});

export const removeLesson = defineEndpoint({
  method: 'POST',
  path: '/member/console/academy/lesson/remove',
  summary: 'Remove a chapter (its learners’ records go with it)',
  tags: ['academy'],
  auth: 'token',
  body: z.object({ id }),
  response: z.object({ course: consoleCourse }),
});

export const orderLessons = defineEndpoint({
  method: 'POST',
  path: '/member/console/academy/lessons/order',
  summary: "Put a course's chapters in this order (every chapter id of the course, once)",
  tags: ['academy'],
  auth: 'token',
  body: z.object({ course_id: id, lesson_ids: z.array(id).min(1).max(LESSONS_PER_COURSE_MAX) }),
  response: z.object({ course: consoleCourse }),
});

export const learnerProgress = z.object({
  user_id: z.number().int(),
  /** Masked: 138****0000. */
  phone: z.string(),
  completed_lessons: z.number().int(),
  total_lessons: z.number().int(),
  percent: z.number().int(),
  watched_seconds: z.number(),
  last_played_at: isoDate,
});
export type LearnerProgress = z.infer<typeof learnerProgress>;

export const courseLearners = defineEndpoint({
  method: 'GET',
  path: '/member/console/academy/course/learners',
  summary: "Learners' progress over one course of the team, latest activity first",
  tags: ['academy'],
  auth: 'token',
  query: z.object({ id, ...pageQuery }),
  response: paged(learnerProgress),
});
