import type { DistributionPlatform } from '@vidmatrix/contract/distribution';
import type { WechatOpenPlatform } from '@vidmatrix/contract/wechat-share';

const OPEN_PLATFORM: Partial<Record<DistributionPlatform, WechatOpenPlatform>> = {
  douyin: 'douyin',
  ks: 'kuaishou',
  xhs: 'xhs',
};

/** The app an open tag launches for a claim's platform; none for WeChat's own (the visitor is there). */
export const openPlatformOf = (platform: DistributionPlatform): WechatOpenPlatform | undefined =>
  OPEN_PLATFORM[platform];
