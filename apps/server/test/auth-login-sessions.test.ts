import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../src/modules/auth/schema';
import EN from '../src/locales/en.json' with { type: 'json' };
import {
  db,
  en,
  fieldMessages,
  get,
  loginAs,
  outboxCode,
  post,
  registerMember,
  sendCode,
  skipCooldown,
  uniqueIp,
  uniquePhone,
} from './auth-kit';
import { buildTestApp, startClearOfWindowEdge } from './helper';

/** Login, sessions (4011, 4012, 4017), password reset and change, and the development tools. */

describe('login', () => {
  beforeEach(() => startClearOfWindowEdge(15 * 60 * 1000), 30_000);

  it('signs in; a wrong password and an unknown phone fail alike; passwords are case sensitive', async () => {
    const app = await buildTestApp();
    const member = await registerMember(app, { password: 'MixedCase9' });
    const token = await loginAs(app, member.phone, 'MixedCase9');
    expect((await get(app, '/member/auth/me', {}, { token })).data.user.phone).toBe(member.phone);
    const wrongCase = await post(
      app,
      '/open/auth/login',
      { phone: member.phone, password: 'mixedcase9' },
      en,
    );
    const unknown = await post(app, '/open/auth/login', { phone: uniquePhone(), password: 'MixedCase9' }, en);
    expect(wrongCase).toMatchObject({ status: 401, code: 30001, message: EN['auth.login_failed'] });
    expect(unknown).toMatchObject({ status: 401, code: 30001, message: EN['auth.login_failed'] });
    expect(unknown.data).toEqual(wrongCase.data);
  });

  it('locks an account after 10 failures in 15 minutes, even for the right password', async () => {
    const app = await buildTestApp();
    const member = await registerMember(app);
    for (let i = 0; i < 10; i += 1) {
      const reply = await post(
        app,
        '/open/auth/login',
        { phone: member.phone, password: 'wrong-one' },
        { ip: uniqueIp() },
      );
      expect(reply.code).toBe(30001);
    }
    const locked = await post(
      app,
      '/open/auth/login',
      { phone: member.phone, password: member.password },
      { ip: uniqueIp() },
    );
    expect(locked).toMatchObject({ status: 429, code: 42900 });
  });

  it('limits failures per IP across accounts', async () => {
    const app = await buildTestApp();
    const ip = uniqueIp();
    for (let i = 0; i < 30; i += 1) {
      await post(app, '/open/auth/login', { phone: uniquePhone(), password: 'whatever' }, { ip });
    }
    const member = await registerMember(app);
    const reply = await post(
      app,
      '/open/auth/login',
      { phone: member.phone, password: member.password },
      { ip },
    );
    expect(reply.code).toBe(42900);
  });
});

describe('sessions: 4011, 4012, 4017', () => {
  it('no token or an unknown one is 4011; a token of another brand is no session there', async () => {
    const app = await buildTestApp();
    const member = await registerMember(app);
    expect(await get(app, '/member/auth/me', {}, en)).toMatchObject({ status: 401, code: 4011 });
    expect((await get(app, '/member/auth/me', {}, { token: 'x'.repeat(43) })).code).toBe(4011);
    expect((await get(app, '/member/auth/me', {}, { token: member.token, brand: 'jia' })).code).toBe(4011);
  });

  it('an expired session is 4012', async () => {
    const app = await buildTestApp();
    const member = await registerMember(app);
    await (
      await db()
    )
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, member.id));
    const reply = await get(app, '/member/auth/me', {}, { token: member.token, ...en });
    expect(reply).toMatchObject({ status: 401, code: 4012, message: EN['auth.session_expired'] });
  });

  it('the development endpoint expires one’s own session (4012 afterwards)', async () => {
    const app = await buildTestApp();
    const member = await registerMember(app);
    expect((await post(app, '/dev/session/expire', {}, { token: member.token })).data).toEqual({
      expired: true,
    });
    expect((await get(app, '/member/auth/me', {}, { token: member.token })).code).toBe(4012);
  });

  it('signing in on a sixth device ends the least recently used session: 4017 with the reason', async () => {
    const app = await buildTestApp();
    const member = await registerMember(app);
    const tokens = [member.token];
    for (let i = 0; i < 5; i += 1) tokens.push(await loginAs(app, member.phone, member.password));
    const first = await get(app, '/member/auth/me', {}, { token: tokens[0], ...en });
    expect(first).toMatchObject({ status: 401, code: 4017, data: { reason: 'too-many-devices' } });
    expect(first.message).toBe(EN['auth.ended_too_many_devices'].replace('{{max}}', '5'));
    for (const token of tokens.slice(1))
      expect((await get(app, '/member/auth/me', {}, { token })).code).toBe(0);
  });

  it('logout ends the session: 4011 afterwards', async () => {
    const app = await buildTestApp();
    const member = await registerMember(app);
    expect((await post(app, '/member/auth/logout', {}, { token: member.token })).data).toEqual({
      logged_out: true,
    });
    expect((await get(app, '/member/auth/me', {}, { token: member.token })).code).toBe(4011);
  });

  it('SESSION_MAX_DEVICES and SESSION_TTL_HOURS are honoured', async () => {
    const app = await buildTestApp({ SESSION_MAX_DEVICES: 1, SESSION_TTL_HOURS: 2 });
    const member = await registerMember(app);
    const [row] = await (await db()).select().from(sessions).where(eq(sessions.userId, member.id));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(2 * 3600 * 1000 - 5000);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThan(2 * 3600 * 1000 + 5000);
    await loginAs(app, member.phone, member.password);
    expect((await get(app, '/member/auth/me', {}, { token: member.token })).code).toBe(4017);
  });
});

