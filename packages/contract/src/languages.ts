/** The six UI languages (spec §1); the first is the default. */
export const LANGUAGES = ['zh-CN', 'zh-TW', 'en', 'es', 'pt-BR', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/** Each language in its own name (never translated): a reader finds theirs whatever the page is in. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  id: 'Bahasa Indonesia',
};

/** Maps loose tags ("en-US", "pt", "zh-Hant") to one of ours, or undefined. */
export function matchLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const wanted = tag.trim().toLowerCase();
  const exact = LANGUAGES.find((l) => l.toLowerCase() === wanted);
  if (exact) return exact;
  if (/^zh-(tw|hk|mo|hant)/.test(wanted)) return 'zh-TW';
  if (wanted.startsWith('zh')) return 'zh-CN';
  if (wanted.startsWith('pt')) return 'pt-BR';
  if (wanted.startsWith('in') || wanted.startsWith('id')) return 'id';
  const base = wanted.split('-')[0];
  return LANGUAGES.find((l) => l === base);
}
