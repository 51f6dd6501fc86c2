import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * Consent where a phone number is collected (issue 28): the form's box ticked is `consent: true`;
 * anything else is refused (40000, field `consent`, `validation.consent_required`). The server
 * records what was accepted (the documents, for which purpose) with the brand's policy version.
 */
export const consentField = z.literal(true, { error: 'consent_required' });

/** What a phone number was given for: signing up, or a demo request (landing page, guide sign-up). */
export const CONSENT_PURPOSES = ['register', 'demo_request', 'guide_signup'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const consentRecord = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  /** The documents accepted: `privacy`, `terms`. */
  documents: z.array(z.string()),
  policy_version: z.string(),
  consented_at: z.string().describe('ISO 8601 date-time'),
});
export type ConsentRecord = z.infer<typeof consentRecord>;

export const myConsents = defineEndpoint({
  method: 'GET',
  path: '/member/consent/mine',
  summary: "The signed-in account's consents on this brand: what its phone number agreed to, and when",
  tags: ['consent'],
  auth: 'token',
  /** `phone`: the account's number, the one these consents were given with. */
  response: z.object({ phone: z.string(), items: z.array(consentRecord) }),
});
