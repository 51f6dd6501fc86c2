import type * as contract from '@vidmatrix/contract/distribution';
import * as routes from '@vidmatrix/contract/distribution-routes';
import type { Endpoint } from '@vidmatrix/contract/endpoint';

/**
 * The distribution endpoints as the page calls them: typed from the contract, but built from its
 * zod-free routes module — importing a value from the contract's distribution.ts pulls zod
 * (~27 KB gzip) into the visitor chunk (docs/decisions/004). The endpoints only a publish flow
 * calls live in flows/flow-endpoints.ts, loaded with that flow.
 */
export function ref<E extends Endpoint>(route: Pick<E, 'method' | 'path'>): E {
  return route as E;
}

export const douyinActivityVideo = ref<typeof contract.douyinActivityVideo>(routes.douyinActivityVideo);
export const douyinActivityRandom = ref<typeof contract.douyinActivityRandom>(routes.douyinActivityRandom);
export const shareUrlInfo = ref<typeof contract.shareUrlInfo>(routes.shareUrlInfo);
export const browserFetchVideo = ref<typeof contract.browserFetchVideo>(routes.browserFetchVideo);
export const weixinFetchVideo = ref<typeof contract.weixinFetchVideo>(routes.weixinFetchVideo);
export const weixinFetchVideoV2 = ref<typeof contract.weixinFetchVideoV2>(routes.weixinFetchVideoV2);
export const xhsFetchVideo = ref<typeof contract.xhsFetchVideo>(routes.xhsFetchVideo);
export const xhsFetchVideoV2 = ref<typeof contract.xhsFetchVideoV2>(routes.xhsFetchVideoV2);
export const ksRandomVideo = ref<typeof contract.ksRandomVideo>(routes.ksRandomVideo);
export const ksRandomVideoV2 = ref<typeof contract.ksRandomVideoV2>(routes.ksRandomVideoV2);
