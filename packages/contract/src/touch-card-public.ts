import { z } from 'zod';
import { AI_SOURCES } from './copywriting';
import { defineEndpoint } from './endpoint';
import { optionalField, safeString } from './input-fields';
import { touchCardCode } from './touch-card-api';
import { touchCardWordCount } from './touch-card';
import {
  COPY_KINDS,
  GROUP_BUY_PLATFORMS,
  GROUP_BUY_STATES,
  TOUCH_CARD_ITEM_KINDS,
  WIFI_SECURITIES,
} from './touch-card-rules';

/**
 * What the customer's phone reads (issue 14): the store page of /PenCardPage, the copy writer of
 * /CardWriterPage, and the merchant's tap data of /PenCardData. Texts in the store page are plain
 * text with markup removed by the server; the pages still render them as text, never as HTML.
 */

const item = <K extends string, S extends z.ZodRawShape>(kind: K, shape: S) =>
  z.object({
    id: z.number().int(),
    kind: z.literal(kind),
    /** False: added but not set up — the page says "merchant has not configured this feature". */
    configured: z.boolean(),
    ...shape,
  });

/** A follow item: the platform profile by app link, its web page, the id to copy in the guide. */
const follow = <K extends string>(kind: K) =>
  item(kind, {
    account_id: z.string(),
    /** Opens the platform app (null: only the guide, e.g. WeChat Channels). */
    app_url: z.string().nullable(),
    web_url: z.string().nullable(),
  });

export const publicGroupBuyPackage = z.object({
  id: z.number().int(),
  state: z.enum(GROUP_BUY_STATES),
  title: z.string().nullable(),
  /** The deal's web page (ready only). */
  deal_url: z.string().nullable(),
  /** Opens the deal in the platform's app (ready only; null when the app has no link for it). */
  app_url: z.string().nullable(),
});
export type PublicGroupBuyPackage = z.infer<typeof publicGroupBuyPackage>;

export const publicTouchCardItem = z.discriminatedUnion('kind', [
  follow('follow_channels'),
  follow('follow_xhs'),
  follow('follow_kuaishou'),
  follow('follow_douyin'),
  item('group_buy', {
    platform: z.enum(GROUP_BUY_PLATFORMS),
    packages: z.array(publicGroupBuyPackage),
  }),
  item('collection', {}),
  item('review_checkin', { url: z.string().nullable() }),
  item('send_video', {
    activity_id: z.number().int().nullable(),
    /** The distribution page of the activity in NFC mode (`/distribution_auto?…`); null: unavailable. */
    url: z.string().nullable(),
  }),
  item('wifi', {
    ssid: z.string(),
    password: z.string(),
    security: z.enum(WIFI_SECURITIES),
    /** `WIFI:T:WPA;S:…;P:…;;` for the QR code Android cameras join from. */
    qr_text: z.string(),
  }),
  item('wechat_qr', { image_url: z.string().nullable() }),
  item('link', { url: z.string(), title: z.string() }),
]);
export type PublicTouchCardItem = z.infer<typeof publicTouchCardItem>;

export const publicTouchCard = z.object({
  code: z.string(),
  title: z.string(),
  main_business: z.string(),
  features: z.string(),
  logo_url: z.string(),
  background: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal('custom')]),
  background_image_url: z.string().nullable(),
  preset_topics: z.array(z.string()),
  word_count: z.number().int(),
  ai_label: z.boolean(),
  items: z.array(publicTouchCardItem),
  /** The configuration's version (ISO time of the last change): the service worker keeps the last good one. */
  updated_at: z.string(),
});
export type PublicTouchCard = z.infer<typeof publicTouchCard>;

export const getPublicTouchCard = defineEndpoint({
  method: 'GET',
  path: '/open/touch_card/page',
  summary: 'The store page of a card (brand of the host); unknown, disabled or no store page → 20005',
  tags: ['touch-card'],
  auth: 'public',
  query: z.object({ code: touchCardCode }),
  response: z.object({ card: publicTouchCard }),
});

// ---- Copy generation (/CardWriterPage)

export const copyRequest = z.object({
  code: touchCardCode,
  kind: z.enum(COPY_KINDS, { error: 'touch_card_copy_kind_invalid' }),
  /**
   * Within this many characters; absent, "" or null: the card's word count. (Blank is mapped
   * before the union so the OpenAPI document gets one typed schema, not a typeless nullable.)
   */
  length: z.preprocess((v) => (v === '' || v === null ? undefined : v), touchCardWordCount.optional()),
});
export type CopyRequest = z.input<typeof copyRequest>;

export const writtenCopy = z.object({
  kind: z.enum(COPY_KINDS),
  title: z.string(),
  body: z.string(),
  topics: z.array(z.string()),
  /** Characters counted against the length (title + body + #topics), never above it. */
  length: z.number().int(),
  /** The card shows the AI-content label with this copy. */
  ai_label: z.boolean(),
  /** Platforms this copy does not fit ("content format error" for that platform). */
  format_problems: z.array(z.enum(['xhs', 'douyin', 'kuaishou'])),
});
export type WrittenCopyReply = z.infer<typeof writtenCopy>;

/**
 * One line of the copy stream, each inside its own `{code: 0, message, data}` envelope (NDJSON,
 * like the script writer): `start`, `progress` (text deltas of the body as written, to show),
 * then one `result`. A failure, also after the stream began, arrives as an envelope with code
 * 32004 ("generation failed or empty"): the page drops the partial text and offers a retry.
 */
export const copyChunk = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), ai_source: z.enum(AI_SOURCES) }),
  z.object({ type: z.literal('progress'), text: z.string() }),
  z.object({ type: z.literal('result'), ai_source: z.enum(AI_SOURCES), copy: writtenCopy }),
]);
export type CopyChunk = z.infer<typeof copyChunk>;

export const generateTouchCardCopy = defineEndpoint({
  method: 'POST',
  path: '/open/touch_card/copy/generate',
  summary:
    'Write Moments copy or a Xiaohongshu note from the card’s configuration, streamed as NDJSON envelopes (start, progress…, result); the team’s AI limit applies',
  tags: ['touch-card'],
  auth: 'public',
  body: copyRequest,
  response: copyChunk,
});

// ---- Tap data (/PenCardData)

const day = safeString().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'touch_card_date_invalid' });

export const tapDataQuery = z.object({
  /** One card; absent or "": the whole team. */
  code: optionalField(touchCardCode),
  /** Inclusive days (the team's calendar, Asia/Shanghai), at most TAP_DATA_MAX_DAYS apart. */
  from: day,
  to: day,
});

const kindCounts = z.object(
  Object.fromEntries(TOUCH_CARD_ITEM_KINDS.map((k) => [k, z.number().int()])) as Record<
    (typeof TOUCH_CARD_ITEM_KINDS)[number],
    z.ZodNumber
  >,
);

export const tapDay = z.object({
  date: z.string(),
  /** Page opens. */
  taps: z.number().int(),
  clicks: kindCounts,
  copies_generated: z.number().int(),
  copies_copied: z.number().int(),
  posts_started: z.number().int(),
});
export type TapDay = z.infer<typeof tapDay>;

export const getTapData = defineEndpoint({
  method: 'GET',
  path: '/member/touch_card/tap_data',
  summary:
    'Taps, clicks per function item, copies generated and copied, posts started — per day (every day of the range)',
  tags: ['touch-card'],
  auth: 'token',
  query: tapDataQuery,
  response: z.object({ days: z.array(tapDay), totals: tapDay.omit({ date: true }) }),
});
