import type { Language } from '@vidmatrix/contract/languages';

/** Languages with upper and lower case (the Chinese ones have none). */
const hasCase = (language: Language) => language !== 'zh-CN' && language !== 'zh-TW';

/**
 * A merchant's field said inside a sentence: a field typed in sentence case ("Specialty coffee…",
 * "Hand-poured…, osmanthus latte") loses its first capital, which was only the field's own
 * sentence start. Only a plain capitalised first word ("Uji", not "WiFi" or "NYC").
 */
export function midSentence(text: string, language: Language): string {
  if (!hasCase(language) || !/^\p{Lu}[\p{Ll}'’-]*(\s|$)/u.test(text)) return text;
  return text[0]!.toLocaleLowerCase(language) + text.slice(1);
}

/** A sentence starts with a capital where the language has them ("¿Osmanthus latte?"). */
export function sentenceStart(text: string, language: Language): string {
  if (!hasCase(language)) return text;
  return text.replace(
    /^([^\p{L}\p{N}]*)(\p{Ll})/u,
    (_, lead: string, c: string) => lead + c.toLocaleUpperCase(language),
  );
}
