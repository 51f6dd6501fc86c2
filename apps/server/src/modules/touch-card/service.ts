import type { TouchCardItemSettings, TouchCardSettings } from '@vidmatrix/contract/touch-card';
import type { TouchCardSummary } from '@vidmatrix/contract/touch-card-api';
import { GROUP_BUY_PACKAGES_MAX, type TouchCardItemKind } from '@vidmatrix/contract/touch-card-rules';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { MessageKey } from '../../locales/catalog';
import { presentConfig, type ImageUrl } from './present';
import * as repo from './repo';

export { hasStorePage, storeBootCard, type StoreBootCard } from './public';
import { cardInvalid } from './errors';
import { addItemProblem, findShareLink, isPermutation, linkOfPlatform } from './rules';

export interface Owner {
  teamId: number;
  brandKey: string;
}

/** What every console call needs besides the database. */
export interface ConsoleContext {
  db: Db;
  owner: Owner;
  imageUrl: ImageUrl;
  t: (key: MessageKey) => string;
}

const updateFailed = (messageKey: MessageKey = 'touch_card.update_failed') =>
  new AppError('touchCardUpdateFailed', { messageKey });

async function requireCard(c: ConsoleContext, code: string) {
  const card = await repo.teamCard(c.db, c.owner.teamId, c.owner.brandKey, code);
  if (!card) throw cardInvalid();
  return card;
}

/** The whole configuration as the console reads it. */
export async function readConfig(c: ConsoleContext, code: string) {
  const card = await requireCard(c, code);
  const [page, items] = await Promise.all([repo.findPage(c.db, code), repo.itemsOf(c.db, code)]);
  const packages = await repo.packagesOf(
    c.db,
    items.map((i) => i.id),
  );
  return {
    config: presentConfig(card, page, items, packages, c.imageUrl, c.t('touch_card.parse_failed')),
  };
}

export async function listCards(c: ConsoleContext, q: { page: number; page_size: number }) {
  const { rows, total } = await repo.pageTeamCards(c.db, c.owner.teamId, {
    page: q.page,
    pageSize: q.page_size,
  });
  const items = rows.map((r): TouchCardSummary => ({
    code: r.code,
    label: r.label,
    has_store_page: r.settings !== null,
    title: r.settings?.title ?? null,
    activity_id: r.activityId,
    status: r.status,
    item_count: r.items,
    updated_at: (r.pageUpdatedAt ?? r.updatedAt).toISOString(),
  }));
  return { items, total, page: q.page, page_size: q.page_size };
}

/** An image key names one of this team's uploads (or a shipped demo image). */
function ownImage(o: Owner, key: string | null): boolean {
  return key === null || key.startsWith('demo/') || key.startsWith(`touch-card/${o.teamId}/`);
}

export async function saveSettings(c: ConsoleContext, code: string, settings: TouchCardSettings) {
  await requireCard(c, code);
  if (!ownImage(c.owner, settings.logo) || !ownImage(c.owner, settings.background_image)) {
    throw updateFailed('touch_card.image_invalid');
  }
  await repo.savePage(c.db, code, c.owner.teamId, settings);
  return readConfig(c, code);
}

/** Checks what an item refers to: its image is the team's, its activity the team's. */
async function checkItem(c: ConsoleContext, item: TouchCardItemSettings) {
  if (item.kind === 'wechat_qr' && !ownImage(c.owner, item.image))
    throw updateFailed('touch_card.image_invalid');
  if (item.kind === 'send_video') {
    const activity = await repo.teamActivity(c.db, c.owner.teamId, c.owner.brandKey, item.activity_id);
    if (!activity || activity.status === 'ended') throw updateFailed('touch_card.activity_invalid');
  }
}

