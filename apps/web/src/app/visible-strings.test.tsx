import { render, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BRANDS } from '@vidmatrix/brands/brands';
import { BrowserRestrictionPage } from '../features/browser-restriction/pages/browser-restriction-page';
import { NO_DATA_REASONS } from '../features/no-data/no-data-reason';
import { NoDataPage } from '../features/no-data/pages/no-data-page';
import { ErrorFallback } from '../shared/ui/error-fallback';
import { OpenInBrowserOverlay } from '../shared/ui/open-in-browser-overlay';
import { PageLoading } from '../shared/ui/page-loading';
import { countTokens, createPseudoI18n, hardCodedStrings } from '../test/pseudo-i18n';
import { AppErrorBoundary } from './error-boundary';
import { RootLayout } from './root-layout';

// Brand names are data, not UI copy: they may appear untranslated.
const BRAND_NAMES = BRANDS.map((brand) => brand.name).sort((a, b) => b.length - a.length);

let pseudo: i18n;
beforeAll(async () => {
  pseudo = await createPseudoI18n();
});
afterEach(() => vi.restoreAllMocks());

function renderPseudo(ui: ReactNode, path = '/') {
  return render(
    <I18nextProvider i18n={pseudo}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}

function expectOnlyTranslatedText() {
  expect(countTokens(document.body)).toBeGreaterThan(0);
  expect(hardCodedStrings(document.body, BRAND_NAMES)).toEqual([]);
}

function Throws(): ReactNode {
  throw new Error('boom');
}

describe('every user-visible string comes from a locale file', () => {
  it.each(NO_DATA_REASONS)('no-data page: %s', (reason) => {
    renderPseudo(<NoDataPage reason={reason} />);
    expect(screen.getByText(`⟦no-data:reasons.${reason}.title⟧`)).toBeTruthy();
    expectOnlyTranslatedText();
  });

  it('no-data page reads ?reason=', () => {
    renderPseudo(<NoDataPage />, '/x?reason=link-expired');
    expect(screen.getByText('⟦no-data:reasons.link-expired.title⟧')).toBeTruthy();
    expectOnlyTranslatedText();
  });

  it('browser-restriction page with its overlay', () => {
    renderPseudo(<BrowserRestrictionPage />);
    expect(screen.getByRole('dialog', { name: '⟦browser:overlay.label⟧' })).toBeTruthy();
    expectOnlyTranslatedText();
  });

  it('open-in-browser overlay', () => {
    renderPseudo(<OpenInBrowserOverlay />);
    expectOnlyTranslatedText();
  });

  it('loading indicator', () => {
    renderPseudo(<PageLoading />);
    expect(screen.getByRole('status', { name: '⟦common:loading⟧' })).toBeTruthy();
    expect(hardCodedStrings(document.body, BRAND_NAMES)).toEqual([]);
  });

  it('error fallback and the error boundary', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPseudo(
      <AppErrorBoundary>
        <Throws />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('button', { name: '⟦common:reload⟧' })).toBeTruthy();
    expectOnlyTranslatedText();
  });

  it('error fallback alone', () => {
    renderPseudo(<ErrorFallback />);
    expectOnlyTranslatedText();
  });

  it('the shell around an unmatched route', async () => {
    renderPseudo(<RootLayout />, '/no/such/page');
    expect(await screen.findByText('⟦no-data:reasons.contact-admin.title⟧')).toBeTruthy();
    expectOnlyTranslatedText();
  });
});
