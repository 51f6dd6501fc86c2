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
import previewZhCN from './preview/zh-CN.json' with { type: 'json' };
import previewZhTW from './preview/zh-TW.json' with { type: 'json' };
import previewEn from './preview/en.json' with { type: 'json' };
import previewEs from './preview/es.json' with { type: 'json' };
import previewPtBR from './preview/pt-BR.json' with { type: 'json' };
import previewId from './preview/id.json' with { type: 'json' };
import academyZhCN from './academy/zh-CN.json' with { type: 'json' };
import academyZhTW from './academy/zh-TW.json' with { type: 'json' };
import academyEn from './academy/en.json' with { type: 'json' };
import academyEs from './academy/es.json' with { type: 'json' };
import academyPtBR from './academy/pt-BR.json' with { type: 'json' };
import academyId from './academy/id.json' with { type: 'json' };
import platformAuthZhCN from './platform-auth/zh-CN.json' with { type: 'json' };
import platformAuthZhTW from './platform-auth/zh-TW.json' with { type: 'json' };
import platformAuthEn from './platform-auth/en.json' with { type: 'json' };
import platformAuthEs from './platform-auth/es.json' with { type: 'json' };
import platformAuthPtBR from './platform-auth/pt-BR.json' with { type: 'json' };
import platformAuthId from './platform-auth/id.json' with { type: 'json' };
import touchCardZhCN from './touch-card/zh-CN.json' with { type: 'json' };
import touchCardZhTW from './touch-card/zh-TW.json' with { type: 'json' };
import touchCardEn from './touch-card/en.json' with { type: 'json' };
import touchCardEs from './touch-card/es.json' with { type: 'json' };
import touchCardPtBR from './touch-card/pt-BR.json' with { type: 'json' };
import touchCardId from './touch-card/id.json' with { type: 'json' };

import mixZhCN from './mix/zh-CN.json' with { type: 'json' };
import mixZhTW from './mix/zh-TW.json' with { type: 'json' };
import mixEn from './mix/en.json' with { type: 'json' };
import mixEs from './mix/es.json' with { type: 'json' };
import mixPtBR from './mix/pt-BR.json' with { type: 'json' };
import mixId from './mix/id.json' with { type: 'json' };
/**
 * Feature catalogs (issues 5 and 6 on) live in `<feature>/<lng>.json` so features never edit one
 * shared file; keys are still prefixed with the feature (`upload.too_large`). A new feature adds
 * its six imports and one entry to each list below.
 */
const PARTS = {
  'zh-CN': [
    zhCN,
    consoleZhCN,
    uploadZhCN,
    shareZhCN,
    copywritingZhCN,
    previewZhCN,
    academyZhCN,
    platformAuthZhCN,
    touchCardZhCN,
    mixZhCN,
  ],
  'zh-TW': [
    zhTW,
    consoleZhTW,
    uploadZhTW,
    shareZhTW,
    copywritingZhTW,
    previewZhTW,
    academyZhTW,
    platformAuthZhTW,
    touchCardZhTW,
    mixZhTW,
  ],
  en: [
    en,
    consoleEn,
    uploadEn,
    shareEn,
    copywritingEn,
    previewEn,
    academyEn,
    platformAuthEn,
    touchCardEn,
    mixEn,
  ],
  es: [
    es,
    consoleEs,
    uploadEs,
    shareEs,
    copywritingEs,
    previewEs,
    academyEs,
    platformAuthEs,
    touchCardEs,
    mixEs,
  ],
  'pt-BR': [
    ptBR,
    consolePtBR,
    uploadPtBR,
    sharePtBR,
    copywritingPtBR,
    previewPtBR,
    academyPtBR,
    platformAuthPtBR,
    touchCardPtBR,
    mixPtBR,
  ],
  id: [
    id,
    consoleId,
    uploadId,
    shareId,
    copywritingId,
    previewId,
    academyId,
    platformAuthId,
    touchCardId,
    mixId,
  ],
} as const;

/** The source locale (zh-CN): every catalog part of it merged. */
type Source = UnionToIntersection<(typeof PARTS)['zh-CN'][number]>;

type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void
  ? I
  : never;

/** Keys come from the source locale, so a typo in `t('…')` is a type error. */
export type MessageKey = keyof Source;
export type MessageParams = Record<string, string | number>;

// Typed as partial so a key missing from a translation falls back instead of printing undefined;
// locales.test.ts keeps them complete.
export const CATALOG = Object.fromEntries(
  Object.entries(PARTS).map(([language, parts]) => [language, Object.assign({}, ...parts)]),
) as Record<Language, Partial<Record<MessageKey, string>>>;

/** `template` with its `{{name}}` placeholders filled from `params`; unknown names left as written. */
export const fillParams = (template: string, params: MessageParams): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );

/** Looks a message up in `language` (falling back to zh-CN) and fills `{{name}}` placeholders. */
export function translate(language: Language, key: MessageKey, params: MessageParams = {}): string {
  return fillParams(CATALOG[language][key] ?? CATALOG[DEFAULT_LANGUAGE][key] ?? key, params);
}
