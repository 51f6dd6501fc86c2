import { DistributionScreen } from '../components/distribution-screen';

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
