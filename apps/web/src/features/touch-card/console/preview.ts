import type { TouchCardItem } from '@vidmatrix/contract/touch-card';
import type { PublicTouchCard, PublicTouchCardItem } from '@vidmatrix/contract/touch-card-public';
import { wifiQrText, type TouchCardBackground } from '@vidmatrix/contract/touch-card-rules';

/**
 * The live phone preview (issue 14): the store page as a customer will see it, built in the
 * browser from what the merchant is typing, so the preview follows every keystroke without a
 * save. The shapes are the public store page's (`PublicTouchCard`), which the store page's own
 * view renders; the server builds the same from the saved configuration.
 */

/** The form's values as they are while typing (antd keeps them loosely typed). */
export interface DraftSettings {
  title?: string;
  main_business?: string;
  features?: string;
  preset_topics?: string[];
  word_count?: number | string;
  background?: TouchCardBackground | string;
  ai_label?: boolean;
}

export interface DraftImages {
  logo_url: string;
  background_image_url: string | null;
}

const BACKGROUNDS: readonly TouchCardBackground[] = [1, 2, 3, 'custom'];
const background = (value: DraftSettings['background']): TouchCardBackground =>
  BACKGROUNDS.find((b) => String(b) === String(value)) ?? 1;

const follow = (account_id: string, web_url: string | null) => ({
  account_id,
  app_url: null,
  web_url,
});

/** One configured item as the store page shows it; `configured` false when a required part is missing. */
export function previewItem(item: TouchCardItem): PublicTouchCardItem {
  const base = { id: item.id };
  switch (item.kind) {
    case 'follow_channels':
      return {
        ...base,
        kind: item.kind,
        configured: item.account_id !== '',
        ...follow(item.account_id, null),
      };
    case 'follow_xhs':
    case 'follow_kuaishou':
    case 'follow_douyin':
      return {
        ...base,
        kind: item.kind,
        configured: item.account_id !== '' || item.link !== '',
        ...follow(item.account_id, item.link || null),
      };
    case 'group_buy':
      return {
        ...base,
        kind: item.kind,
        platform: item.platform,
        configured: item.packages.length > 0,
        packages: item.packages.map((p) => ({
          id: p.id,
          state: p.state,
          title: p.deal_title,
          deal_url: p.deal_url,
          app_url: null,
        })),
      };
    case 'collection':
      return { ...base, kind: item.kind, configured: true };
    case 'review_checkin':
      return { ...base, kind: item.kind, configured: item.link !== '', url: item.link || null };
    case 'send_video':
      return {
        ...base,
        kind: item.kind,
        configured: item.activity_id > 0,
        activity_id: item.activity_id,
        // The preview does not leave the console: the real page links the distribution flow.
        url: null,
      };
    case 'wifi':
      return {
        ...base,
        kind: item.kind,
        configured: item.ssid !== '',
        ssid: item.ssid,
        password: item.password,
        security: item.security,
        qr_text: wifiQrText(item.ssid, item.password, item.security),
      };
    case 'wechat_qr':
      return { ...base, kind: item.kind, configured: item.image_url !== null, image_url: item.image_url };
    case 'link':
      return { ...base, kind: item.kind, configured: true, url: item.url, title: item.title };
  }
}

/** The store page the customer would see with these (unsaved) settings and the card's items. */
export function previewCard(
  code: string,
  draft: DraftSettings,
  images: DraftImages,
  items: readonly TouchCardItem[],
): PublicTouchCard {
  return {
    code,
    title: (draft.title ?? '').trim(),
    main_business: (draft.main_business ?? '').trim(),
    features: (draft.features ?? '').trim(),
    logo_url: images.logo_url,
    background: background(draft.background),
    background_image_url: images.background_image_url,
    preset_topics: (draft.preset_topics ?? []).map((t) => t.trim().replace(/^#+/, '')).filter(Boolean),
    word_count: Number(draft.word_count) || 0,
    ai_label: draft.ai_label ?? true,
    items: items.map(previewItem),
    updated_at: '',
  };
}
