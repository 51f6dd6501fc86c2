import type { BackendModule, ResourceKey } from 'i18next';

type LocaleModule = { default: ResourceKey };

// One lazy chunk per locale file: a visitor downloads only its language's namespaces, and only
// the namespaces that the pages it opens ask for.
const LOCALE_FILES = import.meta.glob<LocaleModule>('../../locales/*/*.json');

function localeFilePath(language: string, namespace: string): string {
  return `../../locales/${language}/${namespace}.json`;
}

export const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = LOCALE_FILES[localeFilePath(language, namespace)];
    if (!load) {
      callback(new Error(`No locale file for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
