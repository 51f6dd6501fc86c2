import { DISTRIBUTION_PLATFORMS } from '@vidmatrix/contract/distribution-routes';

export type Platform = (typeof DISTRIBUTION_PLATFORMS)[number];
export const PLATFORMS = DISTRIBUTION_PLATFORMS;

/** Tag colours of the four platforms, the colours their apps are known by. */
export const PLATFORM_COLORS: Record<Platform, string> = {
  douyin: 'black',
  wechat: 'green',
  xhs: 'red',
  ks: 'orange',
};
