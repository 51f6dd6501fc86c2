import type { TouchCardConfig, TouchCardItem } from '@vidmatrix/contract/touch-card';
import type { PublicTouchCard, PublicTouchCardItem } from '@vidmatrix/contract/touch-card-public';
import { penCardPath, wifiQrText } from '@vidmatrix/contract/touch-card-rules';
import type { ItemRow, PackageRow, PageRow } from './repo';
import { dealAppUrl, followLinks, plainText } from './rules';

/** A stored image's URL (relative to our origin unless the bucket has a public URL). */
export type ImageUrl = (key: string) => string;

export function presentConfig(
  card: { code: string; label: string },
  page: PageRow | undefined,
  items: ItemRow[],
  packages: PackageRow[],
  imageUrl: ImageUrl,
  failedMessage: string,
): TouchCardConfig {
  const s = page?.settings;
  return {
    code: card.code,
    label: card.label,
    settings: s
      ? {
          ...s,
          logo_url: imageUrl(s.logo),
          background_image_url: s.background_image ? imageUrl(s.background_image) : null,
        }
      : null,
    items: items.map((row, i): TouchCardItem => ({
      ...row.settings,
      id: row.id,
      position: i + 1,
      in_use: true,
      image_url: row.settings.kind === 'wechat_qr' ? imageUrl(row.settings.image) : null,
      packages: packages
        .filter((p) => p.itemId === row.id)
        .map((p) => ({
          id: p.id,
          share_text: p.shareText,
          link: p.link,
          state: p.state,
          deal_title: p.dealTitle,
          deal_url: p.dealUrl,
          error: p.state === 'failed' ? failedMessage : null,
        })),
    })),
    page_path: penCardPath(card.code),
    updated_at: page ? page.updatedAt.toISOString() : null,
  };
}

export interface VisitorContext {
  imageUrl: ImageUrl;
  /** The distribution page of an activity for this card (send video), null when it cannot open. */
  sendVideoUrl: (activityId: number) => string | null;
}

function publicItem(row: ItemRow, packages: PackageRow[], ctx: VisitorContext): PublicTouchCardItem {
  const s = row.settings;
  const base = { id: row.id };
  switch (s.kind) {
    case 'follow_channels':
    case 'follow_xhs':
    case 'follow_kuaishou':
    case 'follow_douyin': {
      const accountId = 'account_id' in s ? plainText(s.account_id) : '';
      const link = 'link' in s ? s.link : '';
      return {
        ...base,
        kind: s.kind,
        configured: Boolean(accountId || link),
        account_id: accountId,
        ...followLinks(s.kind, accountId, link),
      };
    }
    case 'group_buy': {
      const mine = packages
        .filter((p) => p.itemId === row.id)
        .map((p) => ({
          id: p.id,
          state: p.state,
          title: p.dealTitle === null ? null : plainText(p.dealTitle),
          deal_url: p.state === 'ready' ? p.dealUrl : null,
          app_url: p.state === 'ready' && p.dealUrl ? dealAppUrl(s.platform, p.dealUrl) : null,
        }));
      return {
        ...base,
        kind: 'group_buy',
        platform: s.platform,
        configured: mine.some((p) => p.state === 'ready'),
        packages: mine,
      };
    }
    case 'collection':
      return { ...base, kind: 'collection', configured: true };
    case 'review_checkin':
      return { ...base, kind: 'review_checkin', configured: Boolean(s.link), url: s.link || null };
    case 'send_video': {
      const url = ctx.sendVideoUrl(s.activity_id);
      return { ...base, kind: 'send_video', configured: url !== null, activity_id: s.activity_id, url };
    }
    case 'wifi':
      return {
        ...base,
        kind: 'wifi',
        configured: true,
        ssid: s.ssid,
        password: s.password,
        security: s.security,
        qr_text: wifiQrText(s.ssid, s.password, s.security),
      };
    case 'wechat_qr':
      return { ...base, kind: 'wechat_qr', configured: true, image_url: ctx.imageUrl(s.image) };
    case 'link':
      return { ...base, kind: 'link', configured: true, url: s.url, title: plainText(s.title) };
  }
}

/** The store page a customer's phone renders: plain texts, items in the merchant's order. */
export function presentPublic(
  page: PageRow,
  items: ItemRow[],
  packages: PackageRow[],
  ctx: VisitorContext,
): PublicTouchCard {
  const s = page.settings;
  return {
    code: page.code,
    title: plainText(s.title),
    main_business: plainText(s.main_business),
    features: plainText(s.features),
    logo_url: ctx.imageUrl(s.logo),
    background: s.background,
    background_image_url: s.background_image ? ctx.imageUrl(s.background_image) : null,
    preset_topics: s.preset_topics.map(plainText).filter(Boolean),
    word_count: s.word_count,
    ai_label: s.ai_label,
    items: items.map((row) => publicItem(row, packages, ctx)),
    updated_at: page.updatedAt.toISOString(),
  };
}
