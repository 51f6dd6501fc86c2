import { z } from 'zod';
import * as routes from './distribution-routes';
import { defineEndpoint } from './endpoint';
import {
  idField,
  idListField,
  INT_MAX,
  INVALID_CHARACTER,
  optionalField,
  optionalId,
  safeString,
  storable,
} from './input-fields';

export type DistributionPlatform = (typeof routes.DISTRIBUTION_PLATFORMS)[number];

// Every input below is read as the spec's browser clients send it (input-fields.ts): ids as
// numbers or strings, "" for an absent optional value, lists as "1, 2" strings or arrays.
const id = idField;
const nfcCode = optionalField(safeString().max(64));

export const poiParam = z.object({
  province: z.string(),
  city: z.string(),
  district: z.string(),
  address: z.string(),
  poi_name: z.string(),
});

export const distributionItem = z.object({
  mixed_video_id: z.number().int(),
  video_title: z.string(),
  video_url: z.string(),
  video_cover: z.string(),
  /** Seconds. */
  video_duration: z.number(),
  /** Our own origin, served with an RFC 6266 Content-Disposition (title + .mp4). */
  download_url: z.string(),
  video_id: z.number().int(),
});

/** The distribution-video shape of spec §3, answered by every fetch. */
export const distributionVideo = z.object({
  exist: z.boolean(),
  items: z.array(distributionItem),
  is_loop_end: z.boolean(),
  activity_id: z.number().int(),
  /** Seconds the claim is held. */
  lock_time: z.number().int(),
  schema_v2: z.string(),
  cdn_schema_v2: z.string(),
  cdn_schema: z.string(),
  test_url: z.string(),
  poi_param: poiParam.nullable(),
  store_id: z.string(),
  /** Beyond the spec: caption with hashtags to copy, and whether platform links are loopback fakes. */
  caption: z.string(),
  hashtags: z.array(z.string()),
  demo_platform: z.boolean(),
});
export type DistributionVideo = z.infer<typeof distributionVideo>;

const fetchFields = {
  activity_id: id,
  nfc_code: nfcCode,
  view_ids: idListField,
  prev_id: optionalId,
  /** The video the page already holds: a re-fetch during its lock returns it again. */
  held_id: optionalId,
};
const fetchBody = z.object(fetchFields);

/** A platform of spec §2, or "" / absent for none. */
const platformField = optionalField(z.enum(routes.DISTRIBUTION_PLATFORMS));
/**
 * The generic browser fetch serves whatever platform the activity has, unless the page names
 * one: `platform`, or `plateform` as the spec's pages and links spell it (spec §2).
 */
const browserFetchBody = z
  .object({ ...fetchFields, platform: platformField, plateform: platformField })
  .transform(({ plateform, ...body }) => ({ ...body, platform: body.platform ?? plateform }));

const reportBody = z.object({ activity_id: id, mixed_video_id: id });
const reportResult = z.object({ reported: z.boolean() });

const fetchEndpoint = (route: routes.Route<'POST'>, summary: string) =>
  defineEndpoint({
    ...route,
    summary,
    tags: ['distribution'],
    auth: 'public',
    body: fetchBody,
    response: distributionVideo,
  });
const reportEndpoint = (route: routes.Route<'POST'>, summary: string) =>
  defineEndpoint({
    ...route,
    summary,
    tags: ['distribution'],
    auth: 'public',
    body: reportBody,
    response: reportResult,
  });

/** Plain Douyin flow (non-NFC): the first video of an activity for this visitor. */
export const douyinActivityVideo = defineEndpoint({
  ...routes.douyinActivityVideo,
  summary: 'Claim (or re-show) a video of a Douyin activity',
  tags: ['distribution'],
  auth: 'public',
  query: z.object({ id, view_mixed_video_ids: idListField, held_id: optionalId }),
  response: distributionVideo,
});

/** "Change video" in the plain Douyin flow. */
export const douyinActivityRandom = defineEndpoint({
  ...routes.douyinActivityRandom,
  summary: 'Change the claimed video of a Douyin activity',
  tags: ['distribution'],
  auth: 'public',
  body: z.object({ id, view_mixed_video_ids: idListField, prev_id: optionalId }),
  response: distributionVideo,
});

export const shareUrlInfo = defineEndpoint({
  ...routes.shareUrlInfo,
  summary:
    'What a visitor page reads of a running activity: its platforms and store (paused or ended → 20002, nothing else)',
  tags: ['distribution'],
  auth: 'public',
  query: z.object({ id }),
  // Public to anyone enumerating ids (issue 26): only what the visitor pages read.
  response: z.object({
    activity_id: z.number().int(),
    platforms: z.array(z.enum(routes.DISTRIBUTION_PLATFORMS)),
    poi_param: poiParam.nullable(),
  }),
});

