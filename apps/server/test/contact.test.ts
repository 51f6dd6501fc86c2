import { describe, expect, it } from 'vitest';
import { seedAuthDemo, DEMO_ACCOUNTS } from '../src/demo/seed-auth';
import EN from '../src/locales/en.json' with { type: 'json' };
import {
  fieldMessages,
  get,
  loginAs,
  outboxCode,
  post,
  registerMember,
  uniqueIp,
  uniquePhone,
} from './auth-kit';
import { buildTestApp } from './helper';
import { testDatabase } from './test-database';

const en = { language: 'en' };

describe('contact / book a demo', () => {
  it('requires the contact name, a real company name, the phone and the code (spec §5)', async () => {
    const app = await buildTestApp();
    expect(fieldMessages(await post(app, '/open/contact/demo_request', {}, en))).toEqual({
      name: EN['validation.name_required'],
      company: EN['validation.company_required'],
      phone: EN['validation.phone_required'],
      code: EN['validation.code_required'],
      consent: EN['validation.consent_required'],
    });
    for (const company of ['123', '--', 'A1']) {
      const reply = await post(
        app,
        '/open/contact/demo_request',
        { name: 'Li Lei', company, phone: '13800000000', code: '123456', consent: true },
        en,
      );
      expect(fieldMessages(reply)).toEqual({ company: EN['validation.company_invalid'] });
    }
  });

  it('with a valid code the request is stored; a product consultant of the brand sees it', async () => {
    const app = await buildTestApp();
    const phone = uniquePhone();
    const ip = uniqueIp();
    expect((await post(app, '/open/auth/sms_code', { phone, purpose: 'contact' }, { ip })).code).toBe(0);
    const wrong = await post(
      app,
      '/open/contact/demo_request',
      { name: 'Li Lei', company: '上海咖啡有限公司', phone, code: '000000', consent: true },
      { ...en, ip },
    );
    const code = await outboxCode(app, phone);
    if (code !== '000000') expect(wrong).toMatchObject({ code: 30003, message: EN['auth.code_invalid'] });
    const ok = await post(
      app,
      '/open/contact/demo_request',
      { name: 'Li Lei', company: '上海咖啡有限公司', phone, code, consent: true },
      { ip, language: 'zh-TW' },
    );
    expect(ok.code).toBe(0);
    // Single use.
    const again = await post(
      app,
      '/open/contact/demo_request',
      { name: 'Li Lei', company: '上海咖啡有限公司', phone, code, consent: true },
      { ip },
    );
    expect(again.code).toBe(30003);

    const { db } = await testDatabase();
    await db.transaction((tx) => seedAuthDemo(tx));
    const consultant = await loginAs(app, DEMO_ACCOUNTS.consultant, DEMO_ACCOUNTS.password);
    const list = await get(
      app,
      '/member/contact/demo_requests',
      { page: '1', page_size: '10' },
      { token: consultant },
    );
    expect(list.data.items[0]).toMatchObject({
      id: ok.data.id,
      name: 'Li Lei',
      company: '上海咖啡有限公司',
      phone,
      language: 'zh-TW',
    });
    expect(list.data).toMatchObject({ page: 1, page_size: 10 });
    expect(list.data.total).toBeGreaterThanOrEqual(1);
    // Another brand's consultant list does not hold it.
    const member = await registerMember(app);
    expect((await get(app, '/member/contact/demo_requests', {}, { token: member.token, ...en })).code).toBe(
      40300,
    );
    expect((await get(app, '/member/contact/demo_requests')).code).toBe(4011);
  });

  it('requests are per brand', async () => {
    const app = await buildTestApp();
    const phone = uniquePhone();
    await post(app, '/open/auth/sms_code', { phone, purpose: 'contact' }, { brand: 'jia' });
    const code = await outboxCode(app, phone);
    // The code was issued on the Jia host: it does not serve the default brand.
    const elsewhere = await post(app, '/open/contact/demo_request', {
      name: 'A',
      company: 'Acme Ltd',
      phone,
      code,
      consent: true,
    });
    expect(elsewhere.code).toBe(30003);
    const ok = await post(
      app,
      '/open/contact/demo_request',
      { name: 'A', company: 'Acme Ltd', phone, code, consent: true },
      { brand: 'jia' },
    );
    expect(ok.code).toBe(0);
  });
});
