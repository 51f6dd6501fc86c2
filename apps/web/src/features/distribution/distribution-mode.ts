import type { DistributionPlatform } from '@vidmatrix/contract/distribution';
import { isBytedance, mustOpenExternally } from '../../shared/user-agent';
import type { DistributionQuery } from './distribution-query';

/** Which page shows the distribution screen (spec §2). */
export type DistributionPage = 'video' | 'auto' | 'matrix';

/** NFC ("automatic") mode: /distribution_auto, or the matrix page opened from a card. */
export const isNfcMode = (page: DistributionPage, query: DistributionQuery) =>
  page === 'auto' || (page === 'matrix' && query.nfc !== '');

/**
 * The platform a page publishes to. /distribution_video is the plain Douyin flow; NFC and matrix
 * links name theirs, else the activity's first platform answers (undefined while unknown).
 */
export function resolvePlatform(
  page: DistributionPage,
  query: DistributionQuery,
  activityPlatforms: readonly DistributionPlatform[] | undefined,
): DistributionPlatform | undefined {
  if (page === 'video') return 'douyin';
  if (query.platform) return query.platform;
  if (activityPlatforms) return activityPlatforms[0] ?? 'douyin';
  return undefined;
}

/** Spec §2: change video is hidden for the Kuaishou matrix source in NFC mode. */
export const showsChangeVideo = (nfcMode: boolean, platform: DistributionPlatform, matrix: boolean) =>
  !(nfcMode && platform === 'ks' && matrix);

/**
 * Whether publishing needs another app's link or a download — both blocked in WeChat-like
 * webviews. The Kuaishou task publishes on the server, so it works anywhere.
 */
export function needsExternalBrowser(
  userAgent: string,
  platform: DistributionPlatform,
  matrix: boolean,
  nfc: string,
): boolean {
  if (!mustOpenExternally(userAgent)) return false;
  return platform !== 'ks' || (matrix && nfc !== '');
}

/** In-app browsers where the save-the-video fallback is offered. */
export const isInAppBrowser = (userAgent: string) => mustOpenExternally(userAgent) || isBytedance(userAgent);
