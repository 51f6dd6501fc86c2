import type { Language } from '@vidmatrix/contract/languages';
import type { Locale } from 'antd-mobile/es/locales/base';
// Static: antd-mobile's ConfigProvider already bundles zh-CN as its built-in default.
import zhCN from 'antd-mobile/es/locales/zh-CN';

// antd-mobile's own words (confirm, cancel, loading…) follow our language; each is a lazy chunk.
const ANTD_LOCALES: Record<Language, () => Promise<{ default: Locale }>> = {
  'zh-CN': async () => ({ default: zhCN }),
  'zh-TW': () => import('antd-mobile/es/locales/zh-TW'),
  en: () => import('antd-mobile/es/locales/en-US'),
  es: () => import('antd-mobile/es/locales/es-ES'),
  'pt-BR': () => import('antd-mobile/es/locales/pt-BR'),
  id: () => import('antd-mobile/es/locales/id-ID'),
};

export async function loadAntdLocale(language: Language): Promise<Locale> {
  return (await ANTD_LOCALES[language]()).default;
}
