import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider, {
  getDefaultConfig,
  setDefaultConfig,
} from 'antd-mobile/es/components/config-provider';
import type { Locale } from 'antd-mobile/es/locales/base';
import { matchLanguage, DEFAULT_LANGUAGE } from '@vidmatrix/contract/languages';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAntdLocale } from '../shared/i18n/antd-locale';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // For `useQuery` (console and member pages). staleTime stays TanStack's 0: a page shows
      // what the server has now whenever it opens, the cached copy only meanwhile. No retry: the
      // page shows the failure at once with its retry button (or its next poll asks again).
      // Visitors hop between the page and a video app; refetching on every return would
      // re-claim or flicker, so only the console's live counts refetch on focus (their query
      // says so). Visitor reads (`useLoad`, shared/api/call-endpoint.ts) set their own options.
      queries: { retry: false, refetchOnWindowFocus: false },
    },
  });
}

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

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AntdLocale>{children}</AntdLocale>
    </QueryClientProvider>
  );
}
