/**
 * Touch cards (issue 14, docs/decisions/025-touch-cards.md): the constants, event names and
 * message keys, free of zod so the visitor pages (/PenCardPage, /CardWriterPage, /AddWxPage) can
 * import them without pulling the schema library into their chunks (decision 004).
 */

/** Copy length options of spec §9: "within N characters". */
export const TOUCH_CARD_WORD_COUNTS = [100, 300, 500, 1000] as const;
export type TouchCardWordCount = (typeof TOUCH_CARD_WORD_COUNTS)[number];
export const TOUCH_CARD_DEFAULT_WORD_COUNT: TouchCardWordCount = 300;

/** The default backgrounds 1–3 of spec §3; `custom` uses the card's background image. */
export const TOUCH_CARD_BACKGROUNDS = [1, 2, 3, 'custom'] as const;
export type TouchCardBackground = (typeof TOUCH_CARD_BACKGROUNDS)[number];

/** The function items of spec §3, in the order the console offers them. */
export const TOUCH_CARD_ITEM_KINDS = [
  'follow_channels',
  'follow_xhs',
  'follow_kuaishou',
  'follow_douyin',
  'group_buy',
  'collection',
  'review_checkin',
  'send_video',
  'wifi',
  'wechat_qr',
  'link',
] as const;
export type TouchCardItemKind = (typeof TOUCH_CARD_ITEM_KINDS)[number];
/** Every kind is added at most once, except links (a shop may list its menu, its site…). */
export const TOUCH_CARD_REPEATABLE_KINDS: readonly TouchCardItemKind[] = ['link'];
export const TOUCH_CARD_LINKS_MAX = 5;
export const TOUCH_CARD_ITEMS_MAX = TOUCH_CARD_ITEM_KINDS.length - 1 + TOUCH_CARD_LINKS_MAX;

export const GROUP_BUY_PLATFORMS = ['meituan', 'douyin', 'dianping'] as const;
export type GroupBuyPlatform = (typeof GROUP_BUY_PLATFORMS)[number];
/** Spec §5/§9: at most 10 group-buy packages. */
export const GROUP_BUY_PACKAGES_MAX = 10;
/** Group-buy states of spec §4: generating → ready, or failed ("cannot jump"). */
export const GROUP_BUY_STATES = ['generating', 'ready', 'failed'] as const;
export type GroupBuyState = (typeof GROUP_BUY_STATES)[number];

/**
 * Hosts (and their subdomains) a pasted group-buy link may point at, per platform. The apps'
 * share texts carry short links: Meituan `dpurl.cn` / `meituan.com` (i.meituan.com), Dianping
 * `dpurl.cn` / `dianping.com` (m.dianping.com), Douyin `v.douyin.com` / `iesdouyin.com`.
 */
export const GROUP_BUY_HOSTS: Record<GroupBuyPlatform, readonly string[]> = {
  meituan: ['meituan.com', 'dpurl.cn', 'meituan.net'],
  dianping: ['dianping.com', 'dpurl.cn'],
  douyin: ['douyin.com', 'iesdouyin.com'],
};
export const XHS_HOSTS = ['xiaohongshu.com', 'xhslink.com'] as const;
export const KUAISHOU_HOSTS = ['kuaishou.com', 'chenzhongtech.com', 'gifshow.com'] as const;
export const DOUYIN_HOSTS = ['douyin.com', 'iesdouyin.com'] as const;
export const REVIEW_HOSTS = ['dianping.com', 'dpurl.cn', 'meituan.com'] as const;

/** True when `host` is one of `allowed` or a subdomain of one. */
export function hostMatches(host: string, allowed: readonly string[]): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return allowed.some((a) => h === a || h.endsWith(`.${a}`));
}

/**
 * Texts on the store page are plain: markup and control characters go (a hostile title shows
 * as text). The server cleans with it; the contract refuses a field it would leave empty.
 */
export function plainText(value: string): string {
  return (
    value
      .replace(/<[^>]*>/g, '')
      .replace(/[<>]/g, '')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .trim()
  );
}

