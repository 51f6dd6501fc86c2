import { describe, expect, it } from 'vitest';
import { registerBody } from './auth';
import { phoneFieldFor, phoneRegionOf, toE164, withPhoneRegion } from './phone';

const mainland = phoneFieldFor(phoneRegionOf({ abroad: false }));
const abroad = phoneFieldFor(phoneRegionOf({ abroad: true }));
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('phone field', () => {
  it('takes the 11-digit mainland number on a mainland brand, as it always did', () => {
    expect(mainland.parse('13800000000')).toBe('13800000000');
    expect(mainland.parse(' 13800000000 ')).toBe('13800000000');
    // The same number with its country code is the same account.
    expect(mainland.parse('+86 138 0000 0000')).toBe('13800000000');
  });

  it('refuses a foreign number on a mainland brand with the 11-digit message', () => {
    expect(messages(mainland.safeParse('+447911123456'))).toEqual(['phone_invalid']);
    expect(messages(mainland.safeParse('+14155552671'))).toEqual(['phone_invalid']);
  });

  it('takes +44 and +1 numbers on an abroad brand, kept as E.164', () => {
    expect(abroad.parse('+44 7911 123456')).toBe('+447911123456');
    expect(abroad.parse('+1 (415) 555-2671')).toBe('+14155552671');
    expect(abroad.parse('13800000000')).toBe('13800000000');
    expect(abroad.parse('+8613800000000')).toBe('13800000000');
  });

  it('refuses what no numbering plan has', () => {
    for (const value of ['+4412', '+999123456', '+44 7911 123456 ext. 5', '447911123456', '1380000000']) {
      expect(messages(abroad.safeParse(value)), value).toEqual(['phone_international_invalid']);
    }
    for (const value of ['1380000000', '138000000000', 'abcdefghijk', '+86 123']) {
      expect(messages(mainland.safeParse(value)), value).toEqual(['phone_invalid']);
    }
    expect(messages(abroad.safeParse(`+44${'1'.repeat(40)}`))).toEqual(['phone_international_invalid']);
  });

  it('says "required" alone for an empty field', () => {
    expect(messages(abroad.safeParse(''))).toEqual(['phone_required']);
    expect(messages(mainland.safeParse('   '))).toEqual(['phone_required']);
    expect(messages(mainland.safeParse(undefined))).toEqual(['phone_required']);
  });

  it('refuses U+0000 and lone surrogates like every text field', () => {
    expect(messages(abroad.safeParse('+447911123456\u0000'))).toContain('text_invalid_character');
    expect(messages(mainland.safeParse('1380000000\ud800'))).toContain('text_invalid_character');
  });

  it('gives SMS providers E.164', () => {
    expect(toE164('13800000000')).toBe('+8613800000000');
    expect(toE164('+447911123456')).toBe('+447911123456');
  });

  it('holds a whole form to the brand and keeps its other rules', () => {
    const body = {
      phone: '+447911123456',
      code: '123456',
      password: 'secret1',
      confirm_password: 'secret2',
      consent: true,
    };
    const onMainland = withPhoneRegion(registerBody, 'mainland').safeParse(body);
    expect(messages(onMainland)).toEqual(['phone_invalid', 'password_mismatch']);
    const onAbroad = withPhoneRegion(registerBody, 'international').safeParse({
      ...body,
      confirm_password: 'secret1',
    });
    expect(onAbroad.success).toBe(true);
  });

  it('refuses a sign-up without consent', () => {
    const body = { phone: '13800000000', code: '123456', password: 'secret1', confirm_password: 'secret1' };
    expect(messages(registerBody.safeParse(body))).toEqual(['consent_required']);
    expect(messages(registerBody.safeParse({ ...body, consent: false }))).toEqual(['consent_required']);
    expect(registerBody.safeParse({ ...body, consent: true }).success).toBe(true);
  });
});
