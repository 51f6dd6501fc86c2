import * as authContract from '@vidmatrix/contract/auth';
import * as contactContract from '@vidmatrix/contract/contact';
import type { Endpoint } from '@vidmatrix/contract/endpoint';
import * as teamContract from '@vidmatrix/contract/team';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedAuthDemo, DEMO_ACCOUNTS } from '../src/demo/seed-auth';
import { teamInvitations } from '../src/modules/team/schema';
import EN from '../src/locales/en.json' with { type: 'json' };
import { fieldMessages, get, loginAs, post, registerMember, type Member } from './auth-kit';
import { buildTestApp } from './helper';
import { testDatabase } from './test-database';

type App = Awaited<ReturnType<typeof buildTestApp>>;
const en = { language: 'en' };

async function adminWithTeam(app: App, name = 'Tea house'): Promise<Member & { teamId: number }> {
  const admin = await registerMember(app);
  const reply = await post(app, '/member/team/create', { name }, { token: admin.token });
  expect(reply.data.team).toMatchObject({ name, role: 'admin' });
  return { ...admin, teamId: reply.data.team.id };
}

async function invite(app: App, admin: Member, body: Record<string, unknown> = {}) {
  const reply = await post(app, '/member/team/invitations/create', body, { token: admin.token });
  expect(reply.code).toBe(0);
  return reply.data as {
    invitation: { id: number; status: string; expires_at: string };
    token: string;
    path: string;
  };
}

