import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { notify } from '../../../shared/api/notifier';
import { useRemoveBootCover } from '../../../shared/ui/use-remove-boot-cover';
import { isDesktop, mustOpenExternally } from '../../../shared/user-agent';
import type { ClaimTarget } from '../claim-target';
import type { DistributionVideoView } from '../distribution-video';
import { LazyOpenInBrowserOverlay } from './lazy-in-app';
import { LoadingOverlay } from './loading-overlay';
import { ReceiveList } from './receive-list';
import styles from './receive-ready.module.css';

/** Downloads started one after another: browsers drop bursts of simultaneous downloads. */
const DOWNLOAD_GAP_MS = 600;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ReceiveReadyProps {
  target: ClaimTarget;
  view: DistributionVideoView;
  userAgent: string;
}

/**
 * /receiveVideos once the claim is in: the videos, multi-select, download and publish. Phones get
 * cards, desktops a table; publishing needs a phone (spec §5). Its own chunk, fetched alongside
 * the claim (receive-videos-page.tsx).
 */
export default function ReceiveReady({ target, view, userAgent }: ReceiveReadyProps) {
  const { t } = useTranslation('distribution');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [overlay, setOverlay] = useState(false);
  const layout = isDesktop(userAgent) ? 'desktop' : 'mobile';
  // The list takes the place of the first screen the HTML painted, in the same commit.
  useRemoveBootCover(true);
  const items = view.items;
  const chosen = items.filter((item) => selected.has(item.mixedVideoId));

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((current) =>
      items.every((item) => current.has(item.mixedVideoId))
        ? new Set()
        : new Set(items.map((item) => item.mixedVideoId)),
    );

  const download = async () => {
    if (chosen.length === 0) return notify(t('receive.selectFirst'));
    if (mustOpenExternally(userAgent)) return setOverlay(true);
    setBusy(true);
    try {
      const flows = await import('../flows/download-flows');
      let started = 0;
      for (const [index, item] of chosen.entries()) {
        if (index > 0) await delay(DOWNLOAD_GAP_MS);
        if (await flows.saveVideo({ target, item, t, notify })) started++;
      }
      if (started > 0) notify(t('receive.downloaded', { count: started }));
    } catch {
      notify(t('messages.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };

  const publish = async () => {
    if (chosen.length === 0) return notify(t('receive.selectFirst'));
    if (chosen.length > 1) return notify(t('receive.publishOne'));
    if (layout === 'desktop') return notify(t('messages.mobileOnly'));
    if (mustOpenExternally(userAgent)) return setOverlay(true);
    setBusy(true);
    try {
      const flows = await import('../flows/publish-flows');
      await flows.runPublish('douyin', {
        target,
        view,
        item: chosen[0]!,
        userAgent,
        t,
        notify,
        setBusy,
        currentUrl: window.location.href,
      });
    } catch {
      notify(t('messages.publishFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className={styles.page} data-layout={layout}>
      <h1 className={styles.heading}>{t('receive.title')}</h1>
      {view.demoPlatform && (
        <p className={styles.badge} data-testid="demo-platform-badge" title={t('card.demoPlatformHint')}>
          {t('card.demoPlatform')}
        </p>
      )}
      <ReceiveList
        items={items}
        selected={selected}
        onToggle={toggle}
        onToggleAll={toggleAll}
        layout={layout}
      />
      <div className={styles.actions}>
        <span className={styles.count}>{t('receive.selected', { count: chosen.length })}</span>
        <button type="button" className={styles.secondary} onClick={() => void download()} disabled={busy}>
          {t('receive.download')}
        </button>
        <button type="button" className={styles.primary} onClick={() => void publish()} disabled={busy}>
          {t('receive.publish')}
        </button>
      </div>
      {busy && <LoadingOverlay />}
      {overlay && <LazyOpenInBrowserOverlay onClose={() => setOverlay(false)} />}
    </main>
  );
}
