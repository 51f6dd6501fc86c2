import type { ShareWebInfo } from '@vidmatrix/contract/share';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useRemoveBootCover } from '../../../shared/ui/use-remove-boot-cover';
import { AiLabel, ScriptFacts, ScriptFields } from './script-parts';
import styles from './script.module.css';

// Each view is its own chunk: phones never download antd, desktops never antd-mobile's List.
const MobileView = lazy(() => import('./script-mobile-view'));
const DesktopView = lazy(() => import('./script-desktop-view'));

const DESKTOP = '(min-width: 768px)';
function useDesktop(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(DESKTOP);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(DESKTOP).matches,
  );
}

/**
 * A loaded script: its facts, its text fields (rich text through the sanitiser) and its shots,
 * as cards on phones or a table on desktops. Loaded after the gate, so the sanitiser (DOMPurify)
 * is not part of the page's first load (decision 004).
 */
export default function ScriptBody({
  info,
}: {
  info: ShareWebInfo & { script: NonNullable<ShareWebInfo['script']> };
}) {
  const { t } = useTranslation('share');
  const desktop = useDesktop();
  const { script } = info;
  const View = desktop ? DesktopView : MobileView;
  // The first screen the HTML painted (decision 019) goes in the commit that shows the same parts.
  useRemoveBootCover(true);
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>
        {script.title} <AiLabel script={script} />
      </h1>
      <p className={styles.facts}>{t('script.sharedBy', { team: info.team_name })}</p>
      <ScriptFacts script={script} />
      <ScriptFields script={script} />
      <Suspense fallback={<PageLoading />}>
        <View script={script} />
      </Suspense>
    </main>
  );
}
