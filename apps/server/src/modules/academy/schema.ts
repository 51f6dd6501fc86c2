/**
 * The traffic academy (issue 16, docs/decisions/027-traffic-academy.md): a brand's courses, their
 * chapters (one library video each), learners' records, course tokens, and the HLS packaging of
 * the videos lessons play.
 */
import { COURSE_STATUSES, HLS_STATES } from '@vidmatrix/contract/academy-console';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns';
// Foreign keys only: a schema file may name another owner's table for a reference, never query it.
import { users } from '../auth/schema';
import { teams } from '../team/schema';
import { libraryVideos } from '../upload/schema';

export const academyCourses = pgTable(
  'academy_courses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 5_001 }),
    /** Every member of this brand learns it. */
    brandKey: text('brand_key').notNull(),
    /** The team that authors it, with its library videos. */
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    title: text('title').notNull(),
    speaker: text('speaker').notNull().default(''),
    intro: text('intro').notNull().default(''),
    /** Lessons planned; 0 = as many as it has. */
    totalClassHours: integer('total_class_hours').notNull().default(0),
    coverVideoId: integer('cover_video_id').references(() => libraryVideos.id, { onDelete: 'set null' }),
    status: text('status', { enum: COURSE_STATUSES }).notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('academy_courses_brand_status_idx').on(t.brandKey, t.status, t.updatedAt),
    index('academy_courses_team_idx').on(t.teamId, t.updatedAt),
    check('academy_courses_status_check', sql`${t.status} in ('draft', 'published', 'hidden')`),
  ],
);

/** A chapter: one lesson, one library video (deleting the video removes the chapter). */
export const academyLessons = pgTable(
  'academy_lessons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100_001 }),
    courseId: integer('course_id')
      .notNull()
      .references(() => academyCourses.id, { onDelete: 'cascade' }),
    libraryVideoId: integer('library_video_id')
      .notNull()
      .references(() => libraryVideos.id, { onDelete: 'cascade' }),
    /** 1-based order in the course. */
    position: integer('position').notNull(),
    title: text('title').notNull(),
    intro: text('intro').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('academy_lessons_course_idx').on(t.courseId, t.position),
    index('academy_lessons_video_idx').on(t.libraryVideoId),
  ],
);

/** A learner's record of a lesson: the resume position and the merged ranges actually played. */
export const academyRecords = pgTable(
  'academy_records',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => academyLessons.id, { onDelete: 'cascade' }),
    position: doublePrecision('position').notNull().default(0),
    /** `[start, end]` seconds, sorted and disjoint (modules/academy/ranges.ts). */
    ranges: jsonb('ranges')
      .$type<[number, number][]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    watchedSeconds: doublePrecision('watched_seconds').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    completedAt: at('completed_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    index('academy_records_lesson_idx').on(t.lessonId),
  ],
);

/** Course tokens (spec §7 `course-token`): only the SHA-256 of the token is kept. */
export const courseTokens = pgTable(
  'course_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandKey: text('brand_key').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('course_tokens_hash_idx').on(t.tokenHash),
    index('course_tokens_user_idx').on(t.userId),
  ],
);

/**
 * HLS packaging of a library video a lesson plays (one row per video, made when a lesson first
 * uses it). `prefix` is the storage folder of the master playlist and its renditions.
 */
export const academyHls = pgTable(
  'academy_hls',
  {
    libraryVideoId: integer('library_video_id')
      .primaryKey()
      .references(() => libraryVideos.id, { onDelete: 'cascade' }),
    state: text('state', { enum: HLS_STATES }).notNull().default('pending'),
    prefix: text('prefix'),
    /** Heights of the renditions made, lowest first. */
    renditions: integer('renditions')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Packaging runs started; a row whose runs all crashed ends `failed` (hls-job.ts). */
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('academy_hls_state_idx').on(t.state, t.updatedAt),
    check('academy_hls_state_check', sql`${t.state} in ('pending', 'processing', 'ready', 'failed')`),
  ],
);
