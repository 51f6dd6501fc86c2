import { lazy } from 'react';
import { CommonDistributionPage } from '../../features/distribution/pages/distribution-pages';
import { currentUserAgent, isRestrictedForMatrix } from '../../shared/user-agent';

// The gate renders the restriction page with its ErrorBlock illustration (~7 KB gzip): only the
// refused browsers download it, everyone else goes straight to the page (decision 004).
const RestrictedBrowserGate = lazy(() =>
  import('../../features/browser-restriction/components/restricted-browser-gate').then((m) => ({
    default: m.RestrictedBrowserGate,
  })),
);

/** Matrix publishing (spec §2): refused in WeChat, Bytedance webviews and Quark. */
export function CommonDistributionVideoPage() {
  if (!isRestrictedForMatrix(currentUserAgent())) return <CommonDistributionPage />;
  return (
    <RestrictedBrowserGate>
      <CommonDistributionPage />
    </RestrictedBrowserGate>
  );
}
