import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useRemoveBootCover } from '../../../shared/ui/use-remove-boot-cover';
import styles from './share.module.css';

// Only the states need it: loaded when one shows, never on the way to the videos (page budget).
const VisitorHelp = lazy(() => import('../../../shared/ui/visitor-help'));

/** The "link expired or does not exist — contact the administrator" state (spec §4). */
export function LinkExpired() {
  const { t } = useTranslation('share');
  return (
    <StateBox tone="error" title={t('expired.title')}>
      <Suspense fallback={null}>
        <VisitorHelp hint={t('expired.description')} />
      </Suspense>
    </StateBox>
  );
}

/** A link that is open but shares nothing (any more). */
export function NothingShared() {
  const { t } = useTranslation('share');
  return (
    <StateBox tone="empty" title={t('list.empty')}>
      <Suspense fallback={null}>
        <VisitorHelp hint={t('expired.description')} />
      </Suspense>
    </StateBox>
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('share');
  return (
    <StateBox tone="error" title={t('failed.title')}>
      <Suspense fallback={null}>
        <VisitorHelp hint="" onRetry={onRetry} />
      </Suspense>
    </StateBox>
  );
}

/**
 * Plain markup rather than antd-mobile's ErrorBlock: the visitor page budget is tight (decision 004).
 * A copy of shared/ui/state-block.tsx, kept on purpose: used here too, it becomes a chunk of its
 * own for the share and distribution pages, +0.25 KB gzip
 * on /common_distribution_video (120.2 KB, over the 120 KB budget) and +0.31 KB on /shareVideo
 * (measured, decision 014).
 */
function StateBox({
  tone,
  title,
  children,
}: {
  tone: 'error' | 'empty';
  title: string;
  children?: ReactNode;
}) {
  // A state replaces the first screen the HTML painted (decision 019) in the commit that shows it.
  useRemoveBootCover(true);
  return (
    <section className={styles.state} role={tone === 'error' ? 'alert' : 'status'}>
      <svg className={styles.stateIcon} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="28" fill="none" stroke="currentColor" strokeWidth="3" />
        <path
          d={tone === 'error' ? 'M32 18v18M32 44v2' : 'M20 36h24'}
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </svg>
      <h1 className={styles.stateTitle}>{title}</h1>
      {children}
    </section>
  );
}
