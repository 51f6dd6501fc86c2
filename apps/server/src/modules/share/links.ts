import { randomBytes } from 'node:crypto';
import {
  expiryMinutes,
  sharePath,
  type CreateShareLinkBody,
  type ShareLinkRow,
  type SharePolicy,
} from '@vidmatrix/contract/share';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Principal } from '../../plugins/auth';
import type { CounterStore } from '../../plugins/counters';
import { clearLimits, lockedFor } from '../../shared/throttle';
import { hashPassword } from '../../shared/passwords';
import { mediaUrl } from '../../integrations/storage/keys';
import { expiryFields, isOpen, linkStatus } from './present';
import * as repo from './repo';
import { linkPasswordLimit } from './share-web';

/** A console caller: signed in with a team (merchant or team administrator). */
export type TeamPrincipal = Principal & { teamId: number };

export function withTeam(me: Principal): TeamPrincipal {
  if (me.teamId === null) throw new AppError('forbidden', { messageKey: 'auth.forbidden' });
  return me as TeamPrincipal;
}

// 62^10 ≈ 8·10^17: unguessable, and still short enough to read out or type.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
function newLinkCode(length = 12): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

const notFound = (key: 'share.link_not_found' | 'share.video_not_found' | 'share.script_not_found') =>
  new AppError('notFound', { messageKey: key });

function toPolicy(team: {
  sharePasswordRequired: boolean;
  shareMaxExpiryMinutes: number | null;
}): SharePolicy {
  return { password_required: team.sharePasswordRequired, max_expiry_minutes: team.shareMaxExpiryMinutes };
}

/** Refuses what the team's policy forbids, saying which rule (32003, data.reason). */
function checkPolicy(policy: SharePolicy, body: Pick<CreateShareLinkBody, 'expiry' | 'password'>): void {
  if (policy.password_required && !body.password) {
    throw new AppError('sharePolicyViolation', {
      messageKey: 'share.policy_password_required',
      data: { reason: 'password_required' },
    });
  }
  const minutes = expiryMinutes(body.expiry);
  const max = policy.max_expiry_minutes;
  if (max !== null && (minutes === null || minutes > max)) {
    throw new AppError('sharePolicyViolation', {
      messageKey: 'share.policy_expiry_too_long',
      params: { minutes: max },
      data: { reason: 'expiry_too_long', max_expiry_minutes: max },
    });
  }
}

/**
 * Without `counters` (a link just made or just ended) no lock is looked up: a new link has had
 * no guesses, and an ended one takes none.
 */
async function present(db: Db, links: repo.LinkRow[], counters?: CounterStore): Promise<ShareLinkRow[]> {
  const { videoRows, scriptTitles } = await repo.linkContents(db, links);
  const locks = counters
    ? await lockedFor(
        counters,
        links.map((l) => linkPasswordLimit(l.id)),
      )
    : [];
  return links.map((link, i) => {
    const lockedS = link.passwordHash !== null && isOpen(link) ? locks[i] : null;
    const mine = videoRows.filter((v) => v.linkId === link.id);
    const scriptTitle = link.scriptId === null ? undefined : scriptTitles.get(link.scriptId);
    return {
      id: link.id,
      code: link.code,
      kind: link.kind,
      path: sharePath(link.kind, link.code),
      state: linkStatus(link),
      has_password: link.passwordHash !== null,
      ...expiryFields(link),
      ended_at: link.endedAt?.toISOString() ?? null,
      created_at: link.createdAt.toISOString(),
      titles:
        link.kind === 'script' ? (scriptTitle === undefined ? [] : [scriptTitle]) : mine.map((v) => v.title),
      video_count: mine.length,
      downloads: mine.reduce((sum, v) => sum + v.downloads, 0),
      lock: lockedS == null ? null : { retry_after_s: lockedS },
    };
  });
}

