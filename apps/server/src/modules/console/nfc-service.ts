import { randomBytes } from 'node:crypto';
import { nfcPath, type NfcCard } from '@vidmatrix/contract/console-nfc';
import type { DistributionPlatform } from '@vidmatrix/contract/distribution';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { teamActivities, teamCards as repo, type Owner } from '../distribution/service';
import { randomCardCode } from './rules';
import { activityNotFound } from './service';

const cardNotFound = () => new AppError('notFound', { messageKey: 'console.nfc_card_not_found' });

function present(c: repo.CardRow): NfcCard {
  return {
    code: c.code,
    label: c.label,
    activity_id: c.activityId,
    activity_title: c.activityTitle,
    platform: c.platform as DistributionPlatform,
    status: c.status,
    path: nfcPath(c.code),
    updated_at: c.updatedAt.toISOString(),
  };
}

export async function listCards(db: Db, o: Owner, q: { page: number; page_size: number }) {
  const { rows, total } = await repo.pageCards(db, o.teamId, { page: q.page, pageSize: q.page_size });
  return { items: rows.map(present), total, page: q.page, page_size: q.page_size };
}

// A random code colliding is ~1 in 32^10 per card; a few rounds make a short batch impossible.
const RANDOM_ROUNDS = 5;

/**
 * One card with the merchant's code (taken by anyone → 31010: codes are global, they are the
 * tag's URL), or `count` cards with random codes. New cards are unbound: /n/<code> answers
 * "NFC card info not obtained" until the card is bound to an activity.
 */
export async function createCards(
  db: Db,
  o: Owner,
  body: {
    code?: string | undefined;
    count?: number | undefined;
    label: string;
    platform: DistributionPlatform;
  },
) {
  const row = (code: string) => ({ code, teamId: o.teamId, label: body.label, platform: body.platform });
  let codes: string[];
  if (body.code !== undefined) {
    codes = await repo.insertCards(db, [row(body.code)]);
    if (codes.length === 0)
      throw new AppError('nfcCardExists', {
        messageKey: 'console.nfc_card_exists',
        params: { code: body.code },
      });
  } else {
    codes = [];
    for (let round = 0; round < RANDOM_ROUNDS && codes.length < body.count!; round++) {
      const batch = Array.from({ length: body.count! - codes.length }, () =>
        row(randomCardCode(randomBytes)),
      );
      codes.push(...(await repo.insertCards(db, batch)));
    }
  }
  const cards = await repo.cardsByCodes(db, o.teamId, codes);
  return { items: codes.map((c) => present(cards.find((x) => x.code === c)!)) };
}

/**
 * Binds, re-binds or unbinds a card and changes its label or status. The activity must be the
 * team's, not ended, and serve the card's platform — otherwise the tag would lead customers to
 * a page that refuses them.
 */
export async function updateCard(
  db: Db,
  o: Owner,
  body: {
    code: string;
    activity_id?: number | null | undefined;
    platform?: DistributionPlatform | undefined;
    status?: 'enabled' | 'disabled' | undefined;
    label?: string | undefined;
  },
) {
  const card = await repo.findCard(db, o.teamId, body.code);
  if (!card) throw cardNotFound();
  const activityId = body.activity_id === undefined ? card.activityId : body.activity_id;
  const platform = body.platform ?? (card.platform as DistributionPlatform);
  if (activityId !== null && (activityId !== card.activityId || platform !== card.platform)) {
    const activity = await teamActivities.findActivity(db, o, activityId);
    if (!activity) throw activityNotFound();
    if (activity.status === 'ended') throw new AppError('conflict', { messageKey: 'console.activity_ended' });
    if (!activity.platforms.includes(platform)) {
      throw new AppError('platformNotServed', { messageKey: 'console.platform_not_served' });
    }
  }
  await repo.updateCard(db, o.teamId, body.code, {
    activityId,
    platform,
    ...(body.status !== undefined ? { status: body.status } : {}),
    ...(body.label !== undefined ? { label: body.label } : {}),
  });
  return { card: present((await repo.findCard(db, o.teamId, body.code))!) };
}
