/** The six UI languages (spec §1); the first is the default. */
export const LANGUAGES = ['zh-CN', 'zh-TW', 'en', 'es', 'pt-BR', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

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
