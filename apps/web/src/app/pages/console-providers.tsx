import { matchLanguage, DEFAULT_LANGUAGE, type Language } from '@vidmatrix/contract/languages';
import { App, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { currentBrand } from '../../shared/brand';
import { consoleTheme } from './console-theme';

// antd's own words (pagination, pickers, empty states, confirm buttons) follow our language;
// each locale is its own chunk, loaded with the console only — visitor pages never load antd.
const ANTD_LOCALES: Record<Language, () => Promise<{ default: Locale }>> = {
  'zh-CN': () => import('antd/es/locale/zh_CN'),
  'zh-TW': () => import('antd/es/locale/zh_TW'),
  en: () => import('antd/es/locale/en_US'),
  es: () => import('antd/es/locale/es_ES'),
  'pt-BR': () => import('antd/es/locale/pt_BR'),
  id: () => import('antd/es/locale/id_ID'),
};

/**
 * The desktop console's antd context: the brand's colour, antd's locale for the current
 * language, and `<App>` so every console page (ours and the library, share and script pages
 * mounted here) can use `App.useApp()` for messages and confirm dialogs.
 */
export function ConsoleProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation('console');
  const language = matchLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const [locale, setLocale] = useState<{ language: Language; locale: Locale }>();
  useEffect(() => {
    let current = true;
    void ANTD_LOCALES[language]().then((m) => {
      if (current) setLocale({ language, locale: m.default });
    });
    return () => {
      current = false;
    };
  }, [language]);
  return (
    <ConfigProvider
      {...(locale ? { locale: locale.locale } : {})}
      theme={consoleTheme(currentBrand())}
      // antd spaces out two-character Chinese labels ("保 存"); our labels are written as meant.
      button={{ autoInsertSpace: false }}
    >
      <App>{children}</App>
    </ConfigProvider>
  );
}
