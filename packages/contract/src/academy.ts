import { z } from 'zod';
import { paged } from './console';
import * as routes from './academy-routes';
import { defineEndpoint } from './endpoint';
import { idField, INT_MAX, optionalField, safeString } from './input-fields';

/**
 * The traffic academy (issue 16, spec §1 course area, §2 `/trafficAcademy` and
 * `/traffic_chapter_detail`, §3 "Course", §7 course calls). docs/decisions/027-traffic-academy.md.
 *
 * A brand's courses are made in its console; a course is a list of chapters, and each chapter is
 * one lesson: one library video, played at `/traffic_chapter_detail`. "Lesson" and "chapter" name
 * the same record (the spec's calls say lessons, its pages chapters).
 *
 * Learners call the §7 course calls with the `course-token` header (COURSE_TOKEN_HEADER): a token
 * issued to a signed-in member (`issueCourseToken`), kept by the page as `courseToken`. Missing,
 * unknown or revoked → 401 / 4011, which sends the page to the login route like any session code.
 */

export const COURSE_TOKEN_HEADER = 'course-token';
/** A lesson counts as completed once the union of its played ranges covers this share of it. */
export const COMPLETION_SHARE = 0.9;
/** Played ranges kept per learner and lesson (merged, so a real viewing needs only a few). */
export const MAX_PLAYED_RANGES = 200;
export const COURSE_TITLE_MAX = 60;
export const COURSE_TEXT_MAX = 2000;
export const SPEAKER_MAX = 40;
export const LESSONS_PER_COURSE_MAX = 200;
export const ACADEMY_PAGE_SIZE_MAX = 50;

const isoDate = z.string().describe('ISO 8601 date-time');
const id = idField;
/** `page` and `page_size` as browsers send them (numbers, strings, "" for the default). */
export const pageQuery = {
  page: optionalField(z.coerce.number().int().min(1).max(INT_MAX)).transform((v) => v ?? 1),
  page_size: optionalField(z.coerce.number().int().min(1).max(ACADEMY_PAGE_SIZE_MAX)).transform(
    (v) => v ?? 10,
  ),
};
/** Seconds on the wire: "12.5" or 12.5; never beyond a day (the longest lesson is far shorter). */
const seconds = z.coerce.number().min(0).max(86_400);

/** A learner's progress over one course. */
export const courseProgress = z.object({
  completed_lessons: z.number().int(),
  total_lessons: z.number().int(),
  /** 0–100, completed lessons over lessons. */
  percent: z.number().int(),
  /** The lesson to continue with: the last one played, else the first not completed; null when none. */
  last_lesson_id: z.number().int().nullable(),
});
export type CourseProgress = z.infer<typeof courseProgress>;

/** A course in the list (spec §3: total class hours, total duration, updated periods, speaker). */
export const courseSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  speaker: z.string(),
  intro: z.string(),
  /** Lessons planned for the whole course (set by the author; at least the lessons so far). */
  total_class_hours: z.number().int(),
  /** Seconds: the sum of the published lessons' durations. */
  total_duration: z.number(),
  /** Lessons published so far ("updated N periods"). */
  updated_periods: z.number().int(),
  updated_at: isoDate,
  progress: courseProgress,
});
export type CourseSummary = z.infer<typeof courseSummary>;

/** A learner's record of one lesson. */
export const lessonRecord = z.object({
  /** Where to resume, seconds. */
  position: z.number(),
  /** Seconds of the lesson covered by played ranges (their union). */
  watched_seconds: z.number(),
  completed: z.boolean(),
  updated_at: isoDate.nullable(),
});
export type LessonRecord = z.infer<typeof lessonRecord>;

/** A chapter (one lesson) as the course detail and the lessons page list it. */
export const lessonSummary = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  /** 1-based, in the course's order. */
  number: z.number().int(),
  title: z.string(),
  cover: z.string(),
  duration: z.number(),
  record: lessonRecord,
});
export type LessonSummary = z.infer<typeof lessonSummary>;

export const courseDetail = courseSummary.extend({
  /** Every published chapter, in order. */
  chapters: z.array(lessonSummary),
});
export type CourseDetail = z.infer<typeof courseDetail>;

/** What the player plays: HLS where it can, the MP4 otherwise (and when HLS is not ready). */
export const lessonSources = z.object({
  /** The master playlist (2–3 renditions), or null until the lesson's packaging is ready. */
  hls: z.string().nullable(),
  /** Always present: the processed MP4 of the library video. */
  mp4: z.string(),
  poster: z.string(),
  /** Seconds. */
  duration: z.number(),
});
export type LessonSources = z.infer<typeof lessonSources>;

