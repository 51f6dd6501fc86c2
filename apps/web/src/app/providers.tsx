import ConfigProvider, {
  getDefaultConfig,
  setDefaultConfig,
} from 'antd-mobile/es/components/config-provider';
import type { Locale } from 'antd-mobile/es/locales/base';
import { matchLanguage, DEFAULT_LANGUAGE } from '@vidmatrix/contract/languages';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../shared/i18n/use-translation';
import { loadAntdLocale } from '../shared/i18n/antd-locale';

function AntdLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  const language = matchLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const [locale, setLocale] = useState<Locale>();
  useEffect(() => {
    let current = true;
    void loadAntdLocale(language).then((loaded) => {
      if (!current) return;
      // Toast and Dialog render outside this tree and read the global default instead.
      setDefaultConfig({ ...getDefaultConfig(), locale: loaded });
      setLocale(loaded);
    });
    return () => {
      current = false;
    };
  }, [language]);
  // Always the same wrapper so the app never remounts; until the locale arrives antd-mobile
  // keeps its built-in zh-CN (passing `locale={undefined}` would erase it).
  return <ConfigProvider {...(locale ? { locale } : {})}>{children}</ConfigProvider>;
}

/**
 * What every page needs. TanStack Query's provider is not here: it loads with the member and
 * console pages (query-provider.tsx), so visitor pages never download it.
 */
export function Providers({ children }: { children: ReactNode }) {
  return <AntdLocale>{children}</AntdLocale>;
}
