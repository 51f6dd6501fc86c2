import type * as contract from '@vidmatrix/contract/distribution';
import type { Endpoint } from '@vidmatrix/contract/endpoint';

/**
 * The distribution endpoints as the page calls them: typed from the contract, but without its
 * zod schemas — importing a value from the contract module pulls zod (~27 KB gzip) into the
 * visitor chunk (docs/decisions/004). endpoints.test.ts checks every method and path against
 * the contract, so the two cannot drift. The endpoints only a publish flow calls live in
 * flows/flow-endpoints.ts, loaded with that flow.
 */
export function ref<E extends Endpoint>(method: E['method'], path: E['path']): E {
  return { method, path } as E;
}

export const douyinActivityVideo = ref<typeof contract.douyinActivityVideo>(
  'GET',
  '/member/douyin/share_activity/video',
);
export const douyinActivityRandom = ref<typeof contract.douyinActivityRandom>(
  'POST',
  '/member/douyin/share_activity/random',
);
export const shareUrlInfo = ref<typeof contract.shareUrlInfo>('GET', '/open/member/share_url_info');
export const browserFetchVideo = ref<typeof contract.browserFetchVideo>(
  'POST',
  '/member/browser_video/activity_log/fetch_video',
);
export const weixinFetchVideo = ref<typeof contract.weixinFetchVideo>(
  'POST',
  '/open/weixin_dist/activity_log/fetch_video',
);
export const weixinFetchVideoV2 = ref<typeof contract.weixinFetchVideoV2>(
  'POST',
  '/open/weixin_dist/activity_log/fetch_video_v2',
);
export const xhsFetchVideo = ref<typeof contract.xhsFetchVideo>('POST', '/open/xhs/activity_log/fetch_video');
export const xhsFetchVideoV2 = ref<typeof contract.xhsFetchVideoV2>(
  'POST',
  '/open/xhs/activity_log/fetch_video_v2',
);
export const ksRandomVideo = ref<typeof contract.ksRandomVideo>('POST', '/open/kuaishou/random_video');
export const ksRandomVideoV2 = ref<typeof contract.ksRandomVideoV2>('POST', '/open/kuaishou/random_video_v2');

/** Contract constants (spec §4, §9), repeated for the same reason; endpoints.test.ts compares them. */
export const DEFAULT_LOCK_SECONDS = 43_200;
export const SHORT_LOCK_MAX_SECONDS = 720;
export const SPEED_TEST_MS = 2_500;
export const SPEED_THRESHOLD_BYTES_PER_MS = 500;
export const JUMP_FAIL_TOAST_MS = 4_000;
export const XHS_JUMP_FAIL_TOAST_MS = 10_000;
