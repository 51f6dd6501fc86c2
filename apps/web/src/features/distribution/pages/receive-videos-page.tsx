import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notify } from '../../../shared/api/notifier';
import { currentUserAgent, isDesktop, mustOpenExternally } from '../../../shared/user-agent';
import { useClaimedVideo, type ClaimTarget } from '../api';
import { LazyOpenInBrowserOverlay } from '../components/lazy-in-app';
import { LoadingOverlay } from '../components/loading-overlay';
import { ReceiveList } from '../components/receive-list';
import { StateBlock } from '../components/state-block';
import { isClaimLimit, parseDistributionQuery } from '../distribution-query';
import { shownVideo } from '../distribution-video';
import styles from './receive-videos-page.module.css';

/** Downloads started one after another: browsers drop bursts of simultaneous downloads. */
const DOWNLOAD_GAP_MS = 600;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * /receiveVideos (spec §2): the videos claimed for this visitor, multi-select, download and
 * publish. Phones get cards, desktops a table; publishing needs a phone (spec §5).
 */
export function ReceiveVideosPage() {
  const { t } = useTranslation('distribution');
  const [params] = useSearchParams();
  const query = useMemo(() => parseDistributionQuery(params), [params]);
  const target: ClaimTarget | undefined =
    query.code === 0 && query.activityId
      ? {
          activityId: query.activityId,
          platform: 'douyin',
          matrix: query.matrix,
          nfc: query.nfc,
          authorizeId: '',
        }
      : undefined;
  const claim = useClaimedVideo(target);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [overlay, setOverlay] = useState(false);
  const userAgent = currentUserAgent();
  const layout = isDesktop(userAgent) ? 'desktop' : 'mobile';

  if (query.code !== 0) {
    return isClaimLimit(query.code, query.message) ? (
      <StateBlock tone="error" title={t('states.claimLimitTitle')} description={query.message || undefined} />
    ) : (
      <StateBlock tone="empty" title={query.message || t('states.shareFailed')} />
    );
  }
  if (!target) return <StateBlock tone="error" title={t('states.noActivityId')} />;
  if (claim.isPending) return <LoadingOverlay />;
  if (claim.isError) {
    return (
      <StateBlock tone="error" title={t('states.fetchFailedTitle')} description={claim.error?.message} />
    );
  }
  const view = claim.data;
  if (!view || !shownVideo(view)) {
    return (
      <StateBlock
        tone="empty"
        title={t('states.tooLateTitle')}
        description={t('states.tooLateDescription')}
      />
    );
  }
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