/**
 * Account ids as each app shows and searches them: WeChat Channels ids are "sph" and letters or
 * digits; a Douyin id (抖音号) is at most 16 letters, digits, "_" or "."; a Kuaishou id (快手号)
 * 3–20 letters, digits or "_". Anything else (emoji, spaces, a pasted profile text) finds no one.
 */
export const PLATFORM_ACCOUNT_IDS = {
  channels: /^sph[A-Za-z0-9]{4,29}$/,
  douyin: /^[A-Za-z0-9_.]{2,16}$/,
  kuaishou: /^[A-Za-z0-9_]{3,20}$/,
  // A Xiaohongshu id (小红书号): the number the app gives, or the merchant's own letters, digits,
  // "_" or ".". It is what a customer searches; the profile link's user id is not (issue 27).
  xhs: /^[A-Za-z0-9_.]{5,24}$/,
} as const;

/** Wi-Fi (IEEE 802.11): a network name is at most 32 bytes, and WPA passphrases 8–63 characters. */
export const WIFI_SSID_MAX_BYTES = 32;
export const utf8Bytes = (s: string) => new TextEncoder().encode(s).length;
/** The password a security type takes: WPA 8–63 printable ASCII or 64 hex digits; WEP 5/13 ASCII or 10/26 hex. */
export function wifiPasswordOk(password: string, security: WifiSecurity): boolean {
  const ascii = /^[\x20-\x7e]*$/.test(password);
  const hex = /^[0-9A-Fa-f]*$/.test(password);
  if (security === 'nopass') return true;
  if (security === 'WEP')
    return (ascii && [5, 13].includes(password.length)) || (hex && [10, 26].includes(password.length));
  return (ascii && password.length >= 8 && password.length <= 63) || (hex && password.length === 64);
}

/** Text limits of the configuration (shared by the console form and the server). */
export const TOUCH_CARD_LIMITS = {
  title: 30,
  mainBusiness: 100,
  topics: 10,
  topicLength: 20,
  features: 300,
  referenceNotes: 1000,
  contentRequirement: 500,
  accountId: 64,
  url: 1000,
  shareText: 1000,
  ssid: 32,
  wifiPassword: 64,
  linkTitle: 20,
  /** Uploaded logo, background and WeChat QR images: JPG or PNG, at most this many bytes. */
  imageBytes: 2 * 1024 * 1024,
} as const;
export const TOUCH_CARD_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/**
 * What a platform takes from a web page (content-format check before "post"): Xiaohongshu notes
 * are titled in at most 20 characters with a body of at most 1000 and at most 10 topics (the
 * app's editor limits); Douyin and Kuaishou captions (title + topics) are kept to 1000 and 500.
 */
export const PLATFORM_TEXT_LIMITS = {
  xhs: { title: 20, body: 1000, topics: 10 },
  douyin: { caption: 1000 },
  kuaishou: { caption: 500 },
} as const;
export type CopyPlatform = keyof typeof PLATFORM_TEXT_LIMITS;

/** The written copy of /CardWriterPage: WeChat Moments copy or a Xiaohongshu note. */
export const COPY_KINDS = ['moments', 'xhs'] as const;
export type CopyKind = (typeof COPY_KINDS)[number];

export interface WrittenCopy {
  kind: CopyKind;
  /** Xiaohongshu note title; empty for Moments copy. */
  title: string;
  body: string;
  /** Without the `#`. */
  topics: string[];
}

/** Characters a copy counts against its length: title, body and the topics as `#topic`. */
export function copyLength(copy: Pick<WrittenCopy, 'title' | 'body' | 'topics'>): number {
  const chars = (s: string) => [...s].length;
  return chars(copy.title) + chars(copy.body) + copy.topics.reduce((n, t) => n + chars(t) + 1, 0);
}

