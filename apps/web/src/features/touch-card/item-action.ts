import type { PublicGroupBuyPackage, PublicTouchCardItem } from '@vidmatrix/contract/touch-card-public';
import { mustOpenExternally } from '../../shared/user-agent';

export type FollowItem = Extract<
  PublicTouchCardItem,
  { kind: 'follow_channels' | 'follow_xhs' | 'follow_kuaishou' | 'follow_douyin' }
>;

/** The in-page panels a tap can open (components/item-panel.tsx). */
export type Panel =
  | { type: 'guide'; item: FollowItem; blocked: boolean }
  | { type: 'wifi'; item: Extract<PublicTouchCardItem, { kind: 'wifi' }> }
  | { type: 'collection' };

/** What a tap on a function item does: decided here, done by the page. */
export type ItemAction =
  | { type: 'notConfigured' }
  | { type: 'panel'; panel: Panel }
  /** An app link, watched for 4 s; `onFail` what to show when the app did not open. */
  | { type: 'app'; href: string; onFail: Panel | { type: 'web'; href: string } | null }
  /** A web page (review site, the merchant's link, the distribution flow) in this tab. */
  | { type: 'open'; href: string }
  /** A page of this app. */
  | { type: 'navigate'; to: string }
  | { type: 'none' };

const isFollow = (item: PublicTouchCardItem): item is FollowItem => item.kind.startsWith('follow_');

/**
 * Spec §4 "function item" and issue 14: an unconfigured item says so; a follow item opens the
 * platform's profile by app link, except where the browser blocks app links (WeChat and the
 * office apps: the guide with the id to copy) and for WeChat Channels, which has no public app
 * link (always the guide). When the app does not open, the guide follows the jump-failure toast.
 */
export function itemAction(item: PublicTouchCardItem, userAgent: string, code: string): ItemAction {
  if (!item.configured) return { type: 'notConfigured' };
  if (isFollow(item)) {
    const blocked = mustOpenExternally(userAgent);
    if (item.kind === 'follow_channels' || blocked || !item.app_url) {
      return { type: 'panel', panel: { type: 'guide', item, blocked } };
    }
    return { type: 'app', href: item.app_url, onFail: { type: 'guide', item, blocked: false } };
  }
  switch (item.kind) {
    case 'wifi':
      return { type: 'panel', panel: { type: 'wifi', item } };
    case 'collection':
      return { type: 'panel', panel: { type: 'collection' } };
    case 'wechat_qr':
      return { type: 'navigate', to: `/AddWxPage?code=${encodeURIComponent(code)}` };
    case 'send_video':
    case 'review_checkin':
      return item.url ? { type: 'open', href: item.url } : { type: 'notConfigured' };
    case 'link':
      return { type: 'open', href: item.url };
    case 'group_buy':
      // The packages are the buttons (packageAction); the section itself does nothing.
      return item.packages.length ? { type: 'none' } : { type: 'notConfigured' };
  }
}

export type PackageAction =
  { type: 'generating' } | { type: 'cannotJump' } | Extract<ItemAction, { type: 'app' | 'open' }>;

/**
 * Spec §4 "group-buy": generating → ready (the deal in the platform's app, its web page where the
 * app cannot be opened or did not open) or failed ("cannot jump").
 */
export function packageAction(pkg: PublicGroupBuyPackage, userAgent: string): PackageAction {
  if (pkg.state === 'generating') return { type: 'generating' };
  if (pkg.state === 'failed' || (!pkg.app_url && !pkg.deal_url)) return { type: 'cannotJump' };
  if (pkg.app_url && !mustOpenExternally(userAgent)) {
    return {
      type: 'app',
      href: pkg.app_url,
      onFail: pkg.deal_url ? { type: 'web', href: pkg.deal_url } : null,
    };
  }
  return { type: 'open', href: pkg.deal_url ?? '' };
}
