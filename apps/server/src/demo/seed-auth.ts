import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../shared/passwords';
import { hashToken } from '../plugins/auth';
import type { Db } from '../db/client';
import { teams } from '../modules/team/schema';
import { users } from '../modules/auth/schema';
import { teamInvitations, teamMembers } from '../modules/team/schema';

/** The accounts and invite links of the README's demo-data table (issue 4). */
export const DEMO_ACCOUNTS = {
  brandKey: 'vidmatrix',
  teamName: 'Demo café',
  password: 'demo123456',
  /** Merchant and administrator of the demo café. */
  admin: '13800000000',
  /** Member of the demo café; joined with DEMO-INVITE-USED. */
  member: '13900000000',
  /** Product consultant: sees the book-a-demo requests. */
  consultant: '13700000000',
  invites: { valid: 'DEMO-INVITE', expired: 'DEMO-INVITE-EXPIRED', used: 'DEMO-INVITE-USED' },
} as const;

const DAY = 24 * 3600 * 1000;

async function demoUser(tx: Db, phone: string, roles: string[]): Promise<number> {
  const d = DEMO_ACCOUNTS;
  await tx
    .insert(users)
    .values({
      brandKey: d.brandKey,
      phone,
      passwordHash: await hashPassword(d.password),
      roles,
      signupVariant: 'seed',
    })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brandKey, d.brandKey), eq(users.phone, phone)));
  return row!.id;
}

/**
 * Seed step: the demo accounts in the distribution seed's "Demo café" team (made here if that
 * step did not make it) and three invite links: valid, expired, and used by the member.
 * Idempotent: every insert skips what is already there.
 */
export async function seedAuthDemo(tx: Db): Promise<void> {
  const d = DEMO_ACCOUNTS;
  const admin = await demoUser(tx, d.admin, ['member', 'merchant']);
  const member = await demoUser(tx, d.member, ['member']);
  await demoUser(tx, d.consultant, ['member', 'consultant']);

  let [team] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.brandKey, d.brandKey), eq(teams.name, d.teamName)));
  team ??= (
    await tx.insert(teams).values({ brandKey: d.brandKey, name: d.teamName }).returning({ id: teams.id })
  )[0]!;

  await tx
    .insert(teamMembers)
    .values([
      { teamId: team.id, userId: admin, role: 'admin' },
      { teamId: team.id, userId: member, role: 'member' },
    ])
    .onConflictDoNothing();

  const now = Date.now();
  const invite = (token: string, expiresAt: Date, accepted?: number) => ({
    teamId: team.id,
    brandKey: d.brandKey,
    tokenHash: hashToken(token),
    note: token,
    createdBy: admin,
    createdAt: new Date(now - 2 * DAY),
    expiresAt,
    ...(accepted ? { acceptedBy: accepted, acceptedAt: new Date(now - DAY) } : {}),
  });
  await tx
    .insert(teamInvitations)
    .values([
      // Far in the future: a demo database opened months later still has a valid link.
      invite(d.invites.valid, new Date(now + 3650 * DAY)),
      invite(d.invites.expired, new Date(now - DAY)),
      invite(d.invites.used, new Date(now + 3650 * DAY), member),
    ])
    .onConflictDoNothing();
}