export async function addItem(c: ConsoleContext, code: string, item: TouchCardItemSettings) {
  await requireCard(c, code);
  await checkItem(c, item);
  return c.db.transaction(async (tx) => {
    // Serialises adds to one card, so "one per kind" holds under concurrent clicks.
    await tx.execute(repo.lockCard(code));
    const kinds = (await repo.itemsOf(tx, code)).map((i) => i.kind as TouchCardItemKind);
    const problem = addItemProblem(kinds, item.kind);
    if (problem) throw updateFailed(`touch_card.${problem}`);
    await repo.insertItem(tx, code, item);
    await repo.touchPage(tx, code);
    return readConfig({ ...c, db: tx }, code);
  });
}

export async function updateItem(c: ConsoleContext, code: string, id: number, item: TouchCardItemSettings) {
  await requireCard(c, code);
  await checkItem(c, item);
  if (!(await repo.updateItem(c.db, code, id, item))) throw updateFailed();
  await repo.touchPage(c.db, code);
  return readConfig(c, code);
}

export async function reorderItems(c: ConsoleContext, code: string, ids: number[]) {
  await requireCard(c, code);
  return c.db.transaction(async (tx) => {
    await tx.execute(repo.lockCard(code));
    const current = (await repo.itemsOf(tx, code)).map((i) => i.id);
    if (!isPermutation(current, ids)) throw updateFailed();
    await repo.setPositions(tx, code, ids);
    await repo.touchPage(tx, code);
    return readConfig({ ...c, db: tx }, code);
  });
}

export async function removeItem(c: ConsoleContext, code: string, id: number) {
  await requireCard(c, code);
  if (!(await repo.deleteItem(c.db, code, id))) throw updateFailed();
  await repo.touchPage(c.db, code);
  return readConfig(c, code);
}

/**
 * A pasted share text: the link is found and checked now (no link → "text not parsed", another
 * platform's host → refused), the package is stored as generating and resolved in the background.
 */
export async function addPackage(c: ConsoleContext, code: string, itemId: number, shareText: string) {
  await requireCard(c, code);
  const item = (await repo.itemsOf(c.db, code)).find((i) => i.id === itemId);
  if (!item || item.settings.kind !== 'group_buy') throw updateFailed();
  const platform = item.settings.platform;
  const link = findShareLink(shareText);
  if (!link) throw new AppError('touchCardTextNotParsed', { messageKey: 'touch_card.text_not_parsed' });
  if (!linkOfPlatform(link, platform)) {
    throw new AppError('touchCardForeignLink', { messageKey: 'touch_card.foreign_link' });
  }
  const id = await repo.insertPackage(c.db, { itemId, platform, shareText, link }, GROUP_BUY_PACKAGES_MAX);
  if (id === undefined) throw updateFailed('touch_card.packages_full');
  await repo.touchPage(c.db, code);
  return readConfig(c, code);
}

export async function retryPackage(c: ConsoleContext, code: string, id: number) {
  await requireCard(c, code);
  const found = await repo.findPackage(c.db, code, id);
  if (!found) throw updateFailed();
  if (found.state === 'failed') await repo.requeuePackage(c.db, id);
  return readConfig(c, code);
}

export async function removePackage(c: ConsoleContext, code: string, id: number) {
  await requireCard(c, code);
  if (!(await repo.findPackage(c.db, code, id))) throw updateFailed();
  await repo.deletePackage(c.db, id);
  await repo.touchPage(c.db, code);
  return readConfig(c, code);
}

/** Copies one card's settings, items and packages onto another card of the team (replacing its own). */
export async function copyConfig(c: ConsoleContext, fromCode: string, toCode: string) {
  await requireCard(c, fromCode);
  await requireCard(c, toCode);
  const page = await repo.findPage(c.db, fromCode);
  if (!page || fromCode === toCode) throw updateFailed();
  return c.db.transaction(async (tx) => {
    await tx.execute(repo.lockCard(toCode));
    await repo.savePage(tx, toCode, c.owner.teamId, page.settings);
    await repo.copyItems(tx, fromCode, toCode);
    return readConfig({ ...c, db: tx }, toCode);
  });
}
