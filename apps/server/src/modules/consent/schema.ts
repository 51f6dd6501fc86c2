/**
 * Consents (issue 28): one row each time a person ticks "I have read and agree to the privacy
 * policy and user agreement" where a phone number is collected. Owned by modules/consent; other
 * modules record through its service and never touch the table.
 */
import { bigint, bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';

export const consents = pgTable(
  'consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandKey: text('brand_key').notNull(),
    /** The number the form collected, as stored elsewhere (11 digits or E.164). */
    phone: text('phone').notNull(),
    /** What the number was given for: register, demo_request, guide_signup (contract/consent.ts). */
    purpose: text('purpose').notNull(),
    /** The documents accepted: privacy, terms (packages/brands legal.ts). */
    documents: text('documents').array().notNull(),
    /** The brand's policy version in force when the box was ticked. */
    policyVersion: text('policy_version').notNull(),
    /** The row the consent came with (the user or the demo request), when there is one. */
    subjectId: bigint('subject_id', { mode: 'number' }),
    language: text('language').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    consentedAt: at('consented_at').notNull().defaultNow(),
  },
  // Answering "what did this number agree to, and when" is a lookup by brand and phone.
  (t) => [index('consents_brand_phone_idx').on(t.brandKey, t.phone, t.consentedAt)],
);
