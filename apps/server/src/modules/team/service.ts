import { randomBytes } from 'node:crypto';
import type { TeamSummary } from '@vidmatrix/contract/auth';
import {
  invitePath,
  type Invitation,
  type InvitationStatus,
  type TeamDetail,
} from '@vidmatrix/contract/team';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { hashToken, type Principal } from '../../plugins/auth';
import { maskPhone } from '../../shared/phone';
import {
  findInvitation,
  findInvitationByToken,
  findTeam,
  insertInvitation,
  insertMember,
  insertTeam,
  invitationsOf,
  membersOf,
  updateInvitation,
  type InvitationRow,
} from './repo';

// What other modules ask of a team: membership (plugins/auth.ts, via app.ts), the library quota
// (upload), the share policy (share), the brand (distribution's store-page visibility).
export {
  brandsOf,
  libraryQuota,
  lockLibraryQuota,
  membershipOf,
  setSharePolicy,
  sharingOf,
  type SharePolicy,
} from './facts-repo';
/** A team with no members yet (the claim-engine bench's pool). */
export const newTeam = (db: Db, brandKey: string, name: string) => insertTeam(db, { brandKey, name });

function invitationStatus(row: InvitationRow, now = Date.now()): InvitationStatus {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt.getTime() <= now) return 'expired';
  return 'pending';
}

function toInvitation(row: InvitationRow, accepted: string | null): Invitation {
  return {
    id: row.id,
    status: invitationStatus(row),
    note: row.note,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    accepted_by: accepted ? maskPhone(accepted) : null,
    accepted_at: row.acceptedAt?.toISOString() ?? null,
  };
}

const linkExpired = () =>
  new AppError('inviteExpired', { messageKey: 'team.invite_expired', data: { reason: 'link-expired' } });
const inviteTaken = () =>
  new AppError('inviteTaken', { messageKey: 'team.invite_taken', data: { reason: 'invite-taken' } });
const alreadyInTeam = () => new AppError('alreadyInTeam', { messageKey: 'team.already_in_team' });

/** 128 random bits, URL-safe; stored only as a hash, so the link is shown once. */
const newToken = () => randomBytes(16).toString('base64url');

export async function getTeam(db: Db, principal: Principal): Promise<TeamDetail | null> {
  if (principal.teamId === null) return null;
  const team = await findTeam(db, principal.teamId);
  if (!team) return null;
  const isAdmin = principal.teamRole === 'admin';
  const [members, invitations] = await Promise.all([
    membersOf(db, team.id),
    isAdmin ? invitationsOf(db, team.id) : Promise.resolve([]),
  ]);
  return {
    id: team.id,
    name: team.name,
    role: isAdmin ? 'admin' : 'member',
    members: members.map((m) => ({
      user_id: m.userId,
      phone: maskPhone(m.phone),
      role: m.role as 'admin' | 'member',
      joined_at: m.joinedAt.toISOString(),
      is_me: m.userId === principal.userId,
    })),
    invitations: invitations.map((i) => toInvitation(i.invitation, i.acceptedPhone)),
  };
}

export async function createTeam(db: Db, principal: Principal, name: string): Promise<TeamSummary> {
  if (principal.teamId !== null) throw alreadyInTeam();
  return db.transaction(async (tx) => {
    const team = await insertTeam(tx, { brandKey: principal.brandKey, name });
    if (!(await insertMember(tx, { teamId: team.id, userId: principal.userId, role: 'admin' })))
      throw alreadyInTeam();
    return { id: team.id, name: team.name, role: 'admin' };
  });
}

function issued(row: InvitationRow, token: string) {
  return { invitation: toInvitation(row, null), token, path: invitePath(token) };
}

export async function createInvitation(
  db: Db,
  principal: Principal,
  input: { expires_in_hours: number; note?: string | undefined },
) {
  const token = newToken();
  const row = await insertInvitation(db, {
    teamId: principal.teamId!,
    brandKey: principal.brandKey,
    tokenHash: hashToken(token),
    note: input.note || null,
    createdBy: principal.userId,
    expiresAt: new Date(Date.now() + input.expires_in_hours * 3600 * 1000),
  });
  return issued(row, token);
}

async function ownInvitation(db: Db, principal: Principal, id: number): Promise<InvitationRow> {
  const row = await findInvitation(db, principal.teamId!, id);
  if (!row) throw new AppError('notFound', { messageKey: 'team.invitation_not_found' });
  return row;
}

/** A fresh link and expiry for the same invitation: the old link's hash is gone, so it dies. */
export async function resendInvitation(
  db: Db,
  principal: Principal,
  input: { id: number; expires_in_hours: number },
) {
  const row = await ownInvitation(db, principal, input.id);
  const status = invitationStatus(row);
  if (status === 'accepted' || status === 'revoked') {
    throw new AppError('conflict', { messageKey: 'team.invitation_closed', data: { status } });
  }
  const token = newToken();
  const updated = await updateInvitation(db, row.id, {
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + input.expires_in_hours * 3600 * 1000),
    resentAt: new Date(),
    createdBy: principal.userId,
  });
  return issued(updated, token);
}

export async function revokeInvitation(db: Db, principal: Principal, id: number) {
  const row = await ownInvitation(db, principal, id);
  if (row.acceptedAt)
    throw new AppError('conflict', { messageKey: 'team.invitation_closed', data: { status: 'accepted' } });
  const updated = row.revokedAt ? row : await updateInvitation(db, row.id, { revokedAt: new Date() });
  return { invitation: toInvitation(updated, null) };
}

/**
 * What a link leads to. Unknown, re-sent (old link), revoked and expired links are all "link
 * expired" (reason link-expired); a link someone else used is "invite taken" (invite-taken).
 */
export async function previewInvitation(
  db: Db,
  brandKey: string,
  token: string,
  principal: Principal | null,
) {
  const found = await findInvitationByToken(db, brandKey, hashToken(token));
  if (!found) throw linkExpired();
  const status = invitationStatus(found.invitation);
  if (status === 'accepted') {
    if (principal && found.invitation.acceptedBy === principal.userId) {
      return preview(found, 'joined' as const);
    }
    throw inviteTaken();
  }
  if (status !== 'pending') throw linkExpired();
  return preview(found, 'valid' as const);
}

function preview(
  found: NonNullable<Awaited<ReturnType<typeof findInvitationByToken>>>,
  status: 'valid' | 'joined',
) {
  return {
    team_name: found.teamName,
    inviter: found.inviterPhone ? maskPhone(found.inviterPhone) : '',
    expires_at: found.invitation.expiresAt.toISOString(),
    status,
  };
}

/** Joins by link, once: the invitation row is locked so two members cannot both take it. */
export async function acceptInvitation(db: Db, principal: Principal, token: string): Promise<TeamSummary> {
  return db.transaction(async (tx) => {
    const found = await findInvitationByToken(tx, principal.brandKey, hashToken(token), true);
    if (!found) throw linkExpired();
    const row = found.invitation;
    const status = invitationStatus(row);
    if (status === 'accepted') {
      if (row.acceptedBy === principal.userId)
        return { id: row.teamId, name: found.teamName, role: principal.teamRole ?? 'member' };
      throw inviteTaken();
    }
    if (status !== 'pending') throw linkExpired();
    if (principal.teamId !== null) throw alreadyInTeam();
    if (!(await insertMember(tx, { teamId: row.teamId, userId: principal.userId, role: 'member' })))
      throw alreadyInTeam();
    await updateInvitation(tx, row.id, { acceptedBy: principal.userId, acceptedAt: new Date() });
    return { id: row.teamId, name: found.teamName, role: 'member' };
  });
}
