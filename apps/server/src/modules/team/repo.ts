import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { phonesOf } from '../auth/service';
import { teamInvitations, teamMembers, teams } from './schema';

export type InvitationRow = typeof teamInvitations.$inferSelect;

export async function findTeam(db: Db, teamId: number) {
  const [row] = await db.select().from(teams).where(eq(teams.id, teamId));
  return row;
}

/** The team's members, administrators first, with their phones (from auth). */
export async function membersOf(db: Db, teamId: number) {
  const rows = await db
    .select({ userId: teamMembers.userId, role: teamMembers.role, joinedAt: teamMembers.joinedAt })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(sql`${teamMembers.role} = 'admin' desc`, teamMembers.joinedAt);
  const phones = await phonesOf(
    db,
    rows.map((r) => r.userId),
  );
  // An account is deleted with its membership (cascade): every member has a phone.
  return rows.flatMap((r) => {
    const phone = phones.get(r.userId);
    return phone === undefined ? [] : [{ ...r, phone }];
  });
}

export async function invitationsOf(db: Db, teamId: number) {
  const rows = await db
    .select()
    .from(teamInvitations)
    .where(eq(teamInvitations.teamId, teamId))
    .orderBy(desc(teamInvitations.createdAt), desc(teamInvitations.id))
    .limit(100);
  const phones = await phonesOf(
    db,
    rows.flatMap((r) => (r.acceptedBy === null ? [] : [r.acceptedBy])),
  );
  return rows.map((invitation) => ({
    invitation,
    acceptedPhone: invitation.acceptedBy === null ? null : (phones.get(invitation.acceptedBy) ?? null),
  }));
}

export async function insertTeam(db: Db, values: typeof teams.$inferInsert) {
  const [row] = await db.insert(teams).values(values).returning();
  return row!;
}

/** False when the account already belongs to a team (one team per account). */
export async function insertMember(db: Db, values: typeof teamMembers.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(teamMembers)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: teamMembers.userId });
  return rows.length === 1;
}

export async function insertInvitation(db: Db, values: typeof teamInvitations.$inferInsert) {
  const [row] = await db.insert(teamInvitations).values(values).returning();
  return row!;
}

export async function findInvitation(db: Db, teamId: number, id: number) {
  const [row] = await db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.id, id)));
  return row;
}

/** By link, locked for the rest of the transaction so that two members cannot both take it. */
export async function findInvitationByToken(db: Db, brandKey: string, tokenHash: string, lock = false) {
  const query = db
    .select({ invitation: teamInvitations, teamName: teams.name })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .where(and(eq(teamInvitations.brandKey, brandKey), eq(teamInvitations.tokenHash, tokenHash)));
  const [row] = await (lock ? query.for('update', { of: teamInvitations }) : query);
  if (!row) return undefined;
  const inviter = row.invitation.createdBy;
  const phones = inviter === null ? new Map<number, string>() : await phonesOf(db, [inviter]);
  return { ...row, inviterPhone: inviter === null ? null : (phones.get(inviter) ?? null) };
}

export async function updateInvitation(
  db: Db,
  id: number,
  values: Partial<typeof teamInvitations.$inferInsert>,
) {
  const [row] = await db.update(teamInvitations).set(values).where(eq(teamInvitations.id, id)).returning();
  return row!;
}
