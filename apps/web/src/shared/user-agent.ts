/**
 * User-agent checks (spec §2, §5). Pure functions of the UA string so they can be tested with
 * real UA strings and called with `navigator.userAgent` at the edge.
 * Markers: ../shared/design/integrations.md.
 */

const has = (ua: string, re: RegExp) => re.test(ua);

export const isWeChat = (ua: string) => has(ua, /MicroMessenger/i);

/** WeCom (企业微信) is WeChat's enterprise sibling: its UA carries both markers. */
export const isWeCom = (ua: string) => has(ua, /wxwork/i);

export const isDingTalk = (ua: string) => has(ua, /DingTalk/i);

export const isFeishu = (ua: string) => has(ua, /Lark\/|Feishu/i);

/**
 * Douyin (and its lite variant), Toutiao and other Bytedance in-app webviews. Feishu is a
 * Bytedance app on the same TTWebView yet behaves like an office browser, so it is excluded.
 */
export const isBytedance = (ua: string) =>
  !isFeishu(ua) && has(ua, /aweme|BytedanceWebview|ByteLocale|NewsArticle|TTWebView/i);

export const isDouyin = (ua: string) => has(ua, /aweme/i);

export const isToutiao = (ua: string) => has(ua, /NewsArticle/i);

export const isQuark = (ua: string) => has(ua, /Quark\//i);

/** Phones and tablets; iPadOS 13+ in desktop mode reports a Mac UA and counts as desktop. */
export const isMobile = (ua: string) => has(ua, /iPhone|iPad|iPod|Android|Mobile|HarmonyOS|OpenHarmony/i);

export const isDesktop = (ua: string) => !isMobile(ua);

/** iPhone, iPad and iPod browsers (every one is WebKit, WeChat's included). */
export const isIos = (ua: string) => has(ua, /iPhone|iPad|iPod/i);

/** Browsers where /common_distribution_video refuses to run (spec §2). */
export const isRestrictedForMatrix = (ua: string) => isWeChat(ua) || isBytedance(ua) || isQuark(ua);

/**
 * In-app browsers that block other apps' links and downloads: one-click publishing must be
 * opened in an external browser there (spec §5 "WeChat, DingTalk, Feishu and similar").
 */
export const mustOpenExternally = (ua: string) =>
  isWeChat(ua) || isWeCom(ua) || isDingTalk(ua) || isFeishu(ua) || has(ua, /\bQQ\/\d|Weibo|AlipayClient/i);

/** The running browser's UA; empty outside a browser so callers stay pure-function friendly. */
export const currentUserAgent = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent);
