import type {
  PublicGroupBuyPackage,
  PublicTouchCard,
  PublicTouchCardItem,
} from '@vidmatrix/contract/touch-card-public';
import { useTranslation } from '../../shared/i18n/use-translation';
import { itemLabel, packageLabel, type GroupBuyItem } from './item-labels';
import styles from './store-page-view.module.css';

export interface StorePageViewProps {
  card: PublicTouchCard;
  /** A tap on a function item; absent in the console's live preview, where taps do nothing. */
  onItem?: (item: PublicTouchCardItem) => void;
  /** A tap on a group-buy package. */
  onPackage?: (item: GroupBuyItem, pkg: PublicGroupBuyPackage) => void;
  /** The copy writer's address (/CardWriterPage?code=…); absent: the entry is shown inert. */
  writerHref?: string;
  /** Opens the copy writer in the app (a plain tap; a new tab still follows `writerHref`). */
  onWriter?: () => void;
}

function GroupBuy({ item, onPackage }: { item: GroupBuyItem; onPackage?: StorePageViewProps['onPackage'] }) {
  const { t } = useTranslation('touch-card');
  return (
    <section className={styles.groupBuy} data-kind="group_buy" aria-label={itemLabel(t, item)}>
      <h2 className={styles.sectionTitle}>{itemLabel(t, item)}</h2>
      {!item.configured || item.packages.length === 0 ? (
        <p className={styles.muted}>{t('messages.notConfigured')}</p>
      ) : (
        <ul className={styles.packages}>
          {item.packages.map((pkg, i) => (
            <li
              key={pkg.id}
              className={styles.package}
              data-state={pkg.state}
              data-testid="group-buy-package"
            >
              <span className={styles.packageTitle}>{packageLabel(t, item, pkg, i)}</span>
              <button
                type="button"
                className={styles.packageAction}
                data-state={pkg.state}
                onClick={() => onPackage?.(item, pkg)}
              >
                {t(`groupBuy.${pkg.state}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The store page of a touch card as the customer sees it (/PenCardPage): logo, title,
 * background and the function items in the merchant's order. Presentational only — the page
 * passes what a tap does, the console renders it in its phone frame as the live preview.
 * Texts are rendered as text (React escapes them); the server has already removed markup.
 */
export function StorePageView({ card, onItem, onPackage, writerHref, onWriter }: StorePageViewProps) {
  const { t } = useTranslation('touch-card');
  const custom = card.background === 'custom' && card.background_image_url;
  return (
    <main className={styles.page} data-background={custom ? 'custom' : String(card.background)}>
      {custom && <img className={styles.backdrop} src={card.background_image_url ?? ''} alt="" />}
      <header className={styles.header}>
        {card.logo_url && (
          <img
            className={styles.logo}
            src={card.logo_url}
            alt=""
            width={72}
            height={72}
            data-testid="store-logo"
          />
        )}
        <h1 className={styles.title}>{card.title}</h1>
        {card.main_business && <p className={styles.business}>{card.main_business}</p>}
      </header>
      <div className={styles.items}>
        {card.items.map((item) =>
          item.kind === 'group_buy' ? (
            <GroupBuy key={item.id} item={item} onPackage={onPackage} />
          ) : (
            <button
              key={item.id}
              type="button"
              className={styles.item}
              data-kind={item.kind}
              data-configured={item.configured}
              onClick={() => onItem?.(item)}
            >
              <span className={styles.icon} aria-hidden="true" />
              <span className={styles.label}>{itemLabel(t, item)}</span>
            </button>
          ),
        )}
      </div>
      <a
        className={styles.writer}
        href={writerHref}
        aria-disabled={!writerHref}
        data-testid="writer-entry"
        onClick={(event) => {
          if (!onWriter || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onWriter();
        }}
      >
        <strong>{t('page.writer')}</strong>
        <span>{t('page.writerHint')}</span>
      </a>
    </main>
  );
}
