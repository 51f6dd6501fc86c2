import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brandByKey } from '@vidmatrix/brands/resolve-brand';
import { desktopTrials, sessions, smsCodes } from '../src/db/schema-auth';
import EN from '../src/locales/en.json' with { type: 'json' };
import ZH from '../src/locales/zh-CN.json' with { type: 'json' };
import {
  fieldMessages,
  get,
  loginAs,
  outboxCode,
  post,
  registerMember,
  skipCooldown,
  uniqueIp,
  uniquePhone,
} from './auth-kit';
import { buildTestApp } from './helper';
import { testDatabase } from './test-database';

const en = { language: 'en' };

async function db() {
  return (await testDatabase()).db;
}

async function sendCode(
  app: Awaited<ReturnType<typeof buildTestApp>>,
  phone: string,
  purpose = 'register',
  ip = uniqueIp(),
) {
  return post(app, '/open/auth/sms_code', { phone, purpose }, { ip });
}

describe('field rules (spec §5), shared with the web forms', () => {
  it('lists every missing field of a sign-up at once, in the caller language', async () => {
    const app = await buildTestApp();
    const reply = await post(app, '/open/auth/register', {}, en);
    expect(reply.status).toBe(400);
    expect(reply.code).toBe(40000);
    expect(fieldMessages(reply)).toEqual({
      phone: EN['validation.phone_required'],
      code: EN['validation.code_required'],
      password: EN['validation.password_required'],
      confirm_password: EN['validation.confirm_required'],
    });
    const zh = await post(app, '/open/auth/register', {});
    expect(fieldMessages(zh).phone).toBe(ZH['validation.phone_required']);
  });

  it('phone 11 digits, password 6–20, confirmation equal ("two entries inconsistent"), code 6 digits', async () => {
    const app = await buildTestApp();
    const reply = await post(
      app,
      '/open/auth/register',
      { phone: '1380000000', code: '12a', password: 'short', confirm_password: 'other' },
      en,
    );
    expect(fieldMessages(reply)).toEqual({
      phone: EN['validation.phone_invalid'],
      code: EN['validation.code_invalid'],
      password: EN['validation.password_length'],
      confirm_password: EN['validation.password_mismatch'],
    });
    expect(EN['validation.password_mismatch']).toMatch(/two entries are inconsistent/i);
    const long = await post(
      app,
      '/open/auth/register',
      { phone: '13800000000', code: '123456', password: 'x'.repeat(21), confirm_password: 'x'.repeat(21) },
      en,
    );
    expect(fieldMessages(long)).toEqual({ password: EN['validation.password_length'] });
  });

  it('the activation variants need a non-empty activation code', async () => {
    const app = await buildTestApp();
    for (const variant of ['activation', 'tiktok']) {
      const reply = await post(
        app,
        '/open/auth/register',
        {
          phone: '13800000000',
          code: '123456',
          password: 'abcdef',
          confirm_password: 'abcdef',
          variant,
          activation_code: '  ',
        },
        en,
      );
      expect(fieldMessages(reply)).toEqual({ activation_code: EN['validation.activation_code_required'] });
    }
  });

  it('a code needs a phone first', async () => {
    const app = await buildTestApp();
    const reply = await post(app, '/open/auth/sms_code', { purpose: 'register' }, en);
    expect(fieldMessages(reply)).toEqual({ phone: EN['validation.phone_required'] });
  });
});

describe('registration', () => {
  it('creates the member, a 3-day trial on the brand channel, and signs in', async () => {
    const app = await buildTestApp();
    const phone = uniquePhone();
    const ip = uniqueIp();
    expect(
      (await post(app, '/open/auth/sms_code', { phone, purpose: 'register' }, { brand: 'jia', ip })).data,
    ).toEqual({
      resend_after_s: 60,
      expires_in_s: 300,
    });
    const code = await outboxCode(app, phone);
    const reply = await post(
      app,
      '/open/auth/register',
      { phone, code, password: 'CaseSensitive1', confirm_password: 'CaseSensitive1' },
      { brand: 'jia', ip },
    );
    expect(reply.code).toBe(0);
    const { token, trial, user } = reply.data;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(user).toMatchObject({ phone, roles: ['member'] });
    const jia = brandByKey('jia')!;
    expect(trial).toMatchObject({ client: jia.client, channel_id: jia.channelId });
    expect(Date.parse(trial.ends_at) - Date.parse(trial.started_at)).toBe(3 * 24 * 3600 * 1000);

    const [stored] = await (await db()).select().from(desktopTrials).where(eq(desktopTrials.userId, user.id));
    expect(stored).toMatchObject({ channelId: jia.channelId, brandKey: 'jia' });
    // Only the hash of the token is stored.
    const rows = await (await db()).select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);

    const me = await get(app, '/member/auth/me', {}, { token, brand: 'jia' });
    expect(me.data).toMatchObject({ user: { phone }, team: null, trial: { channel_id: jia.channelId } });
  });

  it('"already registered" on the code request and on the sign-up', async () => {
    const app = await buildTestApp();
    const member = await registerMember(app);
    const again = await post(app, '/open/auth/sms_code', { phone: member.phone, purpose: 'register' }, en);
    expect(again).toMatchObject({ status: 409, code: 30002, message: EN['auth.already_registered'] });
    const direct = await post(app, '/open/auth/register', {
      phone: member.phone,
      code: '123456',
      password: 'abcdef',
      confirm_password: 'abcdef',
    });
    expect(direct).toMatchObject({ code: 30002, message: ZH['auth.already_registered'] });
  });

  it('stores the activation code and TikTok handle of the activation variants', async () => {
    const app = await buildTestApp();
    const phone = uniquePhone();
    await sendCode(app, phone);
    const code = await outboxCode(app, phone);
    const reply = await post(app, '/open/auth/register', {
      phone,
      code,
      password: 'abcdef',
      confirm_password: 'abcdef',
      variant: 'tiktok',
      activation_code: 'CONSULT-42',
      tiktok_handle: '@demo.shop',
    });
    expect(reply.code).toBe(0);
    const { rows } = (await (
      await db()
    ).execute(
      sql`select signup_variant, activation_code, tiktok_handle from users where phone = ${phone}`,
    )) as unknown as { rows: Record<string, string>[] };
    expect(rows[0]).toEqual({
      signup_variant: 'tiktok',
      activation_code: 'CONSULT-42',
      tiktok_handle: 'demo.shop',
    });
  });
});

