import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PublicGroupBuyPackage, PublicTouchCardItem } from '@vidmatrix/contract/touch-card-public';
import { TOUCH_CARD_EVENTS, TOUCH_CARD_PUBLIC_PATHS } from '@vidmatrix/contract/touch-card-rules';
import { trackBeforeLeaving, trackLater } from '../../../shared/analytics/track-later';
import { apiUrl } from '../../../shared/api/api-config';
import { notify } from '../../../shared/api/notifier';
import { openAppLink, clickLink } from '../../../shared/app-jump';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PageLoading } from '../../../shared/ui/page-loading';
import { currentUserAgent } from '../../../shared/user-agent';
import { useStorePage } from '../api';
import { CardState } from '../components/card-state';
import { itemAction, packageAction, type ItemAction, type PackageAction, type Panel } from '../item-action';
import { registerStorePageWorker } from '../register-worker';
import { StorePageView } from '../store-page-view';
import { isCardInvalid, useCardCode } from '../use-card-code';
import { LazyWechatOpenApp } from '../../../shared/wechat-share/lazy-open-app';
import { useWechatShare } from '../../../shared/wechat-share/use-wechat-share';
import type { GroupBuyItem } from '../item-labels';

/**
 * Records a tap. One that takes the customer off this page (another page, another site, an app)
 * sends its events at once, with the store-page open still queued: a `pagehide` beacon of this
 * page, controlled by its service worker, can be lost (issue 27). Loading another page waits
 * until they are sent (at most a second); an app link opens at once, within the tap's user
 * activation, and the page stays meanwhile.
 */
function tapThen(
  action: ItemAction | PackageAction,
  props: Record<string, string | number>,
  run: () => void,
) {
  const event = { name: TOUCH_CARD_EVENTS.itemClick, props };
  if (action.type === 'open') {
    void trackBeforeLeaving(event).then(run);
    return;
  }
  if (action.type === 'app' || action.type === 'navigate') void trackBeforeLeaving(event);
  else trackLater(event.name, event.props);
  run();
}

// Follow guides, Wi-Fi and collection open after a tap: their code (and qrcode) is not first-load.
const ItemPanel = lazy(() => import('../components/item-panel').then((m) => ({ default: m.ItemPanel })));
// Inside WeChat, when an open-tag jump fails (decision 031).
const OpenInBrowserOverlay = lazy(() =>
  import('../../../shared/ui/open-in-browser-overlay').then((m) => ({ default: m.OpenInBrowserOverlay })),
);
/** The apps the store page's open tags jump to, where the brand has an open-platform app for them. */
const STORE_OPEN_APPS = ['douyin', 'kuaishou', 'xhs'] as const;

/** /PenCardPage?code=…: the store page of a touch card (issue 14). */
export function PenCardPage() {
  const { t } = useTranslation('touch-card');
  const code = useCardCode();
  const { data, error, isPending, reload } = useStorePage(code);
  const navigate = useNavigate();
  const [panel, setPanel] = useState<Panel | null>(null);
  const card = data?.card;
  const [overlay, setOverlay] = useState(false);
  useWechatShare();

  useEffect(() => {
    if (!card) return;
    trackLater(TOUCH_CARD_EVENTS.open, { code: card.code });
    const images = [card.logo_url, card.background_image_url].filter((url): url is string => !!url);
    registerStorePageWorker(() => ({
      page: location.href,
      images: images.map((url) => new URL(url, location.href).href),
      config: {
        url: new URL(
          `${apiUrl(TOUCH_CARD_PUBLIC_PATHS.page)}?${new URLSearchParams({ code })}`,
          location.href,
        ).href,
        data,
      },
    }));
    // Once per card shown; a refreshed answer of the same card changes nothing here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [card?.code]);

  const run = useCallback(
    (action: ItemAction) => {
      switch (action.type) {
        case 'notConfigured':
          return notify(t('messages.notConfigured'));
        case 'panel':
          return setPanel(action.panel);
        case 'navigate':
          return navigate(action.to);
        case 'open':
          return clickLink(action.href);
        case 'app': {
          const fallback = action.onFail;
          openAppLink(action.href, {
            onFail: () => {
              notify(t('messages.jumpFailed'));
              if (fallback?.type === 'web') clickLink(fallback.href);
              else if (fallback) setPanel(fallback);
            },
          });
          return;
        }
        case 'none':
          return;
      }
    },
    [navigate, t],
  );

  const onItem = useCallback(
    (item: PublicTouchCardItem) => {
      const action = itemAction(item, currentUserAgent(), code);
      tapThen(action, { code, kind: item.kind, item_id: item.id }, () => run(action));
    },
    [code, run],
  );

  const onPackage = useCallback(
    (item: GroupBuyItem, pkg: PublicGroupBuyPackage) => {
      const action = packageAction(pkg, currentUserAgent());
      tapThen(action, { code, kind: item.kind, item_id: item.id, package_id: pkg.id }, () => {
        if (action.type === 'generating') notify(t('messages.generatingPackage'));
        else if (action.type === 'cannotJump') notify(t('messages.cannotJump'));
        else run(action);
      });
    },
    [code, run, t],
  );

  // The copy writer is a page of this app: the router opens it, and the store-page open leaves first.
  const writerHref = `/CardWriterPage?code=${encodeURIComponent(code)}`;
  const onWriter = useCallback(() => {
    void trackBeforeLeaving();
    navigate(writerHref);
  }, [navigate, writerHref]);

  const close = useCallback(() => setPanel(null), []);
  const showOverlay = useCallback(() => setOverlay(true), []);

  if (!code || isCardInvalid(error)) return <CardState state="invalid" />;
  if (error && !card) return <CardState state="failed" onRetry={reload} />;
  if (isPending || !card) return <PageLoading />;
  return (
    <>
      <StorePageView
        card={card}
        onItem={onItem}
        onPackage={onPackage}
        writerHref={writerHref}
        onWriter={onWriter}
      />
      {panel && (
        <Suspense fallback={null}>
          <ItemPanel panel={panel} onClose={close} />
        </Suspense>
      )}
      <LazyWechatOpenApp platforms={STORE_OPEN_APPS} onFallback={showOverlay} />
      {overlay && (
        <Suspense fallback={null}>
          <OpenInBrowserOverlay onClose={() => setOverlay(false)} />
        </Suspense>
      )}
    </>
  );
}