export const browserFetchVideo = defineEndpoint({
  ...routes.browserFetchVideo,
  summary: 'Claim a video (browser flows: plain Douyin and matrix)',
  tags: ['distribution'],
  auth: 'public',
  body: browserFetchBody,
  response: distributionVideo,
});
export const browserDownloadReport = reportEndpoint(
  routes.browserDownloadReport,
  'Report a download or publish: the video is taken for good',
);
export const browserExpireReport = reportEndpoint(
  routes.browserExpireReport,
  'Release a claimed video before its lock ends',
);
export const weixinFetchVideo = fetchEndpoint(routes.weixinFetchVideo, 'Claim a video for WeChat Channels');
export const weixinFetchVideoV2 = fetchEndpoint(
  routes.weixinFetchVideoV2,
  'Claim a video for WeChat Channels (matrix source)',
);
export const weixinDownloadReport = reportEndpoint(routes.weixinDownloadReport, 'Report a WeChat download');
export const xhsFetchVideo = fetchEndpoint(routes.xhsFetchVideo, 'Claim a video for Xiaohongshu');
export const xhsFetchVideoV2 = fetchEndpoint(
  routes.xhsFetchVideoV2,
  'Claim a video for Xiaohongshu (matrix source)',
);
export const xhsDownloadReport = reportEndpoint(routes.xhsDownloadReport, 'Report a Xiaohongshu share');

const ksRandomBody = z.object({
  id: optionalId,
  activity_id: id,
  view_mixed_video_ids: idListField,
  prev_id: optionalId,
  held_id: optionalId,
  /** The claimer's Kuaishou authorization; without it the visitor id claims. */
  authorize_id: optionalField(safeString().max(64)),
  nfc_code: nfcCode,
});
export const ksRandomVideo = defineEndpoint({
  ...routes.ksRandomVideo,
  summary: 'Claim a video for Kuaishou',
  tags: ['distribution'],
  auth: 'public',
  body: ksRandomBody,
  response: distributionVideo,
});
export const ksRandomVideoV2 = defineEndpoint({
  ...routes.ksRandomVideoV2,
  summary: 'Claim a video for Kuaishou (matrix source)',
  tags: ['distribution'],
  auth: 'public',
  body: ksRandomBody,
  response: distributionVideo,
});

export const ksCreateTask = defineEndpoint({
  ...routes.ksCreateTask,
  summary: 'Publish the claimed video to the claimer’s Kuaishou account',
  tags: ['distribution'],
  auth: 'public',
  body: z.object({
    video_title: safeString().max(200),
    mixed_video_id: id,
    activity_id: id,
    authorize_id: safeString().min(1).max(64),
  }),
  response: z.object({
    task_id: z.string(),
    status: z.enum(['published', 'failed']),
    photo_id: z.string().nullable(),
  }),
});

export const nfcGetShareUrl = defineEndpoint({
  ...routes.nfcGetShareUrl,
  summary: 'The link that opens the platform app for an NFC card (matrix + NFC)',
  tags: ['distribution'],
  auth: 'public',
  body: z.object({
    code: safeString().min(1).max(64),
    source: z.coerce.number().int().min(0).max(INT_MAX),
    urlParams: z
      .union([
        safeString().max(4000),
        // Values stay `unknown` for the page (which passes its query along); strings are checked.
        z
          .record(safeString().max(100), z.unknown())
          .refine(
            (params) => Object.values(params).every((v) => typeof v !== 'string' || storable(v, 4000)),
            {
              error: INVALID_CHARACTER,
            },
          ),
      ])
      .optional(),
  }),
  response: z.object({ url: z.string() }),
});

export const nfcGetXhsSign = defineEndpoint({
  ...routes.nfcGetXhsSign,
  summary: 'Signed Xiaohongshu share-SDK config for an NFC card',
  tags: ['distribution'],
  auth: 'public',
  query: z.object({ code: safeString().min(1).max(64), source: z.coerce.number().int().min(0).max(INT_MAX) }),
  response: z.object({
    card_config: z.object({
      app_key: z.string(),
      nonce: z.string(),
      timestamp: z.string(),
      signature: z.string(),
    }),
  }),
});

/** Proof of posting (issue 3): views → claims → downloads/opens → posted, for the activity's team. */
export const activityFunnel = defineEndpoint({
  ...routes.activityFunnel,
  summary: 'The funnel of an activity: views, claims, downloads/opens, posts',
  tags: ['distribution'],
  auth: 'token',
  query: z.object({ id }),
  response: z.object({
    activity_id: z.number().int(),
    /** Distinct claimers (visitor ids or platform authorizations). */
    visitors: z.number().int(),
    views: z.number().int(),
    claims: z.number().int(),
    /** Downloads and app opens reported: the video is taken for good. */
    taken: z.number().int(),
    posted: z.number().int(),
  }),
});
