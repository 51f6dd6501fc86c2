import { z } from 'zod';
import { DISTRIBUTION_PLATFORMS } from './distribution-routes';
import { defineEndpoint } from './endpoint';
import { idField, INT_MAX, safeString } from './input-fields';

/**
 * The merchant console (issue 5, docs/decisions/011-merchant-console.md): activities, their
 * stores and video pools (NFC cards: console-nfc.ts). Every endpoint is for a merchant or administrator of
 * the team that owns the record; another team's ids answer exactly like unknown ids.
 * Field messages are keys (`console_title_required`): the server answers them translated from
 * `validation.<key>`, the console page from its own `validation.<key>`.
 */

export const LOCK_SECONDS_MIN = 60;
export const LOCK_SECONDS_MAX = 43_200;
export const TITLE_MAX = 60;
export const HASHTAGS_MAX = 10;
export const HASHTAG_MAX_LENGTH = 20;
export const CAPTION_MAX = 500;
/** The only placeholders a caption template may use; the claim engine fills them in. */
export const CAPTION_PLACEHOLDERS = ['{title}', '{store}'] as const;
export const PAGE_SIZE_MAX = 100;

export const ACTIVITY_STATUSES = ['active', 'paused', 'ended'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];
export const STATUS_ACTIONS = ['pause', 'resume', 'end'] as const;
export type StatusAction = (typeof STATUS_ACTIONS)[number];

/** A pool video as the merchant sees it; `processing`/`failed` are videos not ready to hand out. */
export const POOL_STATES = ['free', 'locked', 'published', 'posted', 'processing', 'failed'] as const;
export type PoolState = (typeof POOL_STATES)[number];

/** Field schemas the console's NFC contract (console-nfc.ts) shares. */
export const platform = z.enum(DISTRIBUTION_PLATFORMS, { error: 'console_platform_invalid' });
export const isoDate = z.string().describe('ISO 8601 date-time');
const id = idField;
export const page = z.coerce.number().int().min(1).max(INT_MAX).default(1);
export const pageSize = z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20);

/** `{word}` tokens that are not one of CAPTION_PLACEHOLDERS. */
export function unknownPlaceholders(template: string): string[] {
  const known: readonly string[] = CAPTION_PLACEHOLDERS;
  return [...template.matchAll(/\{[^{}]*\}/g)].map((m) => m[0]).filter((token) => !known.includes(token));
}

/** A hashtag as typed ("#coffee ", "coffee"): stored without the `#` and surrounding spaces. */
const hashtag = safeString()
  .max(200, { error: 'console_hashtag_too_long' })
  .transform((s) => s.trim().replace(/^#+/, '').trim())
  .pipe(
    z
      .string()
      .min(1, { error: 'console_hashtag_empty' })
      .max(HASHTAG_MAX_LENGTH, { error: 'console_hashtag_too_long' })
      .regex(/^[^\s#]+$/, { error: 'console_hashtag_invalid' }),
  );

export const activityFields = z.object({
  title: safeString({ error: 'console_title_required' })
    .trim()
    .min(1, { error: 'console_title_required' })
    .max(TITLE_MAX, { error: 'console_title_too_long' }),
  platforms: z
    .array(platform, { error: 'console_platforms_required' })
    .min(1, { error: 'console_platforms_required' })
    .transform((list) => DISTRIBUTION_PLATFORMS.filter((p) => list.includes(p))),
  lock_seconds: z.coerce
    .number({ error: 'console_lock_range' })
    .int({ error: 'console_lock_range' })
    .min(LOCK_SECONDS_MIN, { error: 'console_lock_range' })
    .max(LOCK_SECONDS_MAX, { error: 'console_lock_range' }),
  /** Videos one claimer may take; null = no limit. */
  claim_limit: z
    .number({ error: 'console_claim_limit_invalid' })
    .int({ error: 'console_claim_limit_invalid' })
    .min(1, { error: 'console_claim_limit_invalid' })
    .max(INT_MAX, { error: 'console_claim_limit_invalid' })
    .nullable(),
  store_id: idField.nullable(),
  hashtags: z
    .array(hashtag)
    .max(HASHTAGS_MAX, { error: 'console_hashtags_too_many' })
    .transform((tags) => [...new Set(tags)]),
  caption_template: safeString()
    .trim()
    .max(CAPTION_MAX, { error: 'console_caption_too_long' })
    .refine((s) => unknownPlaceholders(s).length === 0, { error: 'console_caption_placeholder' })
    .default('{title}'),
});
export type ActivityFields = z.input<typeof activityFields>;

export const poolCounts = z.object({
  /** Every video of the pool, whatever its state. */
  pool: z.number().int(),
  /** Ready, not published, not locked: what the next claim can draw. */
  free: z.number().int(),
  locked: z.number().int(),
  published: z.number().int(),
  posted: z.number().int(),
});
export type PoolCounts = z.infer<typeof poolCounts>;

/**
 * An activity's funnel (docs/decisions/023-console-figures.md). The four `visitors*` counts are
 * distinct visitors, each a subset of the one before: opened → claimed → taken → posted. `views`,
 * `claims`, `taken` and `posted` are the event totals modules/distribution keeps (page opens,
 * videos handed out, videos taken, videos posted), kept for the API's existing readers.
 */
export const funnel = z.object({
  visitors: z.number().int(),
  visitors_claimed: z.number().int(),
  visitors_taken: z.number().int(),
  visitors_posted: z.number().int(),
  views: z.number().int(),
  claims: z.number().int(),
  taken: z.number().int(),
  posted: z.number().int(),
});
export type Funnel = z.infer<typeof funnel>;

/** The funnel of an activity nobody has opened yet. */
export const EMPTY_FUNNEL: Funnel = {
  visitors: 0,
  visitors_claimed: 0,
  visitors_taken: 0,
  visitors_posted: 0,
  views: 0,
  claims: 0,
  taken: 0,
  posted: 0,
};

export const store = z.object({
  id: z.number().int(),
  name: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  address: z.string(),
  poi_name: z.string(),
});
export type Store = z.infer<typeof store>;

export const activitySummary = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(ACTIVITY_STATUSES),
  platforms: z.array(z.enum(DISTRIBUTION_PLATFORMS)),
  lock_seconds: z.number().int(),
  claim_limit: z.number().int().nullable(),
  store_id: z.number().int().nullable(),
  store_name: z.string().nullable(),
  created_at: isoDate,
  counts: poolCounts,
  funnel,
});
export type ActivitySummary = z.infer<typeof activitySummary>;

export const activityDetail = activitySummary.extend({
  hashtags: z.array(z.string()),
  caption_template: z.string(),
  store: store.nullable(),
});
export type ActivityDetail = z.infer<typeof activityDetail>;

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });

export const listActivities = defineEndpoint({
  method: 'GET',
  path: '/member/console/activities',
  summary: "The team's activities, newest first, with pool counts and funnel",
  tags: ['console'],
  auth: 'token',
  query: z.object({ page, page_size: pageSize, status: z.enum(ACTIVITY_STATUSES).optional() }),
  response: paged(activitySummary),
});

export const getActivity = defineEndpoint({
  method: 'GET',
  path: '/member/console/activity',
  summary: 'One activity of the team (unknown or another team’s → 40400)',
  tags: ['console'],
  auth: 'token',
  query: z.object({ id }),
  response: z.object({ activity: activityDetail }),
});

export const createActivity = defineEndpoint({
  method: 'POST',
  path: '/member/console/activity/create',
  summary: 'Create an activity (active at once; its pool starts empty)',
  tags: ['console'],
  auth: 'token',
  body: activityFields,
  response: z.object({ activity: activityDetail }),
});

export const updateActivity = defineEndpoint({
  method: 'POST',
  path: '/member/console/activity/update',
  summary: 'Edit an activity; an ended activity cannot be edited (40900)',
  tags: ['console'],
  auth: 'token',
  body: activityFields.extend({ id }),
  response: z.object({ activity: activityDetail }),
});

export const setActivityStatus = defineEndpoint({
  method: 'POST',
  path: '/member/console/activity/status',
  summary: 'Pause, resume or end an activity; ended is final (40900)',
  tags: ['console'],
  auth: 'token',
  body: z.object({ id, action: z.enum(STATUS_ACTIONS) }),
  response: z.object({ activity: activityDetail }),
});

export const storeFields = z.object({
  name: safeString({ error: 'console_store_name_required' })
    .trim()
    .min(1, { error: 'console_store_name_required' })
    .max(60, { error: 'text_too_long' }),
  province: safeString().trim().max(30, { error: 'text_too_long' }).default(''),
  city: safeString().trim().max(30, { error: 'text_too_long' }).default(''),
  district: safeString().trim().max(30, { error: 'text_too_long' }).default(''),
  address: safeString().trim().max(120, { error: 'text_too_long' }).default(''),
  poi_name: safeString().trim().max(60, { error: 'text_too_long' }).default(''),
});
export type StoreFields = z.input<typeof storeFields>;

export const listStores = defineEndpoint({
  method: 'GET',
  path: '/member/console/stores',
  summary: "The team's stores (an activity's location)",
  tags: ['console'],
  auth: 'token',
  response: z.object({ items: z.array(store) }),
});

export const saveStore = defineEndpoint({
  method: 'POST',
  path: '/member/console/store/save',
  summary: 'Create a store, or update one of the team when `id` is given',
  tags: ['console'],
  auth: 'token',
  body: storeFields.extend({ id: id.optional() }),
  response: z.object({ store }),
});

export const poolVideo = z.object({
  id: z.number().int(),
  title: z.string(),
  cover_url: z.string(),
  duration: z.number(),
  size_bytes: z.number().int(),
  state: z.enum(POOL_STATES),
  locked_until: isoDate.nullable(),
  published_at: isoDate.nullable(),
  posted_at: isoDate.nullable(),
  library_video_id: z.number().int().nullable(),
  created_at: isoDate,
});
export type PoolVideo = z.infer<typeof poolVideo>;

export const listPoolVideos = defineEndpoint({
  method: 'GET',
  path: '/member/console/activity/videos',
  summary: "An activity's video pool with each video's state",
  tags: ['console'],
  auth: 'token',
  query: z.object({ id, page, page_size: pageSize, state: z.enum(POOL_STATES).optional() }),
  response: paged(poolVideo).extend({ counts: poolCounts }),
});

export const removePoolVideos = defineEndpoint({
  method: 'POST',
  path: '/member/console/activity/videos/remove',
  summary: 'Remove unclaimed videos; all or nothing — one locked/published/posted → 31009',
  tags: ['console'],
  auth: 'token',
  body: z.object({ id, video_ids: z.array(idField).min(1).max(PAGE_SIZE_MAX) }),
  response: z.object({ removed: z.array(z.number().int()) }),
});

// ---- Visitor URLs (docs/decisions/005, 006; features/distribution/distribution-query.ts).

/**
 * What a QR code of an activity opens: Douyin claims on /distribution_video; the other platforms
 * open the NFC-style one-click page, which reads `activity_id` (else `id`) and `platform`.
 */
export function visitorPath(activityId: number, p: (typeof DISTRIBUTION_PLATFORMS)[number]): string {
  if (p === 'douyin') return `/distribution_video?id=${activityId}&platform=douyin`;
  return `/distribution_auto?id=${activityId}&activity_id=${activityId}&platform=${p}`;
}
