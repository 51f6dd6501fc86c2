import './shared/zod-jitless';
import 'antd-mobile/es/global';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startPage } from './app/routes';
import { currentBrand } from './shared/brand';
import { applyAdmTheme } from './shared/ui/adm-theme';
import { initI18n } from './shared/i18n/i18n';
import { brandLanguage } from './shared/i18n/language';

const brand = currentBrand();
// antd-mobile colours (buttons, spinners, links) follow the brand of this host, in shades text can use.
applyAdmTheme(document.documentElement, brand);

function render() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// Abroad brands face non-Chinese audiences, so English is their default (packages/brands).
// Render even if a locale file failed: the error boundary and reload button still work.
// After i18n, so the prefetched call carries the visitor's language like every other call.
initI18n({ fallback: brandLanguage(brand) }).then(
  () => {
    startPage(window.location.pathname);
    render();
  },
  (error: unknown) => {
    console.error('i18n failed to start', error);
    render();
  },
);
