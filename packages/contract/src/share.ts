import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { script } from './script-model';
import { idField, INT_MAX, optionalField, optionalId, safeString } from './input-fields';

/**
 * Share links (issue 6, spec §1, §3 "Share record", §4 "Share link", §7 `share_web`): a merchant
 * shares several videos or one script, optionally behind a 4-digit password, for some minutes,
 * hours, days or permanently. docs/decisions/012-share-links.md.
 *
 * The visitor pages must not import values from here (zod would join their chunk, decision 004):
 * apps/web/src/features/share/share-web-routes.ts repeats the five public paths, and a test keeps
 * them equal.
 */

export const SHARE_KINDS = ['videos', 'script'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];
export const EXPIRY_UNITS = ['minutes', 'hours', 'days', 'permanent'] as const;
export type ExpiryUnit = (typeof EXPIRY_UNITS)[number];
export const UNIT_MINUTES = { minutes: 1, hours: 60, days: 24 * 60 } as const;
/** Longest finite expiry: one year. Longer than that, "permanent" says it honestly. */
export const MAX_EXPIRY_MINUTES = 365 * 24 * 60;
export const MAX_LINK_VIDEOS = 50;
export const SHARE_PASSWORD = /^\d{4}$/;
/** Wrong passwords allowed per link and per IP in one window (decision 012). */
export const SHARE_PASSWORD_TRIES = 5;
export const SHARE_PASSWORD_WINDOW_S = 15 * 60;
/** A share token lives as long as its link, and never longer than this. */
export const SHARE_TOKEN_MAX_S = 24 * 3600;
/** The header the share_web calls carry (spec §7's session `share_video_token`, decision 002). */
export const SHARE_TOKEN_HEADER = 'share-video-token';

/** Page path of a link: videos open /shareVideo, a script /shareScriptDetail. */
export const sharePath = (kind: ShareKind, code: string) =>
  `${kind === 'script' ? '/shareScriptDetail' : '/shareVideo'}?code=${encodeURIComponent(code)}`;

const isoDate = z.string().describe('ISO 8601 date-time');
const id = idField;
const linkCode = safeString().trim().min(1).max(64);
const sharePassword = safeString().regex(SHARE_PASSWORD, { error: 'share_password_format' });

/** Where a video's activity's store is (spec §3 poi_param). */
export const storeLocation = z.object({
  province: z.string(),
  city: z.string(),
  district: z.string(),
  address: z.string(),
  poi_name: z.string(),
});
export type StoreLocation = z.infer<typeof storeLocation>;

/** Expiry of a link: null = permanently valid. */
const linkExpiry = {
  permanent: z.boolean(),
  expires_at: isoDate.nullable(),
};

// ---- Public share_web calls (spec §7), under the brand's host.

export const shareLinkState = z.object({
  code: z.string(),
  kind: z.enum(SHARE_KINDS),
  password_required: z.boolean(),
  ...linkExpiry,
  /** Given at once when no password is needed, or when the caller's token is already for this link. */
  share_video_token: z.string().nullable(),
  token_expires_at: isoDate.nullable(),
});
export type ShareLinkState = z.infer<typeof shareLinkState>;

export const shareLinkCode = defineEndpoint({
  method: 'GET',
  path: '/member/video/mixed/share_web/link_code',
  summary: "A share link's public state; unknown, expired or ended links answer 32001",
  tags: ['share'],
  auth: { optional: 'share-video-token' },
  // `link_code` is accepted as well: the spec names the call after it but shows no parameters.
  query: z
    .object({ code: optionalField(linkCode), link_code: optionalField(linkCode) })
    .refine((q) => q.code ?? q.link_code, { error: 'share_code_required', path: ['code'] })
    .transform((q) => ({ code: (q.code ?? q.link_code) as string })),
  response: shareLinkState,
});

/** `link_code` and `passwd` (the call's own name) are accepted for `code` and `password`. */
export const sharePasswdBody = z
  .object({
    code: optionalField(linkCode),
    link_code: optionalField(linkCode),
    password: optionalField(sharePassword),
    passwd: optionalField(sharePassword),
  })
  .refine((b) => b.code ?? b.link_code, { error: 'share_code_required', path: ['code'] })
  .refine((b) => b.password ?? b.passwd, { error: 'share_password_format', path: ['password'] })
  .transform((b) => ({
    code: (b.code ?? b.link_code) as string,
    password: (b.password ?? b.passwd) as string,
  }));

