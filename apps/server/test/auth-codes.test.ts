import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { smsCodes } from '../src/modules/auth/schema';
import EN from '../src/locales/en.json' with { type: 'json' };
import { codeMatches, storedCodeHash } from '../src/modules/auth/verification';
import {
  db,
  en,
  get,
  outboxCode,
  post,
  registerMember,
  sendCode,
  skipCooldown,
  uniqueIp,
  uniquePhone,
} from './auth-kit';
import { buildTestApp, startClearOfWindowEdge } from './helper';

/** Verification codes: validity, attempts, rate limits, and delivery through the SMS providers. */

describe('verification codes', () => {
  // The per-phone and per-IP code limits count in hourly windows.
  beforeEach(() => startClearOfWindowEdge(60 * 60 * 1000), 30_000);

  it('are single use and expire after 5 minutes', async () => {
    const app = await buildTestApp();
    const phone = uniquePhone();
    await sendCode(app, phone);
    const code = await outboxCode(app, phone);
    const body = { phone, code, password: 'abcdef', confirm_password: 'abcdef', consent: true };
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

  it('are stored salted and keyed, never as the plain sha256 of the code', async () => {
    const app = await buildTestApp();
    const phone = uniquePhone();
    const sha256 = (code: string) => createHash('sha256').update(`${phone}:register:${code}`).digest('hex');
    const stored = async () =>
      (await (await db()).select().from(smsCodes).where(eq(smsCodes.phone, phone))).map((r) => r.codeHash);
    await sendCode(app, phone);
    const first = await outboxCode(app, phone);
    await skipCooldown(phone);
    await sendCode(app, phone);
    const second = await outboxCode(app, phone);
    const rows = await stored();
    expect(rows).toHaveLength(2);
    for (const value of rows) {
      expect(value).toMatch(/^[0-9a-f]{32}\$[0-9a-f]{64}$/);
      expect(value).not.toContain(sha256(first));
      expect(value).not.toContain(sha256(second));
    }
    expect(new Set(rows.map((value) => value.split('$')[0])).size).toBe(2);
    // One code stored twice (the API cannot be made to draw the same code): two values, both valid.
    const code = { phone, purpose: 'register', code: '123456' } as const;
    const [a, b] = [
      storedCodeHash('pepper', phone, 'register', '123456'),
      storedCodeHash('pepper', phone, 'register', '123456'),
    ];
    expect(a).not.toBe(b);
    expect([codeMatches(a, 'pepper', code), codeMatches(b, 'pepper', code)]).toEqual([true, true]);
    expect(codeMatches(a, 'another pepper', code)).toBe(false);
    expect(codeMatches(a, 'pepper', { ...code, code: '123457' })).toBe(false);

    // A code stored before salting (a bare sha256) no longer verifies: it is treated as expired.
    await (
      await db()
    )
      .update(smsCodes)
      .set({ codeHash: sha256(second) })
      .where(eq(smsCodes.phone, phone));
    const body = { phone, code: second, password: 'abcdef', confirm_password: 'abcdef', consent: true };
    expect((await post(app, '/open/auth/register', body)).code).toBe(30003);
  });

  it('die after 5 wrong attempts, and a code of one purpose does not serve another', async () => {
    const app = await buildTestApp();
    const phone = uniquePhone();
    const ip = uniqueIp();
    await sendCode(app, phone, 'register', ip);
    const code = await outboxCode(app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const body = { phone, password: 'abcdef', confirm_password: 'abcdef', consent: true };
    expect(
      (
        await post(app, '/open/contact/demo_request', {
          name: 'A',
          company: 'Acme Ltd',
          phone,
          code,
          consent: true,
        })
      ).code,
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
    const body = { phone, password: 'abcdef', confirm_password: 'abcdef', code: '000000', consent: true };
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
        consent: true,
      });
      expect(reply.code).toBe(0);
    } finally {
      await aliyun.close();
      await tencent.close();
    }
  });
});
