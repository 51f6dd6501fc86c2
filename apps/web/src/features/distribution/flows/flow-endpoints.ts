import type * as contract from '@vidmatrix/contract/distribution';
import { ref } from '../endpoints';

// The endpoints of the publish flows, loaded with them on the first tap (see ../endpoints.ts).

export const browserDownloadReport = ref<typeof contract.browserDownloadReport>(
  'POST',
  '/member/browser_video/activity_log/download_report',
);
export const browserExpireReport = ref<typeof contract.browserExpireReport>(
  'POST',
  '/member/browser_video/activity_log/expire_report',
);
export const weixinDownloadReport = ref<typeof contract.weixinDownloadReport>(
  'POST',
  '/open/weixin_dist/activity_log/download_report',
);
export const xhsDownloadReport = ref<typeof contract.xhsDownloadReport>(
  'POST',
  '/open/xhs/activity_log/download_report',
);
export const ksCreateTask = ref<typeof contract.ksCreateTask>('POST', '/open/kuaishou/create_task');
export const nfcGetShareUrl = ref<typeof contract.nfcGetShareUrl>(
  'POST',
  '/open/distribution/nfc_card/get_share_url',
);
export const nfcGetXhsSign = ref<typeof contract.nfcGetXhsSign>(
  'GET',
  '/open/distribution/nfc_card/get_xhs_sign',
);

/** Sources of the NFC-card calls (spec §7): get_share_url for Kuaishou, get_xhs_sign for Xhs. */
export const NFC_SOURCE_KS = 2;
export const NFC_SOURCE_XHS = 3;
/** Where the Kuaishou OAuth starts; it comes back to `redirect` with `authorize_id`. */
export const KS_OAUTH_PATH = '/api/open/kuaishou/oauth/authorize';
