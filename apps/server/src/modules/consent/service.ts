import type { Brand } from '@vidmatrix/brands/brands';
import { LEGAL_DOCUMENTS } from '@vidmatrix/brands/legal';
import type { ConsentPurpose, ConsentRecord } from '@vidmatrix/contract/consent';
import type { Language } from '@vidmatrix/contract/languages';
import type { Db } from '../../db/client';
import { consentsOf, insertConsent, type ConsentRow } from './repo';

/** Who ticked the box, where: the caller's side of a consent. */
export interface ConsentContext {
  brand: Brand;
  language: Language;
  ip: string;
  userAgent?: string | undefined;
}

/**
 * Records that `phone` accepted the brand's privacy policy and user agreement, in the version in
 * force now, for `purpose`. Call it in the transaction that stores what the number was given for,
 * so there is never a sign-up or demo request without its consent.
 */
export function recordConsent(
  db: Db,
  input: { phone: string; purpose: ConsentPurpose; subjectId?: number | undefined },
  context: ConsentContext,
): Promise<ConsentRow> {
  return insertConsent(db, {
    brandKey: context.brand.key,
    phone: input.phone,
    purpose: input.purpose,
    documents: [...LEGAL_DOCUMENTS],
    policyVersion: context.brand.legal.version,
    subjectId: input.subjectId ?? null,
    language: context.language,
    ip: context.ip,
    userAgent: context.userAgent?.slice(0, 500) ?? null,
  });
}

/** What a number agreed to on a brand, newest first (support's question, and the tests'). */
export function consentsOfPhone(db: Db, brandKey: string, phone: string): Promise<ConsentRow[]> {
  return consentsOf(db, brandKey, phone);
}

export function presentConsent(row: ConsentRow): ConsentRecord {
  return {
    purpose: row.purpose as ConsentPurpose,
    documents: row.documents,
    policy_version: row.policyVersion,
    consented_at: row.consentedAt.toISOString(),
  };
}
