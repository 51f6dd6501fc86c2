import { visitorPath } from '@vidmatrix/contract/console';
import { fireEvent, screen } from '@testing-library/react';
import type { I18n as i18n } from '../../shared/i18n/runtime';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { countTokens, createPseudoI18n, hardCodedStrings } from '../../test/pseudo-i18n';
import { ACTIVITY, CARD, MIX_PROJECT, mockConsoleApi, STORE } from './console-test-kit';
import { renderWithAntd as renderConsole, stubBrowserApis } from '../../test/antd-test-kit';
import { ActivitiesPage } from './pages/activities-page';
import { NfcCardsPage } from './pages/nfc-cards-page';

// Data shown on the pages (titles, codes, URLs, ids, store fields), not UI copy.
const DATA = [
  // Whole URLs first: the words are cut out in order, and the code is part of the URL.
  `${window.location.origin}${CARD.path}`,
  ...ACTIVITY.platforms.map((p) => `${window.location.origin}${visitorPath(ACTIVITY.id, p as 'douyin')}`),
  ACTIVITY.title,
  ACTIVITY.caption_template,
  '#coffee',
  'Clip 1',
  MIX_PROJECT.title,
  CARD.code,
  CARD.label,
  ...Object.values(STORE).map(String),
  '{title}',
  '{store}',
];
// antd's own words come from the antd locale the shell sets for the language; icons are named.
const ANTD = [
  'Previous Page',
  'Next Page',
  'Increase Value',
  'Decrease Value',
  'Copy',
  'Select all',
  'Select row',
];
const ICONS = ['left', 'right', 'up', 'down', 'copy', 'info-circle', 'ellipsis'];

let pseudo: i18n;
beforeAll(async () => {
  pseudo = await createPseudoI18n();
});
beforeEach(() => {
  stubBrowserApis();
  mockConsoleApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function expectOnlyTranslatedText() {
  expect(countTokens(document.body)).toBeGreaterThan(0);
  expect(hardCodedStrings(document.body, [...DATA, ...ANTD, ...ICONS])).toEqual([]);
}

const activities = (path: string) =>
  renderConsole(
    pseudo,
    <Routes>
      <Route path="/console/activities/*" element={<ActivitiesPage />} />
    </Routes>,
    path,
  );

// antd pages are heavy in jsdom; on a busy machine one render can take seconds.
describe('console pages: every visible string comes from the console locale', { timeout: 30_000 }, () => {
  it('activity list', async () => {
    activities('/console/activities');
    expect(await screen.findByText(ACTIVITY.title)).toBeTruthy();
    expectOnlyTranslatedText();
  });

  it('activity form', async () => {
    activities('/console/activities/new');
    await screen.findByText('⟦console:activity.createTitle⟧');
    fireEvent.click(screen.getByText('⟦console:activity.save⟧'));
    await screen.findByText('⟦console:validation.console_title_required⟧');
    expectOnlyTranslatedText();
  });

  it('activity detail: overview, video pool and QR codes', async () => {
    activities('/console/activities/10001');
    await screen.findByText('⟦console:funnel.title⟧');
    expectOnlyTranslatedText();
    fireEvent.click(screen.getByText('⟦console:detail.videos⟧'));
    await screen.findByText('Clip 1');
    // The pool's mix project links back to the studio, and its video says where it came from.
    const from = await screen.findByRole('link', { name: /console:mix\.from/ });
    expect(from.getAttribute('href')).toBe(`/console/mix?project=${MIX_PROJECT.id}`);
    expect(from.textContent).toContain(MIX_PROJECT.title);
    expect(screen.getByTestId('mixed-video').textContent).toContain('console:mix.tag');
    expectOnlyTranslatedText();
    fireEvent.click(screen.getByText('⟦console:detail.qr⟧'));
    await screen.findAllByText('⟦console:qr.downloadPng⟧');
    expectOnlyTranslatedText();
  });

  it('NFC cards, with and without Web NFC', async () => {
    renderConsole(pseudo, <NfcCardsPage />, '/console/nfc-cards');
    await screen.findByText(CARD.code);
    expect(screen.getByText('⟦console:nfc.writerAppHint⟧')).toBeTruthy();
    expectOnlyTranslatedText();
  });
});
