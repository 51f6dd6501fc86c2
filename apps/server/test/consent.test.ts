import { brandByKey } from '@vidmatrix/brands/resolve-brand';
import { describe, expect, it } from 'vitest';
import { consentsOfPhone } from '../src/modules/consent/service';
import EN from '../src/locales/en.json' with { type: 'json' };
import {
  db,
  en,
  fieldMessages,
  get,
  outboxCode,
  post,
  registerMember,
  uniqueIp,
  uniquePhone,
} from './auth-kit';
import { buildTestApp } from './helper';

/** Consent where a phone number is collected, and international numbers on abroad brands (issue 28). */

/** A valid UK mobile number no other test of this run uses (+44 7400 …). */
const ukPhone = () => `+447400${uniquePhone().slice(-6)}`;

async function signUp(
  app: Awaited<ReturnType<typeof buildTestApp>>,
  phone: string,
  o: { brand?: string; stored?: string } = {},
) {
  const ip = uniqueIp();
  const sent = await post(app, '/open/auth/sms_code', { phone, purpose: 'register' }, { brand: o.brand, ip });
  expect(sent.code, sent.message).toBe(0);
  // The outbox keeps the number as stored (E.164), not as typed.
  const code = await outboxCode(app, o.stored ?? phone);
  return post(
    app,
    '/open/auth/register',
    {
      phone,
      code,
      password: 'Secret123',
      confirm_password: 'Secret123',
      consent: true,
    },
    { brand: o.brand, ip, ...en },
  );
}

describe('consent', () => {
  it('a sign-up without the box ticked is refused and nothing is stored', async () => {
    const app = await buildTestApp();
    const phone = uniquePhone();
    const ip = uniqueIp();
    expect((await post(app, '/open/auth/sms_code', { phone, purpose: 'register' }, { ip })).code).toBe(0);
    const code = await outboxCode(app, phone);
    const body = { phone, code, password: 'Secret123', confirm_password: 'Secret123' };
    for (const consent of [{}, { consent: false }, { consent: 'yes' }]) {
      const reply = await post(app, '/open/auth/register', { ...body, ...consent }, { ip, ...en });
      expect(reply).toMatchObject({ status: 400, code: 40000 });
      expect(fieldMessages(reply)).toEqual({ consent: EN['validation.consent_required'] });
    }
    expect(await consentsOfPhone(await db(), 'vidmatrix', phone)).toEqual([]);
    const login = await post(app, '/open/auth/login', { phone, password: 'Secret123' }, en);
    expect(login.code).toBe(30001);
    // The code was not spent by the refusals: ticking the box is all it takes.
    expect((await post(app, '/open/auth/register', { ...body, consent: true }, { ip })).code).toBe(0);
  });

  it('a sign-up with it is stored with its time, the brand policy version and what was accepted', async () => {
    const app = await buildTestApp();
    const phone = uniquePhone();
    const before = Date.now();
    const reply = await signUp(app, phone, { brand: 'jia' });
    expect(reply.code).toBe(0);
    const [row, ...rest] = await consentsOfPhone(await db(), 'jia', phone);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      purpose: 'register',
      documents: ['privacy', 'terms'],
      policyVersion: brandByKey('jia')!.legal.version,
      subjectId: reply.data.user.id,
      language: 'en',
    });
    expect(row!.consentedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('a demo request needs it too; the guide sign-up is recorded as such', async () => {
    const app = await buildTestApp();
    const phone = uniquePhone();
    const ip = uniqueIp();
    expect((await post(app, '/open/auth/sms_code', { phone, purpose: 'contact' }, { ip })).code).toBe(0);
    const code = await outboxCode(app, phone);
    const body = { name: 'Wang Fang', company: '杭州引流科技有限公司', phone, code, source: 'traffic_guide' };
    const refused = await post(app, '/open/contact/demo_request', body, { ip, ...en });
    expect(fieldMessages(refused)).toEqual({ consent: EN['validation.consent_required'] });
    const ok = await post(app, '/open/contact/demo_request', { ...body, consent: true }, { ip });
    expect(ok.code).toBe(0);
    const rows = await consentsOfPhone(await db(), 'vidmatrix', phone);
    expect(rows).toMatchObject([{ purpose: 'guide_signup', subjectId: ok.data.id, language: 'zh-CN' }]);
  });
});

describe('phone numbers by brand', () => {
  it('an abroad brand takes a +44 number: the code goes out in E.164 and the account keeps it', async () => {
    const app = await buildTestApp();
    const typed = ukPhone();
    const spaced = `${typed.slice(0, 3)} ${typed.slice(3, 7)} ${typed.slice(7)}`;
    const reply = await signUp(app, spaced, { brand: 'abroad', stored: typed });
    expect(reply.code).toBe(0);
    expect(reply.data.user.phone).toBe(typed);
    const outbox = await get(app, '/dev/sms_outbox', { phone: typed });
    expect(outbox.data.messages[0]).toMatchObject({ phone: typed, brand: 'abroad' });
    const login = await post(
      app,
      '/open/auth/login',
      { phone: typed, password: 'Secret123' },
      { brand: 'abroad' },
    );
    expect(login.code).toBe(0);
    expect((await consentsOfPhone(await db(), 'abroad', typed))[0]).toMatchObject({ purpose: 'register' });
  });

  it('a mainland brand still takes 11 digits and refuses a foreign number, before any code is sent', async () => {
    const app = await buildTestApp();
    const phone = uniquePhone();
    expect((await signUp(app, phone)).code).toBe(0);
    const uk = ukPhone();
    const refused = await post(app, '/open/auth/sms_code', { phone: uk, purpose: 'register' }, en);
    expect(refused).toMatchObject({ status: 400, code: 40000 });
    expect(fieldMessages(refused)).toEqual({ phone: EN['validation.phone_invalid'] });
    expect((await get(app, '/dev/sms_outbox', { phone: uk })).data.messages).toEqual([]);
    const login = await post(app, '/open/auth/login', { phone: uk, password: 'Secret123' }, en);
    expect(fieldMessages(login)).toEqual({ phone: EN['validation.phone_invalid'] });
  });

  it('an abroad brand refuses a number no plan has, with the international message', async () => {
    const app = await buildTestApp();
    const reply = await post(
      app,
      '/open/auth/sms_code',
      { phone: '+4412', purpose: 'register' },
      { brand: 'greatok', ...en },
    );
    expect(fieldMessages(reply)).toEqual({ phone: EN['validation.phone_international_invalid'] });
  });
});

describe('my consents', () => {
  it('a member sees what their own number agreed to on this brand, and nobody else’s', async () => {
    const app = await buildTestApp();
    const member = await registerMember(app, { brand: 'jia' });
    const mine = await get(app, '/member/consent/mine', {}, { token: member.token, brand: 'jia' });
    expect(mine.data.phone).toBe(member.phone);
    expect(mine.data.items).toEqual([
      {
        purpose: 'register',
        documents: ['privacy', 'terms'],
        policy_version: brandByKey('jia')!.legal.version,
        consented_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    const other = await registerMember(app, { brand: 'jia' });
    const theirs = await get(app, '/member/consent/mine', {}, { token: other.token, brand: 'jia' });
    expect(theirs.data.items).toHaveLength(1);
    expect((await get(app, '/member/consent/mine')).code).toBe(4011);
  });
});
