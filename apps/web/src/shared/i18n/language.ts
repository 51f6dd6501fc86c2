import { DEFAULT_LANGUAGE, matchLanguage, type Language } from '@vidmatrix/contract/languages';
import { LOCAL_KEYS } from '../storage-keys';

/** The query parameter that picks the language from a link (spec §1). */
const LANGUAGE_PARAM = 'language';

interface LanguageSources {
  search: string;
  stored: string | null;
  /** The brand's default when neither the link nor the visitor chose one. */
  fallback?: Language;
}

/** Link beats stored choice beats brand default; anything not one of our six is ignored. */
export function resolveLanguage({ search, stored, fallback = DEFAULT_LANGUAGE }: LanguageSources): {
  language: Language;
  fromLink: boolean;
} {
  const linked = matchLanguage(new URLSearchParams(search).get(LANGUAGE_PARAM));
  if (linked) return { language: linked, fromLink: true };
  return { language: matchLanguage(stored) ?? fallback, fromLink: false };
}

/** A brand's language when neither the link nor the visitor chose: abroad brands face English readers. */
export const brandLanguage = (brand: { abroad: boolean }): Language =>
  brand.abroad ? 'en' : DEFAULT_LANGUAGE;

// Storage can throw (disabled cookies, some in-app browsers); the language then lasts one visit.
export function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LOCAL_KEYS.language);
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LOCAL_KEYS.language, language);
  } catch {
    /* see readStoredLanguage */
  }
}
