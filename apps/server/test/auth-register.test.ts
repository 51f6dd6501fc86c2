import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brandByKey } from '@vidmatrix/brands/resolve-brand';
import { desktopTrials, sessions } from '../src/modules/auth/schema';
import EN from '../src/locales/en.json' with { type: 'json' };
import ZH from '../src/locales/zh-CN.json' with { type: 'json' };
import {
  db,
  en,
  fieldMessages,
  get,
  outboxCode,
  post,
  registerMember,
  sendCode,
  uniqueIp,
  uniquePhone,
} from './auth-kit';
import { buildTestApp } from './helper';

/** Sign-up: the field rules shared with the web forms, and registration itself. */

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
      consent: EN['validation.consent_required'],
    });
    const zh = await post(app, '/open/auth/register', {});
    expect(fieldMessages(zh).phone).toBe(ZH['validation.phone_required']);
  });

  it('phone 11 digits, password 6–20, confirmation equal ("two entries inconsistent"), code 6 digits', async () => {
    const app = await buildTestApp();
    const reply = await post(
      app,
      '/open/auth/register',
      { phone: '1380000000', code: '12a', password: 'short', confirm_password: 'other', consent: true },
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
      {
        phone: '13800000000',
        code: '123456',
        password: 'x'.repeat(21),
        confirm_password: 'x'.repeat(21),
        consent: true,
      },
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
          consent: true,
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
      { phone, code, password: 'CaseSensitive1', confirm_password: 'CaseSensitive1', consent: true },
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
      consent: true,
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
      consent: true,
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