describe('verification codes', () => {
  it('are single use and expire after 5 minutes', async () => {
    const app = await buildTestApp();
    const phone = uniquePhone();
    await sendCode(app, phone);
    const code = await outboxCode(app, phone);
    const body = { phone, code, password: 'abcdef', confirm_password: 'abcdef' };
    expect((await post(app, '/open/auth/register', body)).code).toBe(0);
    // Used: a second sign-up with it is "already registered" first; a reset with it is refused.
    const reuse = await post(app, '/open/auth/password/verify_code', { phone, code }, en);
    expect(reuse).toMatchObject({ code: 30003, message: EN['auth.code_invalid'] });

    const other = uniquePhone();
    await sendCode(app, other);
    const otherCode = await outboxCode(app, other);
    const row = await (await db()).select().from(smsCodes).where(eq(smsCodes.phone, other));
    expect(row[0]!.expiresAt.getTime() - row[0]!.createdAt.getTime()).toBe(300_000);
    expect(row[0]!.codeHash).not.toContain(otherCode);
    await (
      await db()
    )
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsCodes.phone, other));
    const late = await post(app, '/open/auth/register', { ...body, phone: other, code: otherCode });
    expect(late.code).toBe(30003);
  });

  it('die after 5 wrong attempts, and a code of one purpose does not serve another', async () => {
    const app = await buildTestApp();
    const phone = uniquePhone();
    const ip = uniqueIp();
    await sendCode(app, phone, 'register', ip);
    const code = await outboxCode(app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const body = { phone, password: 'abcdef', confirm_password: 'abcdef' };
    expect(
      (await post(app, '/open/contact/demo_request', { name: 'A', company: 'Acme Ltd', phone, code })).code,
    ).toBe(30003);
    for (let i = 0; i < 5; i += 1) {
      expect((await post(app, '/open/auth/register', { ...body, code: wrong }, { ip })).code).toBe(30003);
    }
    expect((await post(app, '/open/auth/register', { ...body, code }, { ip })).code).toBe(30003);
  });

  it('one per phone per 60 s, ten a day, and SMS_CODES_PER_IP_PER_HOUR per IP', async () => {
    const app = await buildTestApp({ SMS_CODES_PER_IP_PER_HOUR: 3 });
    const phone = uniquePhone();
    expect((await sendCode(app, phone)).code).toBe(0);
    const soon = await post(
      app,
      '/open/auth/sms_code',
      { phone, purpose: 'register' },
      { ...en, ip: uniqueIp() },
    );
    expect(soon.code).toBe(42900);
    expect(soon.data.retry_after_s).toBeGreaterThan(55);
    expect(soon.message).toBe(
      EN['auth.code_cooldown'].replace('{{seconds}}', String(soon.data.retry_after_s)),
    );

    // Ten in the last day (the newest over a minute ago): the eleventh is refused.
    const busy = uniquePhone();
    const database = await db();
    for (let i = 0; i < 10; i += 1) {
      await database.insert(smsCodes).values({
        brandKey: 'vidmatrix',
        phone: busy,
        purpose: 'register',
        codeHash: 'x',
        createdAt: new Date(Date.now() - (i + 2) * 3600 * 1000),
        expiresAt: new Date(Date.now() - 3600 * 1000),
      });
    }
    const daily = await post(app, '/open/auth/sms_code', { phone: busy, purpose: 'register' }, en);
    expect(daily).toMatchObject({ code: 42900, message: EN['auth.code_daily_limit'] });

    const ip = uniqueIp();
    for (let i = 0; i < 3; i += 1) expect((await sendCode(app, uniquePhone(), 'register', ip)).code).toBe(0);
    expect((await sendCode(app, uniquePhone(), 'register', ip)).code).toBe(42900);
  });

  it('limits wrong guesses per phone across codes, in the database shared by every process', async () => {
    const app = await buildTestApp();
    const second = await buildTestApp(); // another server process on the same database
    const phone = uniquePhone();
    const body = { phone, password: 'abcdef', confirm_password: 'abcdef', code: '000000' };
    for (let i = 0; i < 10; i += 1) {
      expect((await post(i % 2 ? second : app, '/open/auth/register', body, { ip: uniqueIp() })).code).toBe(
        30003,
      );
    }
    const blocked = await post(second, '/open/auth/register', body, { ...en, ip: uniqueIp() });
    expect(blocked.code).toBe(42900);
    expect(blocked.message).toMatch(/try again in \d+ min/);
  });

  it('a reset code for a phone without an account answers the same and sends nothing', async () => {
    const app = await buildTestApp();
    const member = await registerMember(app);
    const stranger = uniquePhone();
    await skipCooldown(member.phone);
    const known = await sendCode(app, member.phone, 'reset');
    const unknown = await sendCode(app, stranger, 'reset');
    expect(unknown.code).toBe(0);
    expect(unknown.data).toEqual(known.data);
    expect((await get(app, '/dev/sms_outbox', { phone: stranger })).data.messages).toEqual([]);
    const guess = await post(app, '/open/auth/password/verify_code', { phone: stranger, code: '123456' });
    const wrong = await post(app, '/open/auth/password/verify_code', { phone: member.phone, code: '123456' });
    expect(guess).toMatchObject({ code: 30003, message: wrong.message });
  });
});

