import type * as contract from '@vidmatrix/contract/distribution';
import * as routes from '@vidmatrix/contract/distribution-routes';
import { endpointRef as ref } from '../../../shared/api/call-endpoint';

// The endpoints of the publish flows, loaded with them on the first tap (see ../endpoints.ts).

export const browserDownloadReport = ref<typeof contract.browserDownloadReport>(routes.browserDownloadReport);
export const browserExpireReport = ref<typeof contract.browserExpireReport>(routes.browserExpireReport);
export const weixinDownloadReport = ref<typeof contract.weixinDownloadReport>(routes.weixinDownloadReport);
export const xhsDownloadReport = ref<typeof contract.xhsDownloadReport>(routes.xhsDownloadReport);
export const ksCreateTask = ref<typeof contract.ksCreateTask>(routes.ksCreateTask);
export const nfcGetShareUrl = ref<typeof contract.nfcGetShareUrl>(routes.nfcGetShareUrl);
export const nfcGetXhsSign = ref<typeof contract.nfcGetXhsSign>(routes.nfcGetXhsSign);

/** Sources of the NFC-card calls (spec §7): get_share_url for Kuaishou, get_xhs_sign for Xhs. */
export const NFC_SOURCE_KS = 2;
export const NFC_SOURCE_XHS = 3;
