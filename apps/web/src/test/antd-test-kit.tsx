// Test-only helpers for pages built with antd (the merchant console); never imported by app code.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { I18n as i18n } from '../shared/i18n/runtime';
import type { ReactNode } from 'react';
import { I18nProvider as I18nextProvider } from '../shared/i18n/use-translation';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

/** antd reads media queries (the sider's breakpoint, grids) and observes sizes; jsdom has neither. */
export function stubBrowserApis(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

/** A console page as the shell mounts it: query client, i18n, router and antd's App context. */
export function renderWithAntd(i18nInstance: i18n, ui: ReactNode, path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18nInstance}>
        <MemoryRouter initialEntries={[path]}>
          <App>{ui}</App>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
