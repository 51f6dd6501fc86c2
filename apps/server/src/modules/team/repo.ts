import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teams } from '../../db/schema';
import { teamInvitations, teamMembers, users } from '../../db/schema-auth';

export type InvitationRow = typeof teamInvitations.$inferSelect;

export async function findTeam(db: Db, teamId: number) {
  const [row] = await db.select().from(teams).where(eq(teams.id, teamId));
  return row;
}

export async function membersOf(db: Db, teamId: number) {
  return db
    .select({
      userId: teamMembers.userId,
      phone: users.phone,
      role: teamMembers.role,
      joinedAt: teamMembers.joinedAt,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(sql`${teamMembers.role} = 'admin' desc`, teamMembers.joinedAt);
}

export async function invitationsOf(db: Db, teamId: number) {
  return db
    .select({ invitation: teamInvitations, acceptedPhone: users.phone })
    .from(teamInvitations)
    .leftJoin(users, eq(users.id, teamInvitations.acceptedBy))
    .where(eq(teamInvitations.teamId, teamId))
    .orderBy(desc(teamInvitations.createdAt), desc(teamInvitations.id))
    .limit(100);
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
    .select({ invitation: teamInvitations, teamName: teams.name, inviterPhone: users.phone })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .leftJoin(users, eq(users.id, teamInvitations.createdBy))
    .where(and(eq(teamInvitations.brandKey, brandKey), eq(teamInvitations.tokenHash, tokenHash)));
  const [row] = await (lock ? query.for('update', { of: teamInvitations }) : query);
  return row;
}

export async function updateInvitation(
  db: Db,
  id: number,
  values: Partial<typeof teamInvitations.$inferInsert>,
) {
  const [row] = await db.update(teamInvitations).set(values).where(eq(teamInvitations.id, id)).returning();
  return row!;
}
