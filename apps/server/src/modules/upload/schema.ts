/**
 * The merchant console's video library and upload tasks (issue 5). Files arrive over tus into a
 * local staging folder, are probed/transcoded there, and the results go to the Storage back end
 * (local disk or S3); a library video is then added to activity pools as `videos` rows.
 */
// The spec §4 states and the two uploaders are the contract's, so the wire and the table agree.
import { UPLOAD_KINDS, UPLOAD_STATES } from '@vidmatrix/contract/upload';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from '../../db/columns';
// Foreign keys only: a schema file may name another owner's table for a reference, never query it.
import { users } from '../auth/schema';
import { activities } from '../distribution/schema';
import { teams } from '../team/schema';

/** A processed video in a team's library; the same file (by MD5) is stored once per team. */
export const libraryVideos = pgTable(
  'library_videos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 2_000_001 }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    /** MD5 of the file as uploaded (hex): the browser computes it, the server checks it. */
    md5: text('md5').notNull(),
    title: text('title').notNull(),
    /** The publish caption without the activity's topics (a mix variant's, written per video); null: the activity's template. */
    caption: text('caption'),
    fileKey: text('file_key').notNull(),
    coverKey: text('cover_key').notNull(),
    durationSeconds: doublePrecision('duration_seconds').notNull(),
    /** Bytes of the stored (possibly transcoded) file: what counts toward the quota. */
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    videoCodec: text('video_codec').notNull(),
    audioCodec: text('audio_codec'),
    /** Perceptual hashes of sampled frames (hex, in order), for the near-duplicate check. */
    frameHashes: text('frame_hashes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Results of the platform variant checks: `{ code, ok, detail }[]`. */
    checks: jsonb('checks')
      .$type<{ code: string; ok: boolean; detail?: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('library_videos_team_md5_idx').on(t.teamId, t.md5),
    index('library_videos_team_created_idx').on(t.teamId, t.createdAt),
  ],
);

/**
 * One file the browser is sending. The state moves forward only (see modules/upload/states.ts);
 * a crash mid-upload leaves the tus upload on disk, so the same task resumes where it stopped.
 */
export const uploadTasks = pgTable(
  'upload_tasks',
  {
    id: text('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: UPLOAD_KINDS }).notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    md5: text('md5').notNull(),
    state: text('state', { enum: UPLOAD_STATES }).notNull().default('preparing'),
    /** Processing progress 0–100 while transcoding. */
    progress: integer('progress').notNull().default(0),
    /** Why it failed: a server message key (upload.*), shown translated. */
    errorKey: text('error_key'),
    /** Where the bytes go: the tus upload id, set when the upload is created. */
    uploadId: text('upload_id'),
    libraryVideoId: integer('library_video_id').references(() => libraryVideos.id, { onDelete: 'set null' }),
    /** Add the finished video to this activity's pool (the quick uploader's target). */
    activityId: integer('activity_id').references(() => activities.id),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('upload_tasks_team_created_idx').on(t.teamId, t.createdAt),
    uniqueIndex('upload_tasks_upload_idx').on(t.uploadId),
    check(
      'upload_tasks_state_check',
      sql`${t.state} in ('preparing', 'queued', 'uploading', 'cloud_processing', 'transcoding', 'complete', 'failed', 'cancelled')`,
    ),
    check('upload_tasks_kind_check', sql`${t.kind} in ('quick', 'library')`),
  ],
);
