import { DEFAULT_LANGUAGE, type Language } from '@vidmatrix/contract/languages';
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import id from './id.json' with { type: 'json' };
import ptBR from './pt-BR.json' with { type: 'json' };
import zhCN from './zh-CN.json' with { type: 'json' };
import zhTW from './zh-TW.json' with { type: 'json' };

/** Keys come from the source locale, so a typo in `t('…')` is a type error. */
export type MessageKey = keyof typeof zhCN;
export type MessageParams = Record<string, string | number>;

// Typed as partial so a key missing from a translation falls back instead of printing undefined;
// locales.test.ts keeps them complete.
export const CATALOG: Record<Language, Partial<Record<MessageKey, string>>> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  en,
  es,
  'pt-BR': ptBR,
  id,
};

/** Looks a message up in `language` (falling back to zh-CN) and fills `{{name}}` placeholders. */
export function translate(language: Language, key: MessageKey, params: MessageParams = {}): string {
  const template = CATALOG[language][key] ?? CATALOG[DEFAULT_LANGUAGE][key] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
