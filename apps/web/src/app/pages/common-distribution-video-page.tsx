import { RestrictedBrowserGate } from '../../features/browser-restriction/components/restricted-browser-gate';
import { NoDataPage } from '../../features/no-data/pages/no-data-page';

/**
 * Matrix publishing (spec §2): refused in WeChat, Bytedance webviews and Quark. The feature
 * itself is not built yet, so every other browser gets the no-data page.
 */
export function CommonDistributionVideoPage() {
  return (
    <RestrictedBrowserGate>
      <NoDataPage />
    </RestrictedBrowserGate>
  );
}
