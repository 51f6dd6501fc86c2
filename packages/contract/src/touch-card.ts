import { z } from 'zod';
import { isoDate } from './console';
import { INT_MAX, safeString } from './input-fields';
import {
  DOUYIN_HOSTS,
  GROUP_BUY_PACKAGES_MAX,
  GROUP_BUY_PLATFORMS,
  GROUP_BUY_STATES,
  hostMatches,
  KUAISHOU_HOSTS,
  PLATFORM_ACCOUNT_IDS,
  plainText,
  REVIEW_HOSTS,
  TOUCH_CARD_DEFAULT_WORD_COUNT,
  TOUCH_CARD_ITEM_KINDS,
  TOUCH_CARD_LIMITS as L,
  TOUCH_CARD_WORD_COUNTS,
  utf8Bytes,
  WIFI_SECURITIES,
  WIFI_SSID_MAX_BYTES,
  wifiPasswordOk,
  XHS_HOSTS,
} from './touch-card-rules';

/**
 * The touch-card configuration (spec §3, issue 14): the card's store page and its function
 * items. Field messages are keys (`touch_card_title_required`): the server answers them from
 * `validation.<key>`, the console form from its own `validation.<key>`. Images are storage keys
 * handed out by the image upload (`touch-card/<team>/<hash>.png`) or shipped demo images.
 */

export const TOUCH_CARD_IMAGE_KEY =
  /^(touch-card\/\d{1,10}\/[a-f0-9]{16,64}|demo\/touch-card-[a-z0-9-]{1,40})\.(png|jpg)$/;

/** Markup alone (`<img src=x onerror=…>`) cleans to nothing on the store page: refused, with a reason. */
const notOnlyMarkup = (v: string) => v === '' || plainText(v) !== '';
const text = (max: number) =>
  safeString()
    .trim()
    .max(max, { error: 'text_too_long' })
    .refine(notOnlyMarkup, { error: 'touch_card_markup_only' })
    .default('');
const required = (key: string, max: number) =>
  safeString({ error: key })
    .trim()
    .min(1, { error: key })
    .max(max, { error: 'text_too_long' })
    .refine(notOnlyMarkup, { error: 'touch_card_markup_only' });
/** An account id in its platform's format (PLATFORM_ACCOUNT_IDS). */
const accountId = (platform: keyof typeof PLATFORM_ACCOUNT_IDS, error: string) =>
  safeString().trim().regex(PLATFORM_ACCOUNT_IDS[platform], { error });

export const touchCardImage = safeString().regex(TOUCH_CARD_IMAGE_KEY, { error: 'touch_card_image_invalid' });
/** A required image: absent or "" → `key`, anything but an uploaded image's key → image_invalid. */
const requiredImage = (key: string) =>
  safeString({ error: key })
    .min(1, { error: key })
    .regex(TOUCH_CARD_IMAGE_KEY, { error: 'touch_card_image_invalid' });

/** An http(s) URL, optionally restricted to some hosts (a foreign domain is refused). */
export function webUrl(hosts?: readonly string[], error = 'touch_card_link_invalid') {
  return safeString({ error })
    .trim()
    .min(1, { error })
    .max(L.url, { error: 'text_too_long' })
    .refine(
      (v) => {
        try {
          const u = new URL(v);
          return (
            (u.protocol === 'https:' || u.protocol === 'http:') && (!hosts || hostMatches(u.hostname, hosts))
          );
        } catch {
          return false;
        }
      },
      { error: hosts ? 'touch_card_foreign_link' : error },
    );
}
const optionalUrl = (hosts: readonly string[]) => z.union([z.literal(''), webUrl(hosts)]).default('');

