import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idField, isStorableText, safeString } from './input-fields';

/**
 * Uploads and the team's video library (issue 5, spec §2 /uploader, §3 upload task, §4 upload
 * states, §5 limits). Bytes travel over tus (resumable) at TUS_PATH; these endpoints create,
 * watch and cancel the task around them and manage the library.
 */

/** Spec §4, in the order a task normally passes through them. */
export const UPLOAD_STATES = [
  'preparing',
  'queued',
  'uploading',
  'cloud_processing',
  'transcoding',
  'complete',
  'failed',
  'cancelled',
] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];
/** States after which nothing changes any more. */
export const FINAL_UPLOAD_STATES: readonly UploadState[] = ['complete', 'failed', 'cancelled'];

/** quick: the mobile uploader (20 MB / 20 min); library: the console (UPLOAD_LIBRARY_MAX_GB). */
export const UPLOAD_KINDS = ['quick', 'library'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Spec §5 and §9: the quick uploader's limits. The library's size limit is server config. */
export const QUICK_MAX_BYTES = 20 * 1024 * 1024;
export const QUICK_MAX_SECONDS = 20 * 60;
export const GB = 1024 ** 3;
/** Longest video the library accepts; beyond it no platform takes it anyway. */
export const LIBRARY_MAX_SECONDS = 4 * 3600;

/** The tus endpoint (below /api); the task id travels in the upload's `task_id` metadata. */
export const TUS_PATH = '/member/upload/files/';
export const FILE_NAME_MAX = 200;
/** Extensions a video file may have; anything else is "file name error". */
export const VIDEO_EXTENSIONS = [
  'mp4',
  'mov',
  'm4v',
  'webm',
  'mkv',
  'avi',
  'flv',
  '3gp',
  'mpeg',
  'mpg',
  'ts',
];

// Path separators, control characters and characters Windows refuses in names.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_IN_NAME = /[\\/:*?"<>|\u0000-\u001f\u007f]/;

/**
 * A file name we can show and use as a title (spec §8 "file name error" otherwise): not empty,
 * at most 200 characters, no path or control characters, and a video extension. The browser
 * checks it before hashing, the server again.
 */
export function isValidVideoFileName(name: string): boolean {
  const trimmed = name.trim();
  if (!trimmed || [...trimmed].length > FILE_NAME_MAX || FORBIDDEN_IN_NAME.test(trimmed)) return false;
  // A lone surrogate names no character (and a JSON column would refuse it).
  if (!isStorableText(trimmed)) return false;
  const dot = trimmed.lastIndexOf('.');
  if (dot <= 0) return false;
  return VIDEO_EXTENSIONS.includes(trimmed.slice(dot + 1).toLowerCase());
}

const md5 = safeString()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{32}$/, { error: 'md5_invalid' });
const id = idField;
const isoDate = z.string().describe('ISO 8601 date-time');

export const uploadTask = z.object({
  task_id: z.string(),
  kind: z.enum(UPLOAD_KINDS),
  file_name: z.string(),
  size: z.number().int(),
  md5: z.string(),
  state: z.enum(UPLOAD_STATES),
  /** Processing progress 0–100 (transcoding). */
  progress: z.number().int(),
  /** Translated reason of a failed task, else null. */
  error: z.string().nullable(),
  error_key: z.string().nullable(),
  /** The tus upload's path below /api once created, so another tab or process can resume it. */
  upload_url: z.string().nullable(),
  library_video_id: z.number().int().nullable(),
  activity_id: z.number().int().nullable(),
  created_at: isoDate,
  updated_at: isoDate,
});
export type UploadTask = z.infer<typeof uploadTask>;

export const createUploadTaskBody = z.object({
  // Not safeString: U+0000 and every other control character answer spec §8's "file name
  // error" (31003, isValidVideoFileName), which the server checks before any SQL.
  file_name: z.string().max(1000),
  size: z.coerce.number().int().positive(),
  md5,
  kind: z.enum(UPLOAD_KINDS),
  /** From the browser's `<video>` metadata; the server checks it again after probing. */
  duration_seconds: z.coerce.number().min(0).max(1e7),
  activity_id: id.optional(),
});

export const createUploadTask = defineEndpoint({
  method: 'POST',
  path: '/member/upload/task/create',
  summary: 'Create an upload task: checks limits, file name and quota; a known MD5 completes at once',
  tags: ['upload'],
  auth: 'token',
  body: createUploadTaskBody,
  response: z.object({
    task: uploadTask,
    /** True when the team already had this file: no bytes need to be sent. */
    instant: z.boolean(),
    /** Path below /api where tus creates the upload (POST), `task_id` in its metadata; null when instant. */
    tus_endpoint: z.string().nullable(),
  }),
});