describe('teams and invitations', () => {
  it('an administrator invites; a member joins by link; the team lists both', async () => {
    const app = await buildTestApp();
    const admin = await adminWithTeam(app);
    const issued = await invite(app, admin, { expires_in_hours: 24, note: 'for Li' });
    expect(issued.path).toBe(`/inviteMember/${issued.token}`);
    expect(issued.invitation).toMatchObject({ status: 'pending', accepted_by: null });
    const hours = (Date.parse(issued.invitation.expires_at) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    // Anyone holding the link may look before signing in.
    const preview = await get(app, '/open/team/invitation', { token: issued.token });
    expect(preview.data).toMatchObject({ team_name: 'Tea house', status: 'valid' });
    expect(preview.data.inviter).toBe(`${admin.phone.slice(0, 3)}****${admin.phone.slice(-4)}`);

    const member = await registerMember(app);
    const joined = await post(
      app,
      '/member/team/invitations/accept',
      { token: issued.token },
      { token: member.token },
    );
    expect(joined.data.team).toEqual({ id: admin.teamId, name: 'Tea house', role: 'member' });
    expect(
      (await get(app, '/open/team/invitation', { token: issued.token }, { token: member.token })).data.status,
    ).toBe('joined');

    const seenByAdmin = await get(app, '/member/team', {}, { token: admin.token });
    expect(
      seenByAdmin.data.team.members.map((m: { role: string; is_me: boolean }) => [m.role, m.is_me]),
    ).toEqual([
      ['admin', true],
      ['member', false],
    ]);
    expect(seenByAdmin.data.team.invitations[0]).toMatchObject({ status: 'accepted', note: 'for Li' });
    const seenByMember = await get(app, '/member/team', {}, { token: member.token });
    expect(seenByMember.data.team).toMatchObject({ role: 'member', invitations: [] });
    expect((await get(app, '/member/auth/me', {}, { token: member.token })).data.team).toMatchObject({
      name: 'Tea house',
      role: 'member',
    });
  });

  it('a link used by someone else is "invite taken" (invite-taken)', async () => {
    const app = await buildTestApp();
    const admin = await adminWithTeam(app);
    const { token } = await invite(app, admin);
    const first = await registerMember(app);
    const second = await registerMember(app);
    expect((await post(app, '/member/team/invitations/accept', { token }, { token: first.token })).code).toBe(
      0,
    );
    const taken = await post(
      app,
      '/member/team/invitations/accept',
      { token },
      { token: second.token, ...en },
    );
    expect(taken).toMatchObject({
      status: 409,
      code: 30006,
      message: EN['team.invite_taken'],
      data: { reason: 'invite-taken' },
    });
    const preview = await get(app, '/open/team/invitation', { token }, { token: second.token });
    expect(preview).toMatchObject({ code: 30006, data: { reason: 'invite-taken' } });
    expect((await get(app, '/open/team/invitation', { token })).code).toBe(30006);
  });

  it('expired, revoked, re-sent (old link) and unknown links are "link expired" (link-expired)', async () => {
    const app = await buildTestApp();
    const admin = await adminWithTeam(app);
    const member = await registerMember(app);
    const expired = await invite(app, admin, { expires_in_hours: 1 });
    await (
      await testDatabase()
    ).db
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvitations.id, expired.invitation.id));
    const revoked = await invite(app, admin);
    expect(
      (
        await post(
          app,
          '/member/team/invitations/revoke',
          { id: revoked.invitation.id },
          { token: admin.token },
        )
      ).data.invitation.status,
    ).toBe('revoked');
    const resent = await invite(app, admin);
    const fresh = await post(
      app,
      '/member/team/invitations/resend',
      { id: resent.invitation.id },
      { token: admin.token },
    );
    expect(fresh.data.token).not.toBe(resent.token);
    expect(fresh.data.invitation).toMatchObject({ id: resent.invitation.id, status: 'pending' });

    for (const token of [expired.token, revoked.token, resent.token, 'no-such-link']) {
      const preview = await get(app, '/open/team/invitation', { token }, en);
      expect(preview).toMatchObject({
        status: 404,
        code: 30005,
        message: EN['team.invite_expired'],
        data: { reason: 'link-expired' },
      });
      expect(
        (await post(app, '/member/team/invitations/accept', { token }, { token: member.token })).code,
      ).toBe(30005);
    }
    expect(
      (await get(app, '/member/team', {}, { token: admin.token })).data.team.invitations.map(
        (i: { status: string }) => i.status,
      ),
    ).toEqual(expect.arrayContaining(['expired', 'revoked', 'pending']));
    // The fresh link works.
    expect(
      (
        await post(
          app,
          '/member/team/invitations/accept',
          { token: fresh.data.token },
          { token: member.token },
        )
      ).code,
    ).toBe(0);
    // A used invitation can be neither re-sent nor revoked.
    expect(
      (
        await post(
          app,
          '/member/team/invitations/resend',
          { id: resent.invitation.id },
          { token: admin.token },
        )
      ).code,
    ).toBe(40900);
    expect(
      (
        await post(
          app,
          '/member/team/invitations/revoke',
          { id: resent.invitation.id },
          { token: admin.token },
        )
      ).code,
    ).toBe(40900);
  });

  it('one team per account; only its administrators manage invitations, and only their own', async () => {
    const app = await buildTestApp();
    const admin = await adminWithTeam(app);
    const otherAdmin = await adminWithTeam(app, 'Noodle bar');
    const { token, invitation } = await invite(app, admin);
    // Already in a team: cannot create a second one nor join another.
    expect(
      (await post(app, '/member/team/create', { name: 'Two' }, { token: admin.token, ...en })).code,
    ).toBe(30007);
    expect(
      (await post(app, '/member/team/invitations/accept', { token }, { token: otherAdmin.token })).code,
    ).toBe(30007);
    expect(
      (await post(app, '/member/team/invitations/resend', { id: invitation.id }, { token: otherAdmin.token }))
        .code,
    ).toBe(40400);

    const member = await registerMember(app);
    await post(app, '/member/team/invitations/accept', { token }, { token: member.token });
    const refused = await post(app, '/member/team/invitations/create', {}, { token: member.token, ...en });
    expect(refused).toMatchObject({ status: 403, code: 40300, message: EN['auth.forbidden'] });
    const noTeam = await registerMember(app);
    expect((await post(app, '/member/team/invitations/create', {}, { token: noTeam.token })).code).toBe(
      40300,
    );
    expect((await get(app, '/member/team', {}, { token: noTeam.token })).data).toEqual({ team: null });
    expect(
      fieldMessages(await post(app, '/member/team/create', { name: ' ' }, { token: noTeam.token, ...en })),
    ).toEqual({
      name: EN['validation.team_name_required'],
    });
  });

  it('two members taking one link at once: exactly one joins', async () => {
    const app = await buildTestApp();
    const admin = await adminWithTeam(app);
    const { token } = await invite(app, admin);
    const members = await Promise.all([registerMember(app), registerMember(app), registerMember(app)]);
    const replies = await Promise.all(
      members.map((m) => post(app, '/member/team/invitations/accept', { token }, { token: m.token })),
    );
    expect(replies.map((r) => r.code).sort()).toEqual([0, 30006, 30006]);
  });

  it('a link belongs to its brand', async () => {
    const app = await buildTestApp();
    const admin = await adminWithTeam(app);
    const { token } = await invite(app, admin);
    expect((await get(app, '/open/team/invitation', { token }, { brand: 'jia' })).code).toBe(30005);
  });
});