/** A topic as typed ("#coffee ", "coffee"): kept without the `#`. */
const topic = safeString()
  .max(200, { error: 'touch_card_topic_too_long' })
  .transform((s) => s.trim().replace(/^#+/, '').trim())
  .pipe(
    z
      .string()
      .min(1, { error: 'touch_card_topic_empty' })
      .max(L.topicLength, { error: 'touch_card_topic_too_long' })
      .refine(notOnlyMarkup, { error: 'touch_card_markup_only' }),
  );

/** "1", 1 → 1; the word counts and backgrounds arrive as strings from forms. */
const numeric = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v);

export const touchCardWordCount = z.preprocess(
  numeric,
  z.union(
    TOUCH_CARD_WORD_COUNTS.map((n) => z.literal(n)),
    { error: 'touch_card_word_count_invalid' },
  ),
);

/** The configuration the merchant edits (without the function items, which have their own calls). */
export const touchCardSettings = z
  .object({
    logo: requiredImage('touch_card_logo_required'),
    title: required('touch_card_title_required', L.title),
    main_business: required('touch_card_main_business_required', L.mainBusiness),
    preset_topics: z
      .array(topic)
      .max(L.topics, { error: 'touch_card_topics_too_many' })
      .default([])
      .transform((list) => [...new Set(list)]),
    features: text(L.features),
    reference_notes: text(L.referenceNotes),
    content_requirement: text(L.contentRequirement),
    word_count: touchCardWordCount.default(TOUCH_CARD_DEFAULT_WORD_COUNT),
    background: z
      .preprocess(
        numeric,
        z.union([z.literal(1), z.literal(2), z.literal(3), z.literal('custom')], {
          error: 'touch_card_background_invalid',
        }),
      )
      .default(1),
    background_image: z
      .union([z.literal(''), z.null(), touchCardImage])
      .default(null)
      .transform((v) => v || null),
    /** Show the "AI-generated content" label on AI-written copy (default on). */
    ai_label: z.boolean().default(true),
  })
  .refine((s) => s.background !== 'custom' || s.background_image !== null, {
    error: 'touch_card_background_image_required',
    path: ['background_image'],
  });
export type TouchCardSettingsInput = z.input<typeof touchCardSettings>;
export type TouchCardSettings = z.output<typeof touchCardSettings>;

// ---- Function items: a discriminated union by kind. Settings are what the merchant types;
// group-buy packages are added one by one (each pasted share text is resolved by the server).

const followChannels = z.object({
  kind: z.literal('follow_channels'),
  account_id: required('touch_card_account_id_required', L.accountId).pipe(
    accountId('channels', 'touch_card_channels_id_invalid'),
  ),
});
// The account id is what the follow guide shows and copies (a customer searches it in the app);
// the profile link opens the profile. Either may be missing, not both (issue 27: items saved
// before the id existed have the link alone).
const followXhs = z
  .object({
    kind: z.literal('follow_xhs'),
    account_id: z
      .union([z.literal(''), accountId('xhs', 'touch_card_xhs_id_invalid')], {
        error: 'touch_card_xhs_id_invalid',
      })
      .default(''),
    link: optionalUrl(XHS_HOSTS),
  })
  .refine((f) => f.account_id !== '' || f.link !== '', {
    error: 'touch_card_xhs_id_required',
    path: ['account_id'],
  });
const followKuaishou = z.object({
  kind: z.literal('follow_kuaishou'),
  account_id: z
    .union([z.literal(''), accountId('kuaishou', 'touch_card_kuaishou_id_invalid')], {
      error: 'touch_card_kuaishou_id_invalid',
    })
    .default(''),
  link: optionalUrl(KUAISHOU_HOSTS),
});
const followDouyin = z.object({
  kind: z.literal('follow_douyin'),
  account_id: z
    .union([z.literal(''), accountId('douyin', 'touch_card_douyin_id_invalid')], {
      error: 'touch_card_douyin_id_invalid',
    })
    .default(''),
  link: optionalUrl(DOUYIN_HOSTS),
});
const groupBuy = z.object({
  kind: z.literal('group_buy'),
  platform: z.enum(GROUP_BUY_PLATFORMS, { error: 'touch_card_group_buy_platform_invalid' }),
});
const collection = z.object({ kind: z.literal('collection') });
const reviewCheckin = z.object({ kind: z.literal('review_checkin'), link: optionalUrl(REVIEW_HOSTS) });
const sendVideo = z.object({
  kind: z.literal('send_video'),
  activity_id: z.coerce
    .number({ error: 'touch_card_activity_required' })
    .int({ error: 'touch_card_activity_required' })
    .min(1, { error: 'touch_card_activity_required' })
    .max(INT_MAX, { error: 'touch_card_activity_required' }),
});
const wifi = z
  .object({
    kind: z.literal('wifi'),
    ssid: required('touch_card_ssid_required', L.ssid).refine((v) => utf8Bytes(v) <= WIFI_SSID_MAX_BYTES, {
      error: 'touch_card_ssid_too_long',
    }),
    password: safeString().max(L.wifiPassword, { error: 'text_too_long' }).default(''),
    security: z.enum(WIFI_SECURITIES).default('WPA'),
  })
  // A phone cannot join with a password its security type does not take (an open one needs none).
  .refine((w) => wifiPasswordOk(w.password, w.security), {
    error: 'touch_card_wifi_password_invalid',
    path: ['password'],
  });
const wechatQr = z.object({
  kind: z.literal('wechat_qr'),
  image: requiredImage('touch_card_wechat_qr_required'),
});
const link = z.object({
  kind: z.literal('link'),
  url: webUrl(),
  title: required('touch_card_link_title_required', L.linkTitle),
});

export const touchCardItemSettings = z.discriminatedUnion(
  'kind',
  [
    followChannels,
    followXhs,
    followKuaishou,
    followDouyin,
    groupBuy,
    collection,
    reviewCheckin,
    sendVideo,
    wifi,
    wechatQr,
    link,
  ],
  { error: 'touch_card_item_kind_invalid' },
);
export type TouchCardItemSettingsInput = z.input<typeof touchCardItemSettings>;
export type TouchCardItemSettings = z.output<typeof touchCardItemSettings>;
export const touchCardItemKind = z.enum(TOUCH_CARD_ITEM_KINDS, { error: 'touch_card_item_kind_invalid' });

/** A pasted group-buy share text ("…快来抢购 https://dpurl.cn/abc …"). */
export const groupBuyShareText = required('touch_card_share_text_required', L.shareText);

export const groupBuyPackage = z.object({
  id: z.number().int(),
  share_text: z.string(),
  /** The link found in the share text. */
  link: z.string(),
  state: z.enum(GROUP_BUY_STATES),
  /** Resolved deal (ready only). */
  deal_title: z.string().nullable(),
  deal_url: z.string().nullable(),
  /** Why it failed (translated "parse failed, check link"), failed only. */
  error: z.string().nullable(),
});
export type GroupBuyPackage = z.infer<typeof groupBuyPackage>;

/** An item as the console reads it: its settings, its id and position, "in use" once added. */
export const touchCardItem = z.intersection(
  touchCardItemSettings,
  z.object({
    id: z.number().int(),
    position: z.number().int(),
    in_use: z.literal(true),
    /** Image URL of a wechat_qr item; null otherwise. */
    image_url: z.string().nullable(),
    /** Group-buy packages (group_buy only; [] otherwise), at most GROUP_BUY_PACKAGES_MAX. */
    packages: z.array(groupBuyPackage).max(GROUP_BUY_PACKAGES_MAX),
  }),
);
export type TouchCardItem = z.infer<typeof touchCardItem>;

/** A card's whole configuration as the console reads it (settings null: no store page yet). */
export const touchCardConfig = z.object({
  code: z.string(),
  label: z.string(),
  settings: z
    .object({
      logo: z.string(),
      title: z.string(),
      main_business: z.string(),
      preset_topics: z.array(z.string()),
      features: z.string(),
      reference_notes: z.string(),
      content_requirement: z.string(),
      word_count: z.number().int(),
      background: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal('custom')]),
      background_image: z.string().nullable(),
      ai_label: z.boolean(),
      logo_url: z.string(),
      background_image_url: z.string().nullable(),
    })
    .nullable(),
  items: z.array(touchCardItem),
  /** Store-page address: `/PenCardPage?code=…` (the page puts its origin in front). */
  page_path: z.string(),
  updated_at: isoDate.nullable(),
});
export type TouchCardConfig = z.infer<typeof touchCardConfig>;