export const lessonDetail = lessonSummary.extend({
  intro: z.string(),
  course_title: z.string(),
  sources: lessonSources,
  /** Previous and next chapter of the course (null at either end: "already the last"). */
  prev_lesson_id: z.number().int().nullable(),
  next_lesson_id: z.number().int().nullable(),
});
export type LessonDetail = z.infer<typeof lessonDetail>;

// ---- Learner calls (spec §7), `course-token` header.

export const coursePage = defineEndpoint({
  ...routes.coursePage,
  summary: "The brand's published courses, newest update first, with the learner's progress",
  tags: ['academy'],
  auth: 'course-token',
  query: z.object(pageQuery),
  response: paged(courseSummary),
});

export const courseInfo = defineEndpoint({
  ...routes.courseInfo,
  summary: "One published course with its chapters (unknown, hidden or another brand's → 40400)",
  tags: ['academy'],
  auth: 'course-token',
  query: z.object({ id }),
  response: courseDetail,
});

export const lessonsPage = defineEndpoint({
  ...routes.lessonsPage,
  summary: "A course's chapters in order, paged, with the learner's records",
  tags: ['academy'],
  auth: 'course-token',
  query: z.object({ course_id: id, ...pageQuery }),
  response: paged(lessonSummary),
});

export const lessonInfo = defineEndpoint({
  ...routes.lessonInfo,
  summary: 'One chapter: playback sources, the resume position, previous and next chapter',
  tags: ['academy'],
  auth: 'course-token',
  query: z.object({ id }),
  response: lessonDetail,
});

/** A played range, seconds; the server clamps it to the lesson and merges it with the others. */
export const playedRange = z
  .union([z.tuple([seconds, seconds]), z.object({ start: seconds, end: seconds })])
  .transform((r) => (Array.isArray(r) ? { start: r[0], end: r[1] } : r))
  .refine((r) => r.end >= r.start, { error: 'academy_range_invalid' });
export type PlayedRange = z.output<typeof playedRange>;

export const recordBody = z.object({
  /** The lesson (`id` is accepted too). */
  lesson_id: optionalField(id),
  id: optionalField(id),
  position: seconds,
  /** Ranges played since the last report (the player reports every few seconds and on pause). */
  played: z.array(playedRange).max(MAX_PLAYED_RANGES).optional().default([]),
});

export const recordLesson = defineEndpoint({
  ...routes.recordLesson,
  summary:
    'Store the resume position and played ranges; completed once their union covers ≥ 90 % of the lesson',
  tags: ['academy'],
  auth: 'course-token',
  body: recordBody
    .refine((b) => b.lesson_id ?? b.id, { error: 'academy_lesson_required', path: ['lesson_id'] })
    .transform(({ lesson_id, id: alias, ...rest }) => ({
      ...rest,
      lesson_id: (lesson_id ?? alias) as number,
    })),
  response: z.object({ record: lessonRecord, progress: courseProgress }),
});

/**
 * The service settings the member pages need (spec §7 `srv_setting/info`): the brand's support
 * contact (the "contact support" of §8 messages) and the academy banner. Public: the academy
 * reads it before it knows whether its token is good.
 */
export const serviceSettings = z.object({
  brand_name: z.string(),
  support: z.object({
    phone: z.string(),
    wechat: z.string(),
    email: z.string(),
  }),
  academy: z.object({
    banner: z.string().nullable(),
    title: z.string(),
    subtitle: z.string(),
  }),
  /** The desktop client's download page of the brand (the no-data page's button). */
  client_download_url: z.string(),
});
export type ServiceSettings = z.infer<typeof serviceSettings>;

export const srvSettingInfo = defineEndpoint({
  ...routes.srvSettingInfo,
  summary: "The brand's support contact, academy banner and client download (documented in decision 027)",
  tags: ['academy'],
  auth: 'public',
  response: serviceSettings,
});

// ---- Course token: a signed-in member (session `token`) asks for one; the desktop client opens
// `/trafficAcademy?token=…` with it.

export const issueCourseToken = defineEndpoint({
  ...routes.issueCourseToken,
  summary: 'Issue a course token for the signed-in member (shown once; stored hashed)',
  tags: ['academy'],
  auth: 'token',
  response: z.object({ course_token: z.string(), academy_url: z.string() }),
});

export const revokeCourseTokens = defineEndpoint({
  method: 'POST',
  path: '/member/copywriter/college/course/token/revoke',
  summary: "Revoke the member's course tokens: the given one, or all when none is given",
  tags: ['academy'],
  auth: 'token',
  body: z.object({ course_token: optionalField(safeString().max(200)) }),
  response: z.object({ revoked: z.number().int() }),
});
