import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/demo/seed-auth';
import { loginAs, post, registerMember } from './auth-kit';
import { PASSWORD, type Intruder } from './isolation-kit';

/**
 * The isolation matrix's intruders: valid sessions of another brand, of another team and of
 * weaker roles, each able to sign in again (`fresh`) for the calls that end sessions; and the
 * owner's own fresh sign-in.
 */
export async function makeIntruders(
  app: FastifyInstance,
  { owner, consultant }: { owner: string; consultant: string },
): Promise<{ intruders: Intruder[]; ownerFresh: () => Promise<string> }> {
  const sessionOn = (phone: string, password: string, brand: string) => () =>
    loginAs(app, phone, password, { brand });
  const ownerFresh = sessionOn(DEMO_ACCOUNTS.admin, PASSWORD, 'vidmatrix');
  // (a) The owner's phone registered on another brand, administering a team there.
  const jia = await registerMember(app, { brand: 'jia', phone: DEMO_ACCOUNTS.admin, password: PASSWORD });
  const jiaTeam = await post(
    app,
    '/member/team/create',
    { name: 'Jia café' },
    { token: jia.token, brand: 'jia' },
  );
  expect(jiaTeam.code).toBe(0);
  const jiaFresh = sessionOn(jia.phone, PASSWORD, 'jia');
  // (b) The administrator of another team on the same brand.
  const other = await registerMember(app);
  const otherTeam = await post(app, '/member/team/create', { name: 'Other café' }, { token: other.token });
  expect(otherTeam.code).toBe(0);
  // (c) A plain member of the demo café, an account with no team, and the consultant.
  const member = await loginAs(app, DEMO_ACCOUNTS.member, PASSWORD);
  const loner = await registerMember(app);

  const intruders: Intruder[] = [
    // (a) another brand: the owner's session sent to another brand's host, the same phone's
    // account of that brand on that brand's host (the owner's ids asked for), that brand's
    // session sent to this brand, and another brand's bizid with the owner's session.
    { name: 'owner session on jia', brand: 'jia', token: owner, fresh: ownerFresh },
    {
      name: 'owner session, bizid of jia',
      brand: 'vidmatrix',
      bizid: '1005',
      token: owner,
      fresh: ownerFresh,
    },
    { name: 'same phone, jia account (team admin)', brand: 'jia', token: jia.token, fresh: jiaFresh },
    { name: 'jia session on vidmatrix', brand: 'vidmatrix', token: jia.token, fresh: jiaFresh },
    // (b) another team, same brand.
    {
      name: 'other team admin',
      brand: 'vidmatrix',
      token: other.token,
      fresh: sessionOn(other.phone, other.password, 'vidmatrix'),
    },
    // (c) weaker roles.
    {
      name: 'demo café member',
      brand: 'vidmatrix',
      token: member,
      fresh: sessionOn(DEMO_ACCOUNTS.member, PASSWORD, 'vidmatrix'),
    },
    {
      name: 'no team',
      brand: 'vidmatrix',
      token: loner.token,
      fresh: sessionOn(loner.phone, loner.password, 'vidmatrix'),
    },
    {
      name: 'consultant (no team)',
      brand: 'vidmatrix',
      token: consultant,
      fresh: sessionOn(DEMO_ACCOUNTS.consultant, PASSWORD, 'vidmatrix'),
    },
  ];
  return { intruders, ownerFresh };
}
