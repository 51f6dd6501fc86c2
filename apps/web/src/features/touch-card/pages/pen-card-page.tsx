import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PublicGroupBuyPackage, PublicTouchCardItem } from '@vidmatrix/contract/touch-card-public';
import { TOUCH_CARD_EVENTS, TOUCH_CARD_PUBLIC_PATHS } from '@vidmatrix/contract/touch-card-rules';
import { trackLater } from '../../../shared/analytics/track-later';
import { apiUrl } from '../../../shared/api/api-config';
import { notify } from '../../../shared/api/notifier';
import { openAppLink, clickLink } from '../../../shared/app-jump';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PageLoading } from '../../../shared/ui/page-loading';
import { currentUserAgent } from '../../../shared/user-agent';
import { useStorePage } from '../api';
import { CardState } from '../components/card-state';
import { itemAction, packageAction, type ItemAction, type Panel } from '../item-action';
import { registerStorePageWorker } from '../register-worker';
import { StorePageView } from '../store-page-view';
import { isCardInvalid, useCardCode } from '../use-card-code';
import type { GroupBuyItem } from '../item-labels';

// Follow guides, Wi-Fi and collection open after a tap: their code (and qrcode) is not first-load.
const ItemPanel = lazy(() => import('../components/item-panel').then((m) => ({ default: m.ItemPanel })));

/** /PenCardPage?code=…: the store page of a touch card (issue 14). */
export function PenCardPage() {
  const { t } = useTranslation('touch-card');
  const code = useCardCode();
  const { data, error, isPending, reload } = useStorePage(code);
  const navigate = useNavigate();
  const [panel, setPanel] = useState<Panel | null>(null);
  const card = data?.card;

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
      trackLater(TOUCH_CARD_EVENTS.itemClick, { code, kind: item.kind, item_id: item.id });
      run(itemAction(item, currentUserAgent(), code));
    },
    [code, run],
  );

  const onPackage = useCallback(
    (item: GroupBuyItem, pkg: PublicGroupBuyPackage) => {
      trackLater(TOUCH_CARD_EVENTS.itemClick, {
        code,
        kind: item.kind,
        item_id: item.id,
        package_id: pkg.id,
      });
      const action = packageAction(pkg, currentUserAgent());
      if (action.type === 'generating') notify(t('messages.generatingPackage'));
      else if (action.type === 'cannotJump') notify(t('messages.cannotJump'));
      else run(action);
    },
    [code, run, t],
  );

  const close = useCallback(() => setPanel(null), []);

  if (!code || isCardInvalid(error)) return <CardState state="invalid" />;
  if (error && !card) return <CardState state="failed" onRetry={reload} />;
  if (isPending || !card) return <PageLoading />;
  return (
    <>
      <StorePageView
        card={card}
        onItem={onItem}
        onPackage={onPackage}
        writerHref={`/CardWriterPage?code=${encodeURIComponent(code)}`}
      />
      {panel && (
        <Suspense fallback={null}>
          <ItemPanel panel={panel} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
