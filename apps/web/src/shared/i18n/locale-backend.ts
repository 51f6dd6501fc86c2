import type { LoadNamespace } from './runtime';
import type { Messages } from './translate';

type LocaleModule = { default: Messages };

// One lazy chunk per locale file: a visitor downloads only its language's namespaces, and only
// the namespaces that the pages it opens ask for.
const LOCALE_FILES = import.meta.glob<LocaleModule>('../../locales/*/*.json');

export const loadLocale: LoadNamespace = async (language, namespace) => {
  const load = LOCALE_FILES[`../../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No locale file for ${language}/${namespace}`);
  return (await load()).default;
};
