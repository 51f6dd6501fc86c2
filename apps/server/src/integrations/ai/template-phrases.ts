import type { Language } from '@vidmatrix/contract/languages';
import { EN } from './phrases/en';
import { ES } from './phrases/es';
import { ID } from './phrases/id';
import { PT_BR } from './phrases/pt-br';
import { ZH_CN } from './phrases/zh-cn';
import { ZH_TW } from './phrases/zh-tw';
import type { Phrases } from './phrases/types';

export const PHRASES: Record<Language, Phrases> = {
  'zh-CN': ZH_CN,
  'zh-TW': ZH_TW,
  en: EN,
  es: ES,
  'pt-BR': PT_BR,
  id: ID,
};
