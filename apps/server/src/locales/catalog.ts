import { DEFAULT_LANGUAGE, type Language } from '@vidmatrix/contract/languages';
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import id from './id.json' with { type: 'json' };
import ptBR from './pt-BR.json' with { type: 'json' };
import zhCN from './zh-CN.json' with { type: 'json' };
import zhTW from './zh-TW.json' with { type: 'json' };
import consoleZhCN from './console/zh-CN.json' with { type: 'json' };
import consoleZhTW from './console/zh-TW.json' with { type: 'json' };
import consoleEn from './console/en.json' with { type: 'json' };
import consoleEs from './console/es.json' with { type: 'json' };
import consolePtBR from './console/pt-BR.json' with { type: 'json' };
import consoleId from './console/id.json' with { type: 'json' };
import uploadZhCN from './upload/zh-CN.json' with { type: 'json' };
import uploadZhTW from './upload/zh-TW.json' with { type: 'json' };
import uploadEn from './upload/en.json' with { type: 'json' };
import uploadEs from './upload/es.json' with { type: 'json' };
import uploadPtBR from './upload/pt-BR.json' with { type: 'json' };
import uploadId from './upload/id.json' with { type: 'json' };
import shareZhCN from './share/zh-CN.json' with { type: 'json' };
import shareZhTW from './share/zh-TW.json' with { type: 'json' };
import shareEn from './share/en.json' with { type: 'json' };
import shareEs from './share/es.json' with { type: 'json' };
import sharePtBR from './share/pt-BR.json' with { type: 'json' };
import shareId from './share/id.json' with { type: 'json' };
import copywritingZhCN from './copywriting/zh-CN.json' with { type: 'json' };
import copywritingZhTW from './copywriting/zh-TW.json' with { type: 'json' };
import copywritingEn from './copywriting/en.json' with { type: 'json' };
import copywritingEs from './copywriting/es.json' with { type: 'json' };
import copywritingPtBR from './copywriting/pt-BR.json' with { type: 'json' };
import copywritingId from './copywriting/id.json' with { type: 'json' };

/**
 * Feature catalogs (issues 5 and 6 on) live in `<feature>/<lng>.json` so features never edit one
 * shared file; keys are still prefixed with the feature (`upload.too_large`).
 */
const SOURCE = { ...zhCN, ...consoleZhCN, ...uploadZhCN, ...shareZhCN, ...copywritingZhCN };

/** Keys come from the source locale, so a typo in `t('…')` is a type error. */
export type MessageKey = keyof typeof SOURCE;
export type MessageParams = Record<string, string | number>;

// Typed as partial so a key missing from a translation falls back instead of printing undefined;
// locales.test.ts keeps them complete.
export const CATALOG: Record<Language, Partial<Record<MessageKey, string>>> = {
  'zh-CN': SOURCE,
  'zh-TW': { ...zhTW, ...consoleZhTW, ...uploadZhTW, ...shareZhTW, ...copywritingZhTW },
  en: { ...en, ...consoleEn, ...uploadEn, ...shareEn, ...copywritingEn },
  es: { ...es, ...consoleEs, ...uploadEs, ...shareEs, ...copywritingEs },
  'pt-BR': { ...ptBR, ...consolePtBR, ...uploadPtBR, ...sharePtBR, ...copywritingPtBR },
  id: { ...id, ...consoleId, ...uploadId, ...shareId, ...copywritingId },
};

/** Looks a message up in `language` (falling back to zh-CN) and fills `{{name}}` placeholders. */
export function translate(language: Language, key: MessageKey, params: MessageParams = {}): string {
  const template = CATALOG[language][key] ?? CATALOG[DEFAULT_LANGUAGE][key] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
