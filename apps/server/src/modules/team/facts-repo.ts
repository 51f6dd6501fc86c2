import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers, teams } from './schema';

// What other modules ask of a team (through service.ts): its membership for a principal, its
// library quota, its share policy, its brand. The team's own flows (create, invite, join) are in
// repo.ts.

/** The account's team and role (plugins/auth.ts builds the principal with it, via app.ts). */
export async function membershipOf(db: Db, userId: number) {
  const [row] = await db
    .select({ teamId: teamMembers.teamId, role: teamMembers.role, teamName: teams.name })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId));
  return row;
}

/**
 * The team's library quota in bytes, with its row locked until the transaction ends: quota checks
 * of one team run one at a time across requests and processes (check-then-insert without it let
 * a burst of 30 uploads all see the same free space, issue 11 finding 4). 0 for an unknown team.
 */
export async function lockLibraryQuota(tx: Db, teamId: number): Promise<number> {
  const [row] = await tx
    .select({ quota: teams.libraryQuotaBytes })
    .from(teams)
    .where(eq(teams.id, teamId))
    .for('update');
  return row?.quota ?? 0;
}

/** The team's library quota in bytes (0 for an unknown team), without a lock. */
export async function libraryQuota(db: Db, teamId: number): Promise<number> {
  const [row] = await db.select({ quota: teams.libraryQuotaBytes }).from(teams).where(eq(teams.id, teamId));
  return row?.quota ?? 0;
}

export interface SharePolicy {
  sharePasswordRequired: boolean;
  /** Longest expiry a share link may have, in minutes; null = permanent links allowed. */
  shareMaxExpiryMinutes: number | null;
}

const sharing = {
  name: teams.name,
  sharePasswordRequired: teams.sharePasswordRequired,
  shareMaxExpiryMinutes: teams.shareMaxExpiryMinutes,
};

/** The team's name and share-link policy (issue 6); undefined for an unknown team. */
export async function sharingOf(db: Db, teamId: number) {
  const [row] = await db.select(sharing).from(teams).where(eq(teams.id, teamId));
  return row;
}

export async function setSharePolicy(db: Db, teamId: number, policy: SharePolicy) {
  const [row] = await db.update(teams).set(policy).where(eq(teams.id, teamId)).returning(sharing);
  return row!;
}

/** Each team's brand, by team id (a visitor's store page answers on its team's brand). */
export async function brandsOf(db: Db, teamIds: number[]): Promise<Map<number, string>> {
  if (teamIds.length === 0) return new Map();
  const rows = await db
    .select({ id: teams.id, brandKey: teams.brandKey })
    .from(teams)
    .where(inArray(teams.id, [...new Set(teamIds)]));
  return new Map(rows.map((r) => [r.id, r.brandKey]));
}
