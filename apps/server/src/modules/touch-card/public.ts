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

/**
 * The web layer's question (src/web/): the card the touch-card pages paint their first screen
 * from in their HTML (decision 019) — exactly what the visitor endpoint answers, so the HTML
 * shows what the page then shows; undefined for a card without a page (the page shows its own
 * state then) and for a code that cannot be one, which never reaches SQL.
 */
export async function storeBootCard(
  db: Db,
  code: unknown,
  brandKey: string,
  imageUrl: ImageUrl,
  language: Language,
): Promise<PublicTouchCard | undefined> {
  if (typeof code !== 'string' || !NFC_CODE_PATTERN.test(code)) return undefined;
  return findPublicCard(db, code, brandKey, imageUrl, language);
}
