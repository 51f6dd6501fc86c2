import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { ClaimTarget } from '../claim-target';
import { reportOnce } from '../claim-storage';
import {
  browserDownloadReport,
  browserExpireReport,
  ksCreateTask,
  nfcGetShareUrl,
  nfcGetXhsSign,
  NFC_SOURCE_KS,
  NFC_SOURCE_XHS,
  weixinDownloadReport,
  xhsDownloadReport,
} from './flow-endpoints';

// The calls of the publish flows (spec §7), loaded with them.

/** Report a download or publish once per video per session, through the platform's endpoint. */
export function reportDownload(target: ClaimTarget, mixedVideoId: number): Promise<boolean> {
  const body = { activity_id: target.activityId, mixed_video_id: mixedVideoId };
  const endpoint =
    target.platform === 'wechat'
      ? weixinDownloadReport
      : target.platform === 'xhs'
        ? xhsDownloadReport
        : browserDownloadReport;
  return reportOnce(mixedVideoId, () => callEndpoint(endpoint, body));
}

/** Gives the video back before its lock ends (browser flows only have this endpoint). */
export function reportExpired(target: ClaimTarget, mixedVideoId: number): Promise<unknown> {
  return callEndpoint(browserExpireReport, { activity_id: target.activityId, mixed_video_id: mixedVideoId });
}

export function fetchXhsSign(nfc: string) {
  return callEndpoint(nfcGetXhsSign, { code: nfc, source: NFC_SOURCE_XHS });
}

export function fetchKsShareUrl(nfc: string, urlParams: Record<string, unknown>) {
  return callEndpoint(nfcGetShareUrl, { code: nfc, source: NFC_SOURCE_KS, urlParams });
}

export function createKsTask(input: {
  video_title: string;
  mixed_video_id: number;
  activity_id: number;
  authorize_id: string;
}) {
  return callEndpoint(ksCreateTask, input);
}
