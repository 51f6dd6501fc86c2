import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { safeString } from './input-fields';

/**
 * Phone numbers (issue 28). Mainland brands take the 11-digit mainland number they always took;
 * abroad brands take it too, and any number written with `+` and its country code, which
 * libphonenumber-js parses and checks against the numbering plan of that country. What is kept
 * and compared (accounts, codes, limits) is one spelling per number: a mainland number as its
 * 11 digits (also when typed as +86…), any other as E.164 (`+447911123456`).
 */
export const PHONE_REGIONS = ['mainland', 'international'] as const;
export type PhoneRegion = (typeof PHONE_REGIONS)[number];

/** Abroad brands serve customers outside the mainland (packages/brands `abroad`). */
export const phoneRegionOf = (brand: { abroad: boolean }): PhoneRegion =>
  brand.abroad ? 'international' : 'mainland';

/** The longest text worth parsing: E.164 has at most 15 digits, people type spaces and dashes. */
export const PHONE_INPUT_MAX = 24;
const MAINLAND = /^\d{11}$/;

/** The stored spelling of `value` if it is a number `region` takes, else undefined. */
export function normalizePhone(value: string, region: PhoneRegion): string | undefined {
  if (MAINLAND.test(value)) return value;
  if (!value.startsWith('+')) return undefined;
  const parsed = parsePhoneNumberFromString(value);
  // An extension ("ext. 5") cannot receive an SMS.
  if (!parsed?.isValid() || parsed.ext) return undefined;
  if (parsed.countryCallingCode === '86')
    return MAINLAND.test(parsed.nationalNumber) ? parsed.nationalNumber : undefined;
  return region === 'international' ? parsed.number : undefined;
}

/** The number as SMS providers address it: E.164 (a mainland number gets +86). */
export const toE164 = (phone: string): string => (MAINLAND.test(phone) ? `+86${phone}` : phone);

/** A brand's field message for a number it does not take. */
const invalidKey = (region: PhoneRegion) =>
  region === 'mainland' ? 'phone_invalid' : 'phone_international_invalid';

/**
 * The phone field of `region`, for the web forms and the server alike: required, U+0000 and lone
 * surrogates refused like every text field, then normalised (normalizePhone).
 */
export function phoneFieldFor(region: PhoneRegion) {
  return safeString({ error: 'phone_required' })
    .trim()
    .min(1, { error: 'phone_required' })
    .max(PHONE_INPUT_MAX, { error: invalidKey(region) })
    .transform((value, ctx) => {
      const phone = normalizePhone(value, region);
      if (phone === undefined) {
        ctx.addIssue({ code: 'custom', message: invalidKey(region) });
        return z.NEVER;
      }
      return phone;
    });
}

/**
 * The endpoints' phone field: every number some brand takes. The server then holds the number to
 * the caller's brand (`phoneFieldFor(phoneRegionOf(brand))`), so a mainland brand refuses +44.
 */
export const phoneField = phoneFieldFor('international');

/**
 * A body schema with its `phone` held to `region`: what a web form on that brand validates with.
 * Its type is the schema's own: the regional field has the same input and output (strings).
 */
export function withPhoneRegion<S extends z.ZodObject<{ phone: z.ZodType<string, string> }>>(
  schema: S,
  region: PhoneRegion,
): S {
  return schema.safeExtend({ phone: phoneFieldFor(region) }) as unknown as S;
}