export const sharePasswd = defineEndpoint({
  method: 'POST',
  path: '/member/video/mixed/share_web/passwd',
  summary: 'Unlock a password-gated link: wrong → 32002 with tries left; too many → 42900',
  tags: ['share'],
  auth: 'public',
  body: sharePasswdBody,
  response: z.object({
    kind: z.enum(SHARE_KINDS),
    share_video_token: z.string(),
    token_expires_at: isoDate,
    ...linkExpiry,
  }),
});

export const sharedVideo = z.object({
  /** 1-based position in the link. */
  number: z.number().int(),
  video_id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  duration: z.number(),
  download_count: z.number().int(),
  url: z.string(),
  store: storeLocation.nullable(),
});
export type SharedVideo = z.infer<typeof sharedVideo>;

export const shareWebPage = defineEndpoint({
  method: 'GET',
  path: '/member/video/mixed/share_web/page',
  summary: 'The videos of the link in the share-video-token header',
  tags: ['share'],
  auth: 'share-video-token',
  query: z.object({
    page: optionalField(z.coerce.number().int().min(1).max(INT_MAX)).transform((v) => v ?? 1),
    page_size: optionalField(z.coerce.number().int().min(1).max(MAX_LINK_VIDEOS)).transform((v) => v ?? 20),
  }),
  response: z.object({
    items: z.array(sharedVideo),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    ...linkExpiry,
  }),
});

export const shareWebInfo = defineEndpoint({
  method: 'GET',
  path: '/member/video/mixed/share_web/info',
  summary: "The link's summary and, for a script link, the script",
  tags: ['share'],
  auth: 'share-video-token',
  response: z.object({
    code: z.string(),
    kind: z.enum(SHARE_KINDS),
    team_name: z.string(),
    brand_name: z.string(),
    ...linkExpiry,
    /** Videos in the link (0 for a script link). */
    count: z.number().int(),
    script: script.nullable(),
  }),
});
export type ShareWebInfo = z.infer<typeof shareWebInfo.response>;

export const shareWebDownload = defineEndpoint({
  method: 'POST',
  path: '/member/video/mixed/share_web/download',
  summary: 'Count one download of a video of the link and answer its download address',
  tags: ['share'],
  auth: 'share-video-token',
  // `mixed_video_id` (spec §3's name for a mixed video's id) is accepted for `video_id`.
  body: z
    .object({ video_id: optionalId, mixed_video_id: optionalId })
    .refine((b) => b.video_id ?? b.mixed_video_id, { error: 'share_video_required', path: ['video_id'] })
    .transform((b) => ({ video_id: (b.video_id ?? b.mixed_video_id) as number })),
  response: z.object({
    video_id: z.number().int(),
    download_count: z.number().int(),
    download_url: z.string(),
  }),
});

// ---- Console (merchant / team administrator of the link's team).

export const SHARE_LINK_STATES = ['valid', 'permanent', 'expired', 'ended'] as const;
export type ShareLinkStatus = (typeof SHARE_LINK_STATES)[number];

export const shareExpiry = z
  .object({
    unit: z.enum(EXPIRY_UNITS),
    /** Ignored for `permanent`. */
    amount: z.coerce.number().int().min(1).max(MAX_EXPIRY_MINUTES).optional(),
  })
  .refine((e) => e.unit === 'permanent' || e.amount !== undefined, {
    error: 'share_expiry_amount_required',
    path: ['amount'],
  })
  .refine((e) => e.unit === 'permanent' || (e.amount ?? 0) * UNIT_MINUTES[e.unit] <= MAX_EXPIRY_MINUTES, {
    error: 'share_expiry_too_long',
    path: ['amount'],
  });
export type ShareExpiry = z.infer<typeof shareExpiry>;

/** Minutes of a finite expiry; null for permanent. */
export function expiryMinutes(expiry: ShareExpiry): number | null {
  return expiry.unit === 'permanent' ? null : (expiry.amount ?? 0) * UNIT_MINUTES[expiry.unit];
}

export const createShareLinkBody = z
  .object({
    kind: z.enum(SHARE_KINDS),
    video_ids: z.array(idField).max(MAX_LINK_VIDEOS).optional(),
    script_id: idField.optional(),
    expiry: shareExpiry,
    /** Empty or absent: no password. */
    password: z.union([sharePassword, z.literal('')]).optional(),
  })
  .refine((b) => b.kind !== 'videos' || (b.video_ids?.length ?? 0) > 0, {
    error: 'share_videos_required',
    path: ['video_ids'],
  })
  .refine((b) => b.kind !== 'script' || b.script_id !== undefined, {
    error: 'share_script_required',
    path: ['script_id'],
  });