export const listUploadTasks = defineEndpoint({
  method: 'GET',
  path: '/member/upload/task/list',
  summary: "The caller's team's recent upload tasks (newest first), or the given ones",
  tags: ['upload'],
  auth: 'token',
  query: z.object({
    /** Comma-separated task ids; empty: the newest 50. */
    ids: safeString()
      .max(2000)
      .optional()
      .transform((v) => (v ? v.split(',').filter(Boolean).slice(0, 100) : [])),
    kind: z.enum(UPLOAD_KINDS).optional(),
  }),
  response: z.object({ tasks: z.array(uploadTask) }),
});

const taskIdBody = z.object({ task_id: safeString().min(1).max(64) });

export const cancelUploadTask = defineEndpoint({
  method: 'POST',
  path: '/member/upload/task/cancel',
  summary: 'Cancel a task that is not finished yet; its partial upload is deleted',
  tags: ['upload'],
  auth: 'token',
  body: taskIdBody,
  response: z.object({ task: uploadTask }),
});

export const variantCheck = z.object({ code: z.string(), ok: z.boolean(), detail: z.string().optional() });
export type VariantCheckResult = z.infer<typeof variantCheck>;

export const libraryVideo = z.object({
  id: z.number().int(),
  title: z.string(),
  md5: z.string(),
  video_url: z.string(),
  cover_url: z.string(),
  duration_seconds: z.number(),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  video_codec: z.string(),
  audio_codec: z.string().nullable(),
  checks: z.array(variantCheck),
  /** Every check passed: the video may go into an activity's pool. */
  checks_ok: z.boolean(),
  /** Activities whose pool holds it. */
  activity_ids: z.array(z.number().int()),
  /** The same activities with their titles, so pages name them instead of showing ids. */
  activities: z.array(z.object({ id: z.number().int(), title: z.string() })),
  created_at: isoDate,
});
export type LibraryVideo = z.infer<typeof libraryVideo>;

export const libraryQuota = z.object({ used_bytes: z.number().int(), total_bytes: z.number().int() });

export const listLibrary = defineEndpoint({
  method: 'GET',
  path: '/member/library/videos',
  summary: "The team's video library (newest first) and its space quota",
  tags: ['upload'],
  auth: 'token',
  query: z.object({}),
  response: z.object({
    videos: z.array(libraryVideo),
    quota: libraryQuota,
    /** Largest file the library accepts, in bytes (UPLOAD_LIBRARY_MAX_GB). */
    max_file_bytes: z.number().int(),
  }),
});

export const listLibraryActivities = defineEndpoint({
  method: 'GET',
  path: '/member/library/activities',
  summary: "The team's activities, for the add-to-activity picker",
  tags: ['upload'],
  auth: 'token',
  query: z.object({}),
  response: z.object({
    activities: z.array(
      z.object({ id: z.number().int(), title: z.string(), status: z.string(), videos: z.number().int() }),
    ),
  }),
});

export const ADD_REFUSALS = ['checks_failed', 'too_similar', 'already_in_pool', 'not_found'] as const;
export type AddRefusal = (typeof ADD_REFUSALS)[number];

export const addToActivity = defineEndpoint({
  method: 'POST',
  path: '/member/library/add_to_activity',
  summary: "Add library videos to an activity's pool; refuses failed checks and near-duplicates",
  tags: ['upload'],
  auth: 'token',
  body: z.object({
    activity_id: id,
    library_video_ids: z.array(id).min(1).max(200),
    /** Add near-duplicates anyway (the merchant accepts that two claimers may post alike videos). */
    allow_similar: z.boolean().optional().default(false),
  }),
  response: z.object({
    added: z.array(z.object({ library_video_id: z.number().int(), video_id: z.number().int() })),
    refused: z.array(
      z.object({
        library_video_id: z.number().int(),
        reason: z.enum(ADD_REFUSALS),
        /** Translated explanation. */
        message: z.string(),
        /** too_similar: the pool video (id) it resembles, and the hash distance. */
        similar_to: z.number().int().nullable(),
        distance: z.number().nullable(),
      }),
    ),
  }),
});

/** A video's title as customers see it on the claim page and on the platform they post to. */
export const VIDEO_TITLE_MAX = 80;
export const videoTitle = safeString({ error: 'video_title_required' })
  .trim()
  .min(1, { error: 'video_title_required' })
  .max(VIDEO_TITLE_MAX, { error: 'video_title_too_long' });

export const renameLibraryVideos = defineEndpoint({
  method: 'POST',
  path: '/member/library/rename',
  summary:
    'New titles for library videos (one, or many at once); pool entries nobody has claimed yet take them too',
  tags: ['upload'],
  auth: 'token',
  body: z.object({
    items: z
      .array(z.object({ library_video_id: id, title: videoTitle }))
      .min(1)
      .max(200),
  }),
  response: z.object({ renamed: z.number().int() }),
});

export const deleteLibraryVideo = defineEndpoint({
  method: 'POST',
  path: '/member/library/delete',
  summary: 'Delete a library video and its unclaimed pool entries (31009 when claimed or shared)',
  tags: ['upload'],
  auth: 'token',
  body: z.object({ library_video_id: id }),
  response: z.object({ deleted: z.boolean() }),
});
