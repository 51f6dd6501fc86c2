import { NFC_CODE_PATTERN } from '@vidmatrix/contract/console-nfc';
import type { Language } from '@vidmatrix/contract/languages';
import type { PublicTouchCard } from '@vidmatrix/contract/touch-card-public';
import type { Db } from '../../db/client';
import { nfcTarget, openActivities } from '../distribution/service';
import { cardInvalid } from './errors';
import { presentPublic, type ImageUrl } from './present';
import * as repo from './repo';
import { plainText } from './rules';

/** The store page for a visitor; unknown, disabled, another brand's or without a page → 20005. */
export async function publicCard(
  db: Db,
  code: string,
  brandKey: string,
  imageUrl: ImageUrl,
  language: Language,
): Promise<PublicTouchCard> {
  const found = await repo.visitorPage(db, code, brandKey);
  if (!found) throw cardInvalid();
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

/** The store page's header as its HTML paints it before the app (decision 019), texts as plain text. */
export interface StoreHeader {
  logoUrl: string;
  title: string;
  business: string;
}

/**
 * The web layer's question (src/web/): the header `/PenCardPage?code=…` paints from its HTML —
 * the same logo, title and business line the page's store view shows first, read as the visitor
 * endpoint reads them; undefined for a card without a page (the page shows its own state then)
 * and for a code that cannot be one, which never reaches SQL.
 */
export async function storeBootHeader(
  db: Db,
  brandKey: string,
  imageUrl: ImageUrl,
  code: unknown,
): Promise<StoreHeader | undefined> {
  if (typeof code !== 'string' || !NFC_CODE_PATTERN.test(code)) return undefined;
  const found = await repo.visitorPage(db, code, brandKey);
  if (!found) return undefined;
  const s = found.page.settings;
  return {
    logoUrl: s.logo ? imageUrl(s.logo) : '',
    title: plainText(s.title),
    business: plainText(s.main_business),
  };
}
