import type { PublicGroupBuyPackage, PublicTouchCardItem } from '@vidmatrix/contract/touch-card-public';
import type { TFunction } from '../../shared/i18n/keys';

export type GroupBuyItem = Extract<PublicTouchCardItem, { kind: 'group_buy' }>;

/** An item's button text: a link shows the merchant's own title, the others their kind. */
export function itemLabel(t: TFunction<'touch-card'>, item: PublicTouchCardItem): string {
  if (item.kind === 'link' && item.title) return item.title;
  if (item.kind === 'group_buy') return `${t(`platforms.${item.platform}`)} · ${t('items.group_buy')}`;
  return t(`items.${item.kind}`);
}

/** A package's line: the deal's title once resolved, "<platform> deal n" before. */
export function packageLabel(
  t: TFunction<'touch-card'>,
  item: GroupBuyItem,
  pkg: PublicGroupBuyPackage,
  index: number,
): string {
  return pkg.title || t('groupBuy.untitled', { platform: t(`platforms.${item.platform}`), n: index + 1 });
}
