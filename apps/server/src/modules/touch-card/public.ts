import { NFC_CODE_PATTERN } from '@vidmatrix/contract/console-nfc';
import type { Language } from '@vidmatrix/contract/languages';
import type { PublicTouchCard } from '@vidmatrix/contract/touch-card-public';
import type { Db } from '../../db/client';
import { nfcTarget, openActivities } from '../distribution/service';
import { cardInvalid } from './errors';
import { presentPublic, type ImageUrl } from './present';
import * as repo from './repo';

/** The store page for a visitor; unknown, disabled, another brand's or without a page → 20005. */
export async function publicCard(
  db: Db,
  code: string,
  brandKey: string,
  imageUrl: ImageUrl,
  language: Language,
): Promise<PublicTouchCard> {
  const card = await findPublicCard(db, code, brandKey, imageUrl, language);
  if (!card) throw cardInvalid();
  return card;
}

/** publicCard, or undefined for a card without a store page here. */
async function findPublicCard(
  db: Db,
  code: string,
  brandKey: string,
  imageUrl: ImageUrl,
  language: Language,
): Promise<PublicTouchCard | undefined> {
  const found = await repo.visitorPage(db, code, brandKey);
  if (!found) return undefined;
  const items = await repo.itemsOf(db, code);
  const packages = await repo.packagesOf(
    db,
    items.filter((i) => i.kind === 'group_buy').map((i) => i.id),
  );
  const wanted = items.flatMap((i) => (i.settings.kind === 'send_video' ? [i.settings.activity_id] : []));
  const open = await openActivities(db, found.page.teamId, wanted);
  const sendVideoUrl = (activityId: number) => {
    const activity = open.find((a) => a.id === activityId);
    if (!activity) return null;
    // The card's own platform when the activity serves it, else the activity's first one.
    const platform = activity.platforms.includes(found.platform) ? found.platform : activity.platforms[0];
    if (!platform) return null;
    return nfcTarget(
      code,
      { code, activityId, platform, status: 'enabled', activityStatus: 'active', visible: true },
      undefined,
      language,
    );
  };
  return presentPublic(found.page, items, packages, { imageUrl, sendVideoUrl });
}

/** /n/<code>: does this card open a store page (for this brand)? */
export async function hasStorePage(db: Db, code: string, brandKey: string): Promise<boolean> {
  return (await repo.visitorPage(db, code, brandKey)) !== undefined;
}

/** What the touch-card pages' first screens show (src/web/first-screens.ts). */
export type StoreBootCard = Pick<PublicTouchCard, 'logo_url' | 'title' | 'main_business'> & {
  /** The merchant's WeChat QR code, when the card has one (/AddWxPage's largest image). */
  wechat_qr_url: string | null;
};

/**
 * The web layer's question (src/web/): what the touch-card pages paint first in their HTML
 * (decision 019), presented by the visitor endpoint's own rules (`presentPublic`) so the HTML
 * shows what the page then shows, from two reads on every page load instead of the endpoint's
 * four (group-buy packages and send-video activities are not on a first screen). Undefined for a
 * card without a page (the page shows its own state then) and for a code that cannot be one,
 * which never reaches SQL.
 */
export async function storeBootCard(
  db: Db,
  code: unknown,
  brandKey: string,
  imageUrl: ImageUrl,
): Promise<StoreBootCard | undefined> {
  if (typeof code !== 'string' || !NFC_CODE_PATTERN.test(code)) return undefined;
  const found = await repo.visitorPage(db, code, brandKey);
  if (!found) return undefined;
  const items = await repo.itemsOf(db, code);
  const card = presentPublic(found.page, items, [], { imageUrl, sendVideoUrl: () => null });
  const qr = card.items.find((i) => i.kind === 'wechat_qr');
  return {
    logo_url: card.logo_url,
    title: card.title,
    main_business: card.main_business,
    wechat_qr_url: qr?.kind === 'wechat_qr' ? qr.image_url : null,
  };
}