export async function createLink(db: Db, me: TeamPrincipal, body: CreateShareLinkBody) {
  const team = await repo.teamOf(db, me.teamId);
  if (!team) throw new AppError('forbidden', { messageKey: 'auth.forbidden' });
  checkPolicy(toPolicy(team), body);

  let videoIds: number[] = [];
  let scriptId: number | null = null;
  if (body.kind === 'videos') {
    videoIds = [...new Set(body.video_ids ?? [])];
    const owned = await repo.teamVideoIds(db, me.teamId, videoIds);
    if (videoIds.some((id) => !owned.has(id))) throw notFound('share.video_not_found');
  } else {
    const script = await repo.findTeamScript(db, me.teamId, body.script_id!);
    if (!script) throw notFound('share.script_not_found');
    scriptId = script.id;
  }

  const minutes = expiryMinutes(body.expiry);
  const password = body.password || null;
  const link = await repo.insertLink(
    db,
    {
      brandKey: me.brandKey,
      code: newLinkCode(),
      teamId: me.teamId,
      kind: body.kind,
      scriptId,
      passwordHash: password === null ? null : await hashPassword(password),
      expiresAt: minutes === null ? null : new Date(Date.now() + minutes * 60_000),
      createdBy: me.userId,
    },
    videoIds,
  );
  const [row] = await present(db, [link]);
  return { link: row!, password };
}

export async function listLinks(
  db: Db,
  counters: CounterStore,
  me: TeamPrincipal,
  page: number,
  pageSize: number,
) {
  const { rows, total } = await repo.teamLinks(db, me.teamId, pageSize, (page - 1) * pageSize);
  return { items: await present(db, rows, counters), total };
}

/**
 * The owner lifts the lock strangers' wrong passwords put on the link (issue 26): the link's
 * count is forgotten; each guesser's own per-IP count stays, so this frees the link, not them.
 */
export async function unlockLink(db: Db, counters: CounterStore, me: TeamPrincipal, id: number) {
  const link = await repo.findTeamLink(db, me.teamId, id);
  if (!link) throw notFound('share.link_not_found');
  await clearLimits(counters, [linkPasswordLimit(link.id)]);
  const [row] = await present(db, [link], counters);
  return { link: row! };
}

export async function endLink(db: Db, me: TeamPrincipal, id: number) {
  const link = await repo.findTeamLink(db, me.teamId, id);
  if (!link) throw notFound('share.link_not_found');
  const [row] = await present(db, [await repo.endLink(db, link.id)]);
  return { link: row! };
}

export async function getPolicy(db: Db, me: TeamPrincipal) {
  const team = await repo.teamOf(db, me.teamId);
  if (!team) throw new AppError('forbidden', { messageKey: 'auth.forbidden' });
  return { policy: toPolicy(team), editable: me.teamRole === 'admin' };
}

export async function setPolicy(db: Db, me: TeamPrincipal, policy: SharePolicy) {
  const team = await repo.updatePolicy(db, me.teamId, {
    sharePasswordRequired: policy.password_required,
    shareMaxExpiryMinutes: policy.max_expiry_minutes,
  });
  return { policy: toPolicy(team), editable: true };
}

export async function sources(db: Db, me: TeamPrincipal) {
  const [activities, scripts] = await Promise.all([
    repo.teamActivities(db, me.teamId, me.brandKey),
    repo.teamScripts(db, me.teamId),
  ]);
  return {
    activities: activities.map((a) => ({ id: a.id, title: a.title, video_count: a.videoCount })),
    scripts: scripts.map((s) => ({
      id: s.id,
      title: s.title,
      type: s.type,
      ai_generated: s.aiGenerated,
      updated_at: s.updatedAt.toISOString(),
    })),
  };
}

export async function sourceVideos(db: Db, me: TeamPrincipal, activityId: number, origin: string) {
  const rows = await repo.activityVideos(db, me.teamId, activityId);
  return {
    items: rows.map((v) => ({
      id: v.id,
      title: v.title,
      cover: mediaUrl(origin, v.coverKey),
      duration: v.durationSeconds,
      library_video_id: v.libraryVideoId,
    })),
  };
}