/** The platforms a copy does not fit (spec §8 "content format error" for that platform). */
export function copyFormatProblems(copy: WrittenCopy): CopyPlatform[] {
  const chars = (s: string) => [...s].length;
  const caption = chars(copy.body) + copy.topics.reduce((n, t) => n + chars(t) + 2, 0);
  const problems: CopyPlatform[] = [];
  const xhs = PLATFORM_TEXT_LIMITS.xhs;
  if (
    copy.kind === 'xhs' &&
    (chars(copy.title) === 0 ||
      chars(copy.title) > xhs.title ||
      chars(copy.body) > xhs.body ||
      copy.topics.length > xhs.topics)
  ) {
    problems.push('xhs');
  }
  if (caption > PLATFORM_TEXT_LIMITS.douyin.caption) problems.push('douyin');
  if (caption > PLATFORM_TEXT_LIMITS.kuaishou.caption) problems.push('kuaishou');
  return problems;
}

/** The Wi-Fi QR payload Android cameras read (`WIFI:T:WPA;S:…;P:…;;`), special characters escaped. */
export const WIFI_SECURITIES = ['WPA', 'WEP', 'nopass'] as const;
export type WifiSecurity = (typeof WIFI_SECURITIES)[number];
export function wifiQrText(ssid: string, password: string, security: WifiSecurity): string {
  const esc = (s: string) => s.replace(/([\\;,:"])/g, '\\$1');
  return security === 'nopass'
    ? `WIFI:T:nopass;S:${esc(ssid)};;`
    : `WIFI:T:${security};S:${esc(ssid)};P:${esc(password)};;`;
}

/**
 * Analytics events of the touch-card pages (sent by the analytics client, batches of 5 or 5 s);
 * each carries `props.code` (the card) and, for clicks, `props.kind` and `props.item_id`; copy
 * events carry `props.copy_kind`. /PenCardData counts them per day.
 */
export const TOUCH_CARD_EVENTS = {
  open: 'touch_card_open',
  itemClick: 'touch_card_item_click',
  copyGenerated: 'touch_card_copy_generated',
  copyCopied: 'touch_card_copy_copied',
  postStarted: 'touch_card_post_started',
} as const;

/** /PenCardData: the longest range one query reads. */
export const TAP_DATA_MAX_DAYS = 92;

/** The `source` get_xhs_sign receives from the touch-card writer page (spec §7). */
export const XHS_SIGN_SOURCE_TOUCH_CARD = 3;

/**
 * Spec §8 messages of touch cards as keys: the server answers them translated (`touch_card.<key>`
 * in apps/server/src/locales/touch-card), the pages show their own translation of the same key.
 */
export const TOUCH_CARD_MESSAGES = {
  notConfigured: 'not_configured',
  cardInvalid: 'card_invalid',
  updateFailed: 'update_failed',
  textNotParsed: 'text_not_parsed',
  parseFailed: 'parse_failed',
  cannotJump: 'cannot_jump',
  generationFailed: 'generation_failed',
  contentFormatError: 'content_format_error',
  clickDataFailed: 'click_data_failed',
  imageInvalid: 'image_invalid',
  imageTooLarge: 'image_too_large',
  foreignLink: 'foreign_link',
  packagesFull: 'packages_full',
  itemExists: 'item_exists',
  aiLimited: 'ai_rate_limited',
} as const;
export type TouchCardMessage = (typeof TOUCH_CARD_MESSAGES)[keyof typeof TOUCH_CARD_MESSAGES];

/** The store page of a card, as /n/<code> redirects to it. */
/** The store page's path: the web route, its service worker's scope, the `/n/` redirect, previews. */
export const STORE_PAGE_PATH = '/PenCardPage';
export const penCardPath = (code: string) => `${STORE_PAGE_PATH}?code=${encodeURIComponent(code)}`;

/**
 * Paths of the customer's calls (touch-card-public.ts), here too so the visitor pages and the
 * store page's service worker name them without importing zod (decision 004).
 */
export const TOUCH_CARD_PUBLIC_PATHS = {
  page: '/open/touch_card/page',
  copy: '/open/touch_card/copy/generate',
} as const;
