import { PHONE_INPUT_MAX, phoneRegionOf, withPhoneRegion, type PhoneRegion } from '@vidmatrix/contract/phone';
import { useMemo } from 'react';
import type { z } from 'zod';
import { currentBrand } from '../brand';

/** The phone numbers this page's brand takes: mainland 11 digits, or also +country code abroad. */
export const brandPhoneRegion = (): PhoneRegion => phoneRegionOf(currentBrand());

/**
 * How the phone input behaves on a brand: mainland numbers are digits only (the numeric pad, 11
 * long); abroad a number may start with + and hold spaces, so the phone pad and room for them.
 */
export function phoneInputProps(region: PhoneRegion) {
  return region === 'mainland'
    ? { type: 'tel' as const, inputMode: 'numeric' as const, maxLength: 11 }
    : { type: 'tel' as const, inputMode: 'tel' as const, maxLength: PHONE_INPUT_MAX };
}

/**
 * A contract body held to this brand's numbers (withPhoneRegion), for useZodForm: a mainland
 * brand says "11 digits" before sending, as the server would.
 */
export function useBrandPhoneSchema<S extends z.ZodObject<{ phone: z.ZodType<string, string> }>>(schema: S) {
  return useMemo(() => withPhoneRegion(schema, brandPhoneRegion()), [schema]);
}
