import { claimTargetOf, prefetchClaim } from '../api';
import { DistributionScreen } from '../components/distribution-screen';
import type { DistributionPage } from '../distribution-mode';
import { parseDistributionQuery } from '../distribution-query';

/**
 * Starts the page's first claim from its link while React renders (routes.tsx `startPage`),
 * when the link alone says what to claim; otherwise the page claims as it always does.
 */
function prefetchFor(page: DistributionPage) {
  return () => {
    const query = parseDistributionQuery(window.location.search);
    if (query.code !== 0 || !query.activityId) return;
    const target = claimTargetOf(page, query, query.activityId, undefined);
    if (target) prefetchClaim(target);
  };
}

export const prefetchVideoPage = prefetchFor('video');
export const prefetchAutoPage = prefetchFor('auto');

/** /distribution_video: claim a video and publish it to Douyin (spec §2). */
export function DistributionVideoPage() {
  return <DistributionScreen page="video" />;
}

/** /distribution_auto: the same screen in NFC ("automatic") mode, one-click publishing. */
export function DistributionAutoPage() {
  return <DistributionScreen page="auto" />;
}

/** /common_distribution_video: matrix publishing (the route puts the browser gate in front). */
export function CommonDistributionPage() {
  return <DistributionScreen page="matrix" />;
}
