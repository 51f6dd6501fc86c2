import type { Language } from '@vidmatrix/contract/languages';
import { loadLocale } from './locale-backend';
import { readStoredLanguage, resolveLanguage, storeLanguage } from './language';
import i18n from './runtime';

/** Namespaces every page needs at once: the shell's words and the API client's messages. */
const PRELOADED_NAMESPACES = ['common', 'api'] as const;

function followHtmlLang(language: string) {
  document.documentElement.lang = language;
}

/**
 * Starts the app's i18n instance (the API client calls its `t` directly).
 * Idempotent: a second call only re-applies the language found in the URL and storage.
 */
export async function initI18n(options: { fallback?: Language } = {}): Promise<Language> {
  const { language, fromLink } = resolveLanguage({
    search: window.location.search,
    stored: readStoredLanguage(),
    fallback: options.fallback,
  });
  if (fromLink) storeLanguage(language);

  if (i18n.isInitialized) {
    await i18n.changeLanguage(language);
  } else {
    await i18n.init({
      lng: language,
      // Every locale is complete (locales.test.ts), so no fallback file is ever downloaded.
      fallbackLng: false,
      ns: PRELOADED_NAMESPACES,
      defaultNS: 'common',
      load: loadLocale,
    });
  }
  followHtmlLang(language);
  return language;
}

/** Switches the UI language and remembers it for the next visit. */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
  followHtmlLang(language);
}
