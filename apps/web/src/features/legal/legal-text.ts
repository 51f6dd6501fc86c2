import type { Brand } from '@vidmatrix/brands/brands';
import type { LegalDocument } from '@vidmatrix/brands/legal';

/** The sections of the default documents, in order (locales/<language>/legal.json). */
export const LEGAL_SECTIONS = {
  privacy: ['collect', 'use', 'share', 'keep', 'rights', 'changes'],
  terms: ['account', 'use', 'content', 'service', 'liability', 'changes'],
} as const satisfies Record<LegalDocument, readonly string[]>;

/**
 * The brand's own text of a document in `language`, as paragraphs, when its configuration
 * (packages/brands legal.ts `texts`) has one; undefined means the default text applies.
 */
export function brandLegalText(
  brand: Pick<Brand, 'legal'>,
  document: LegalDocument,
  language: string,
): string[] | undefined {
  const text = brand.legal.texts?.[document]?.[language]?.trim();
  return text ? text.split(/\n\s*\n/).map((p) => p.trim()) : undefined;
}
