import { prefetchClaim } from '../api';
import { linkClaimTarget } from '../claim-target';
import { DistributionScreen } from '../components/distribution-screen';
import type { DistributionPage } from '../distribution-mode';
import { useWechatShare } from '../../../shared/wechat-share/use-wechat-share';

/**
 * Starts the page's first claim from its link while React renders (routes.tsx `startPage`),
 * when the link alone says what to claim; otherwise the page claims as it always does.
 */
function prefetchFor(page: DistributionPage) {
  return () => {
    const target = linkClaimTarget(page, window.location.search);
    if (target) prefetchClaim(target);
  };
}

export const prefetchVideoPage = prefetchFor('video');
export const prefetchAutoPage = prefetchFor('auto');

/** /distribution_video: claim a video and publish it to Douyin (spec §2). */
export function DistributionVideoPage() {
  useWechatShare();
  return <DistributionScreen page="video" />;
}

/** /distribution_auto: the same screen in NFC ("automatic") mode, one-click publishing. */
export function DistributionAutoPage() {
  useWechatShare();
  return <DistributionScreen page="auto" />;
}

/** /common_distribution_video: matrix publishing (the route puts the browser gate in front). */
export function CommonDistributionPage() {
  useWechatShare();
  return <DistributionScreen page="matrix" />;
}
