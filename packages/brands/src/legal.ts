/**
 * What a brand's privacy policy and user agreement (/privacy, /terms) say about who runs it, and
 * the ICP filing number its public pages show (issue 28). The texts themselves are the web app's
 * defaults in six languages (locales/<language>/legal.json) filled with these values; a brand
 * whose lawyers wrote their own gives them in `texts`, which then replace the default.
 */
export const LEGAL_DOCUMENTS = ['privacy', 'terms'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

export interface BrandLegal {
  /** The company that runs the service and answers for the data. */
  operator: string;
  /** Where a user asks about, corrects or deletes their data. */
  contactEmail: string;
  /**
   * The version of both documents in force: every consent is recorded with it, so a change to
   * the texts goes with a new version.
   */
  version: string;
  /** The brand's own texts, by document and language (paragraphs separated by blank lines). */
  texts?: Partial<Record<LegalDocument, Partial<Record<string, string>>>>;
}

/** The version of the default texts (locales/<language>/legal.json): their date. */
export const DEFAULT_LEGAL_VERSION = '2026-11-28';

/**
 * ICP filing numbers of the brands that have one (mainland brands on mainland hosts). A brand
 * absent here shows none: abroad brands need none.
 */
const ICP_FILINGS: Readonly<Record<string, string>> = {
  vidmatrix: '京ICP备2026031001号-1',
  jia: '沪ICP备2026042002号-1',
};

export function icpFilingOf(key: string): string | undefined {
  return ICP_FILINGS[key];
}

/** The default legal settings of a brand: its own name as operator, privacy@ its domain. */
export function defaultLegal(name: string, domain: string): BrandLegal {
  return { operator: name, contactEmail: `privacy@${domain}`, version: DEFAULT_LEGAL_VERSION };
}