describe('forgot password and password change', () => {
  it('code → reset token → new password: every old session gets 4017, the new one works', async () => {
    const app = await buildTestApp();
    const member = await registerMember(app, { password: 'OldPass1' });
    const other = await loginAs(app, member.phone, 'OldPass1');
    await skipCooldown(member.phone);
    await sendCode(app, member.phone, 'reset');
    const code = await outboxCode(app, member.phone);
    const verified = await post(app, '/open/auth/password/verify_code', { phone: member.phone, code });
    expect(verified.code).toBe(0);
    const reset_token = verified.data.reset_token as string;

    const mismatch = await post(
      app,
      '/open/auth/password/reset',
      { reset_token, password: 'NewPass1', confirm_password: 'NewPass2' },
      en,
    );
    expect(fieldMessages(mismatch)).toEqual({ confirm_password: EN['validation.password_mismatch'] });

    const done = await post(app, '/open/auth/password/reset', {
      reset_token,
      password: 'NewPass1',
      confirm_password: 'NewPass1',
    });
    expect(done.code).toBe(0);
    for (const token of [member.token, other]) {
      const reply = await get(app, '/member/auth/me', {}, { token, ...en });
      expect(reply).toMatchObject({
        code: 4017,
        message: EN['auth.ended_password_changed'],
        data: { reason: 'password-changed' },
      });
    }
    expect((await get(app, '/member/auth/me', {}, { token: done.data.token })).code).toBe(0);
    expect((await post(app, '/open/auth/login', { phone: member.phone, password: 'OldPass1' })).code).toBe(
      30001,
    );
    await loginAs(app, member.phone, 'NewPass1');
    const again = await post(app, '/open/auth/password/reset', {
      reset_token,
      password: 'NewPass3',
      confirm_password: 'NewPass3',
    });
    expect(again.code).toBe(30008);
  });

  it('change password: the current password is checked; other sessions end, this one stays', async () => {
    const app = await buildTestApp();
    const member = await registerMember(app, { password: 'OldPass1' });
    const other = await loginAs(app, member.phone, 'OldPass1');
    const wrong = await post(
      app,
      '/member/auth/password/change',
      { old_password: 'nope-nope', password: 'NewPass1', confirm_password: 'NewPass1' },
      { token: member.token, ...en },
    );
    expect(wrong).toMatchObject({ code: 30009, message: EN['auth.wrong_password'] });
    const ok = await post(
      app,
      '/member/auth/password/change',
      { old_password: 'OldPass1', password: 'NewPass1', confirm_password: 'NewPass1' },
      { token: member.token },
    );
    expect(ok.data).toEqual({ ended_sessions: 1 });
    expect((await get(app, '/member/auth/me', {}, { token: other })).code).toBe(4017);
    expect((await get(app, '/member/auth/me', {}, { token: member.token })).code).toBe(0);
  });
});

describe('development tools', () => {
  it('exist outside production only', async () => {
    const app = await buildTestApp({
      NODE_ENV: 'production',
      SMS_PROVIDER: 'none',
      SHARE_SECRET: 'a-production-share-secret',
    });
    expect((await get(app, '/dev/sms_outbox')).code).toBe(40400);
    // Production without a provider: codes cannot be sent, and say so.
    const reply = await post(app, '/open/auth/sms_code', { phone: uniquePhone(), purpose: 'register' }, en);
    expect(reply).toMatchObject({ code: 30004, message: EN['auth.sms_failed'] });
  });

  it('the outbox page lists the codes', async () => {
    const app = await buildTestApp();
    const phone = uniquePhone();
    await sendCode(app, phone);
    const code = await outboxCode(app, phone);
    const page = await app.inject({ method: 'GET', url: '/dev/sms-outbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(code);
    expect(page.body).toContain(phone);
  });
});