describe('demo data', () => {
  it('seeds the demo accounts, the team and the three invite links, idempotently', async () => {
    const app = await buildTestApp();
    const { db } = await testDatabase();
    await db.transaction((tx) => seedAuthDemo(tx));
    await db.transaction((tx) => seedAuthDemo(tx));
    const d = DEMO_ACCOUNTS;
    const admin = await loginAs(app, d.admin, d.password);
    const member = await loginAs(app, d.member, d.password);
    const me = await get(app, '/member/auth/me', {}, { token: admin });
    expect(me.data.user.roles.sort()).toEqual(['member', 'merchant']);
    expect(me.data.team).toMatchObject({ name: 'Demo café', role: 'admin' });
    const team = await get(app, '/member/team', {}, { token: admin });
    expect(team.data.team.members).toHaveLength(2);
    expect(team.data.team.invitations).toHaveLength(3);

    expect((await get(app, '/open/team/invitation', { token: d.invites.valid })).data).toMatchObject({
      team_name: 'Demo café',
      status: 'valid',
    });
    expect((await get(app, '/open/team/invitation', { token: d.invites.expired })).data).toEqual({
      reason: 'link-expired',
    });
    expect((await get(app, '/open/team/invitation', { token: d.invites.used })).data).toEqual({
      reason: 'invite-taken',
    });
    expect(
      (await get(app, '/open/team/invitation', { token: d.invites.used }, { token: member })).data.status,
    ).toBe('joined');
    const { rows } = (await db.execute(
      sql`select count(*)::int as n from users where brand_key = 'vidmatrix' and signup_variant = 'seed'`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(rows[0]!.n).toBe(3);
  });
});

describe('every member-area endpoint checks the session and the role', () => {
  const endpoints = [authContract, teamContract, contactContract]
    .flatMap((module) => Object.values(module))
    .filter(
      (value): value is Endpoint =>
        typeof value === 'object' && value !== null && 'path' in value && 'method' in value,
    )
    .filter((endpoint) => endpoint.path.startsWith('/member/'));

  it('has found the member endpoints', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(10);
  });

  it.each(endpoints.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s without a session: 4011',
    async (_name, endpoint) => {
      const app = await buildTestApp();
      const reply =
        endpoint.method === 'GET'
          ? await get(app, endpoint.path, {}, en)
          : await post(app, endpoint.path, {}, en);
      // Input is validated first; a valid-looking body still meets the session check.
      if (reply.code === 40000) {
        const valid = {
          name: 'X',
          id: 1,
          token: 'abc',
          expires_in_hours: 1,
          old_password: 'abcdef',
          password: 'abcdef',
          confirm_password: 'abcdef',
        };
        const again = await post(app, endpoint.path, valid, en);
        expect(again.code).toBe(4011);
      } else {
        expect(reply).toMatchObject({ status: 401, code: 4011, message: EN['auth.login_required'] });
      }
    },
  );
});
