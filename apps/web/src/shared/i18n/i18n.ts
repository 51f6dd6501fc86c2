import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@vidmatrix/contract/languages';
import { localeBackend } from './locale-backend';
import { readStoredLanguage, resolveLanguage, storeLanguage } from './language';

/** Namespaces every page needs at once: the shell's words and the API client's messages. */
const PRELOADED_NAMESPACES = ['common', 'api'] as const;

function followHtmlLang(language: string) {
  document.documentElement.lang = language;
}

/**
 * Starts i18next on the global instance (the API client calls `i18next.t` directly).
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
    i18n.on('languageChanged', followHtmlLang);
    await i18n
      .use(localeBackend)
      .use(initReactI18next)
      .init({
        lng: language,
        supportedLngs: LANGUAGES,
        // Every locale is complete (locales.test.ts), so no fallback file is ever downloaded.
        fallbackLng: false,
        // Without this "pt-BR" would also request a non-existent "pt" file.
        load: 'currentOnly',
        ns: PRELOADED_NAMESPACES,
        defaultNS: 'common',
        interpolation: { escapeValue: false }, // React escapes already
        returnEmptyString: false,
      });
  }
  followHtmlLang(language);
  return language;
}

/** Switches the UI language and remembers it for the next visit. */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}
