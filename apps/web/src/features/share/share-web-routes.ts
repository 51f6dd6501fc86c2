import type { Endpoint, HttpMethod } from '@vidmatrix/contract/endpoint';
import type * as contract from '@vidmatrix/contract/share';

/**
 * The five share_web calls as the visitor pages make them: typed from the contract, but without
 * importing a value from it — that would put zod (~27 KB gzip) in the page chunk (decision 004).
 * share-web-routes.test.ts keeps methods and paths equal to the contract's.
 */
function ref<E extends Endpoint>(method: HttpMethod, path: `/${string}`): E {
  return { method, path } as E;
}

const BASE = '/member/video/mixed/share_web';
export const shareLinkCode = ref<typeof contract.shareLinkCode>('GET', `${BASE}/link_code`);
export const sharePasswd = ref<typeof contract.sharePasswd>('POST', `${BASE}/passwd`);
export const shareWebPage = ref<typeof contract.shareWebPage>('GET', `${BASE}/page`);
export const shareWebInfo = ref<typeof contract.shareWebInfo>('GET', `${BASE}/info`);
export const shareWebDownload = ref<typeof contract.shareWebDownload>('POST', `${BASE}/download`);

/** Reply codes the pages react to (contract/errors.ts), repeated here for the same reason. */
export const CODES = {
  linkExpired: 32001,
  passwordWrong: 32002,
  rateLimited: 42900,
  tokenCodes: [10003, 10004, 10005],
} as const;
