import type { HttpMethod } from './endpoint';

/**
 * Method and path of every distribution endpoint and the distribution constants, without zod:
 * distribution.ts builds its endpoints from these, and the visitor pages import them directly —
 * a value imported from distribution.ts pulls zod (~27 KB gzip) into their chunks
 * (docs/decisions/004). Keep this module free of zod and of imports with values.
 */

export interface Route<M extends HttpMethod = HttpMethod, P extends `/${string}` = `/${string}`> {
  method: M;
  path: P;
}
const route = <M extends HttpMethod, P extends `/${string}`>(method: M, path: P): Route<M, P> => ({
  method,
  path,
});

/**
 * Why an NFC tap could not open its activity: the `reason` the tap's redirect adds beside its
 * `message`, so the page words it in its own language (issue 27), not the one the server guessed.
 */
export const NFC_LINK_REASONS = [
  'nfc_card_invalid',
  'nfc_card_disabled',
  'activity_paused',
  'activity_ended',
] as const;
export type NfcLinkReason = (typeof NFC_LINK_REASONS)[number];

/** Platforms a distribution activity can serve; `platform`/`plateform` query values (spec §2). */
export const DISTRIBUTION_PLATFORMS = ['douyin', 'wechat', 'xhs', 'ks'] as const;

/** Default claim lock (spec §4): 12 hours. The page honours a server lock_time ≤ 720 s instead. */
export const DEFAULT_LOCK_SECONDS = 43_200;
export const SHORT_LOCK_MAX_SECONDS = 720;
/** Speed test (spec §4, §9): 2.5 s, above 500 bytes/ms the original link is used. */
export const SPEED_TEST_MS = 2_500;
export const SPEED_THRESHOLD_BYTES_PER_MS = 500;
export const JUMP_FAIL_TOAST_MS = 4_000;
export const XHS_JUMP_FAIL_TOAST_MS = 10_000;

export const douyinActivityVideo = route('GET', '/member/douyin/share_activity/video');
export const douyinActivityRandom = route('POST', '/member/douyin/share_activity/random');
export const shareUrlInfo = route('GET', '/open/member/share_url_info');
export const browserFetchVideo = route('POST', '/member/browser_video/activity_log/fetch_video');
export const browserDownloadReport = route('POST', '/member/browser_video/activity_log/download_report');
export const browserExpireReport = route('POST', '/member/browser_video/activity_log/expire_report');
export const weixinFetchVideo = route('POST', '/open/weixin_dist/activity_log/fetch_video');
export const weixinFetchVideoV2 = route('POST', '/open/weixin_dist/activity_log/fetch_video_v2');
export const weixinDownloadReport = route('POST', '/open/weixin_dist/activity_log/download_report');
export const xhsFetchVideo = route('POST', '/open/xhs/activity_log/fetch_video');
export const xhsFetchVideoV2 = route('POST', '/open/xhs/activity_log/fetch_video_v2');
export const xhsDownloadReport = route('POST', '/open/xhs/activity_log/download_report');
export const ksRandomVideo = route('POST', '/open/kuaishou/random_video');
export const ksRandomVideoV2 = route('POST', '/open/kuaishou/random_video_v2');
export const ksCreateTask = route('POST', '/open/kuaishou/create_task');
export const nfcGetShareUrl = route('POST', '/open/distribution/nfc_card/get_share_url');
export const nfcGetXhsSign = route('GET', '/open/distribution/nfc_card/get_xhs_sign');
export const activityFunnel = route('GET', '/member/distribution/activity/funnel');

/**
 * Kuaishou's OAuth through our server: browser navigations, not JSON calls, so whole paths with
 * `/api`. The page opens the authorize path with a `redirect`; Kuaishou comes back to the callback.
 */
export const KUAISHOU_OAUTH_AUTHORIZE_PATH = '/api/open/kuaishou/oauth/authorize';
export const KUAISHOU_OAUTH_CALLBACK_PATH = '/api/open/kuaishou/oauth/callback';