describe('SMS providers through the API', () => {
  it('an unreachable provider is "SMS network error" and does not block a retry', async () => {
    const app = await buildTestApp({
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'id',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: 'Vidmatrix',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
      ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:1',
      SMS_TIMEOUT_MS: 2000,
    });
    const phone = uniquePhone();
    const first = await post(app, '/open/auth/sms_code', { phone, purpose: 'register' }, en);
    expect(first).toMatchObject({ status: 502, code: 30004, message: EN['auth.sms_failed'] });
    expect(EN['auth.sms_failed']).toMatch(/SMS network error/);
    expect((await post(app, '/open/auth/sms_code', { phone, purpose: 'register' })).code).toBe(30004);
    expect((await get(app, '/dev/sms_outbox', { phone })).data.messages).toEqual([]);
  });

  it('delivers through the Aliyun and Tencent clients (loopback fakes check the signatures)', async () => {
    const { startFakeAliyunSms } = await import('../src/integrations/sms/fakes/fake-aliyun-sms');
    const { startFakeTencentSms } = await import('../src/integrations/sms/fakes/fake-tencent-sms');
    const aliyun = await startFakeAliyunSms({ accessKeyId: 'ak', accessKeySecret: 'sk' });
    const tencent = await startFakeTencentSms({ secretId: 'AKID', secretKey: 'key', sdkAppId: '1400' });
    try {
      const viaAliyun = await buildTestApp({
        SMS_PROVIDER: 'aliyun',
        ALIYUN_SMS_ACCESS_KEY_ID: 'ak',
        ALIYUN_SMS_ACCESS_KEY_SECRET: 'sk',
        ALIYUN_SMS_SIGN_NAME: 'Vidmatrix',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
        ALIYUN_SMS_ENDPOINT: aliyun.url,
      });
      const viaTencent = await buildTestApp({
        SMS_PROVIDER: 'tencent',
        TENCENT_SMS_SECRET_ID: 'AKID',
        TENCENT_SMS_SECRET_KEY: 'key',
        TENCENT_SMS_SDK_APP_ID: '1400',
        TENCENT_SMS_SIGN_NAME: 'Vidmatrix',
        TENCENT_SMS_TEMPLATE_ID: '42',
        TENCENT_SMS_ENDPOINT: tencent.url,
      });
      const a = uniquePhone();
      const t = uniquePhone();
      expect((await post(viaAliyun, '/open/auth/sms_code', { phone: a, purpose: 'register' })).code).toBe(0);
      expect((await post(viaTencent, '/open/auth/sms_code', { phone: t, purpose: 'register' })).code).toBe(0);
      expect(aliyun.received).toEqual([
        expect.objectContaining({ phone: a, code: expect.stringMatching(/^\d{6}$/) }),
      ]);
      expect(tencent.received).toEqual([expect.objectContaining({ phone: `+86${t}` })]);
      // The code that arrived is the one that works.
      const reply = await post(viaTencent, '/open/auth/register', {
        phone: t,
        code: tencent.received[0]!.params[0],
        password: 'abcdef',
        confirm_password: 'abcdef',
      });
      expect(reply.code).toBe(0);
    } finally {
      await aliyun.close();
      await tencent.close();
    }
  });
});

describe('login', () => {
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
    const app = await buildTestApp({ NODE_ENV: 'production', SMS_PROVIDER: 'none' });
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
