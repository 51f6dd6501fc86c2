import type { TouchCardItem } from '@vidmatrix/contract/touch-card';
import {
  TOUCH_CARD_ITEM_KINDS,
  TOUCH_CARD_LINKS_MAX,
  TOUCH_CARD_REPEATABLE_KINDS,
  type TouchCardItemKind,
} from '@vidmatrix/contract/touch-card-rules';

/** The kinds the "add" menu offers: one of each, links until TOUCH_CARD_LINKS_MAX (the server's rule). */
export function addableKinds(items: readonly Pick<TouchCardItem, 'kind'>[]): TouchCardItemKind[] {
  return TOUCH_CARD_ITEM_KINDS.filter((kind) => {
    const count = items.filter((item) => item.kind === kind).length;
    return TOUCH_CARD_REPEATABLE_KINDS.includes(kind) ? count < TOUCH_CARD_LINKS_MAX : count === 0;
  });
}

/** One line saying what an item holds, beside its name in the list. */
export function itemSummary(item: TouchCardItem): string {
  switch (item.kind) {
    case 'follow_channels':
      return item.account_id;
    case 'follow_xhs':
    case 'follow_kuaishou':
    case 'follow_douyin':
      return item.account_id || item.link;
    case 'review_checkin':
      return item.link;
    case 'send_video':
      return `#${item.activity_id}`;
    case 'wifi':
      return item.ssid;
    case 'link':
      return `${item.title} · ${item.url}`;
    default:
      return '';
  }
}

/**
 * The form's starting values for an item: its saved settings (without the console's extra
 * fields), or a new item of `kind` with the contract's defaults.
 */
export function itemFormValues(kind: TouchCardItemKind, item?: TouchCardItem): Record<string, unknown> {
  if (item) {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- read-only parts of the item
    const { id, position, in_use, image_url, packages, ...settings } = item;
    return settings;
  }
  if (kind === 'group_buy') return { kind, platform: 'meituan' };
  if (kind === 'wifi') return { kind, security: 'WPA' };
  return { kind };
}