export type CreateShareLinkBody = z.infer<typeof createShareLinkBody>;

export const shareLinkRow = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(SHARE_KINDS),
  /** Page path with the code; the console prefixes its own origin. */
  path: z.string(),
  state: z.enum(SHARE_LINK_STATES),
  has_password: z.boolean(),
  ...linkExpiry,
  ended_at: isoDate.nullable(),
  created_at: isoDate,
  /** Titles of the shared videos (in order) or of the script. */
  titles: z.array(z.string()),
  video_count: z.number().int(),
  downloads: z.number().int(),
  /**
   * Set while wrong passwords from anywhere have locked the link for everyone (SHARE_PASSWORD_TRIES
   * per window): the seconds until it takes passwords again; the owner can lift it (unlockShareLink).
   */
  lock: z.object({ retry_after_s: z.number().int() }).nullable(),
});
export type ShareLinkRow = z.infer<typeof shareLinkRow>;

export const createShareLink = defineEndpoint({
  method: 'POST',
  path: '/member/share/links/create',
  summary: "Share the team's videos or a script; the team's policy applies (32003)",
  tags: ['share'],
  auth: 'token',
  body: createShareLinkBody,
  /** The password is echoed once so it can be copied with the link; only its hash is kept. */
  response: z.object({ link: shareLinkRow, password: z.string().nullable() }),
});

export const listShareLinks = defineEndpoint({
  method: 'GET',
  path: '/member/share/links',
  summary: "The team's share links, newest first, with state and download totals",
  tags: ['share'],
  auth: 'token',
  query: z.object({
    page: z.coerce.number().int().min(1).max(INT_MAX).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({ items: z.array(shareLinkRow), total: z.number().int() }),
});

export const endShareLink = defineEndpoint({
  method: 'POST',
  path: '/member/share/links/end',
  summary: 'End a link early: it answers "expired" from now on',
  tags: ['share'],
  auth: 'token',
  body: z.object({ id }),
  response: z.object({ link: shareLinkRow }),
});

export const unlockShareLink = defineEndpoint({
  method: 'POST',
  path: '/member/share/links/unlock',
  summary: "Lift the wrong-password lock on one of the team's links: its holders may try again at once",
  tags: ['share'],
  auth: 'token',
  body: z.object({ id }),
  response: z.object({ link: shareLinkRow }),
});

export const sharePolicy = z.object({
  password_required: z.boolean(),
  /** null: permanent links allowed. */
  max_expiry_minutes: z.number().int().min(1).max(MAX_EXPIRY_MINUTES).nullable(),
});
export type SharePolicy = z.infer<typeof sharePolicy>;

export const getSharePolicy = defineEndpoint({
  method: 'GET',
  path: '/member/share/policy',
  summary: "The team's share-link policy; editable by its administrators",
  tags: ['share'],
  auth: 'token',
  response: z.object({ policy: sharePolicy, editable: z.boolean() }),
});

export const updateSharePolicy = defineEndpoint({
  method: 'POST',
  path: '/member/share/policy/update',
  summary: "Set the team's share-link policy (team administrators)",
  tags: ['share'],
  auth: 'token',
  body: sharePolicy,
  response: z.object({ policy: sharePolicy, editable: z.boolean() }),
});

export const shareSources = defineEndpoint({
  method: 'GET',
  path: '/member/share/sources',
  summary: 'What the team can share: its activities (with video counts) and its scripts',
  tags: ['share'],
  auth: 'token',
  response: z.object({
    activities: z.array(z.object({ id: z.number().int(), title: z.string(), video_count: z.number().int() })),
    scripts: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        type: z.enum(['shot', 'whole']),
        ai_generated: z.boolean(),
        updated_at: isoDate,
      }),
    ),
  }),
});

export const shareSourceVideos = defineEndpoint({
  method: 'GET',
  path: '/member/share/sources/videos',
  summary: "The ready videos of one of the team's activities, for the link picker",
  tags: ['share'],
  auth: 'token',
  query: z.object({ activity_id: id }),
  response: z.object({
    items: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        cover: z.string(),
        duration: z.number(),
        /** The library video it was added from (null: uploaded to the activity directly). */
        library_video_id: z.number().int().nullable(),
      }),
    ),
  }),
});
