import { fireEvent, screen, within } from '@testing-library/react';
import type { TouchCardConfig } from '@vidmatrix/contract/touch-card';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonReply } from '../../../../shared/api/api-test-kit';
import type { I18n } from '../../../../shared/i18n/runtime';
import { renderWithAntd, stubBrowserApis } from '../../../../test/antd-test-kit';
import { createPseudoI18n, hardCodedStrings } from '../../../../test/pseudo-i18n';
import { TouchCardConfigPage } from './touch-card-config-page';

const CONFIG: TouchCardConfig = {
  code: 'DEMO-CARD',
  label: 'Counter',
  settings: {
    logo: 'demo/touch-card-logo.png',
    logo_url: '/media/demo/touch-card-logo.png',
    title: 'Demo café',
    main_business: 'Coffee',
    preset_topics: ['latte'],
    features: '',
    reference_notes: '',
    content_requirement: '',
    word_count: 300,
    background: 1,
    background_image: null,
    background_image_url: null,
    ai_label: true,
  },
  items: [
    {
      id: 1,
      kind: 'wifi',
      ssid: 'Cafe-5G',
      password: 'pw',
      security: 'WPA',
      position: 0,
      in_use: true,
      image_url: null,
      packages: [],
    },
    { id: 2, kind: 'collection', position: 1, in_use: true, image_url: null, packages: [] },
  ],
  page_path: '/PenCardPage?code=DEMO-CARD',
  updated_at: '2026-11-24T10:00:00.000Z',
};
const SUMMARY = {
  code: 'DEMO-CARD',
  label: 'Counter',
  has_store_page: true,
  title: 'Demo café',
  activity_id: 1002,
  status: 'enabled',
  item_count: 2,
  updated_at: '2026-11-24T10:00:00.000Z',
};

function mockApi() {
  const fn = vi.fn((url: string) => {
    const path = new URL(String(url), 'http://x').pathname.replace(/^\/api/, '');
    const data =
      path === '/member/touch_card/cards'
        ? { items: [SUMMARY], total: 1, page: 1, page_size: 100 }
        : path === '/member/touch_card/config'
          ? { config: CONFIG }
          : null;
    return Promise.resolve(
      jsonReply(data ? { code: 0, message: 'ok', data } : { code: 40400, message: 'nf', data: null }),
    );
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

let pseudo: I18n;
beforeAll(async () => {
  pseudo = await createPseudoI18n();
});
beforeEach(() => stubBrowserApis());
afterEach(() => vi.unstubAllGlobals());

describe('/touch_card', { timeout: 60_000 }, () => {
  it('shows the saved card, its items in use, and a preview that follows typing', async () => {
    mockApi();
    renderWithAntd(pseudo, <TouchCardConfigPage />, '/touch_card?code=DEMO-CARD');
    // jsdom matches no media query: the phone layout, where the preview opens from a button.
    fireEvent.click(
      await screen.findByRole('button', { name: /touch-card-console:preview\.show/ }, { timeout: 10_000 }),
    );
    const preview = await screen.findByTestId('phone-preview');
    expect(within(preview).getByRole('heading').textContent).toBe('Demo café');
    expect(screen.getAllByTestId('item-row')).toHaveLength(2);
    expect(screen.getAllByText('⟦touch-card-console:items.inUse⟧')).toHaveLength(2);

    const title = within(screen.getByTestId('settings-form')).getByLabelText(
      '⟦touch-card-console:config.fields.title⟧',
    );
    fireEvent.change(title, { target: { value: 'Live title' } });
    expect(within(preview).getByRole('heading').textContent).toBe('Live title');

    // Every visible word comes from the locale files (the card's own texts aside).
    expect(
      hardCodedStrings(document.body, [
        'Demo café',
        'Live title',
        'Counter',
        'DEMO-CARD',
        'Coffee',
        'latte',
        'Cafe-5G',
        'holder',
        'upload',
        'download',
        'mobile',
        'down',
        'close',
        'Close',
      ]),
    ).toEqual([]);
  });

  it('says so when a required field is emptied', async () => {
    mockApi();
    renderWithAntd(pseudo, <TouchCardConfigPage />, '/touch_card?code=DEMO-CARD');
    const form = await screen.findByTestId('settings-form', {}, { timeout: 10_000 });
    const title = within(form).getByLabelText('⟦touch-card-console:config.fields.title⟧');
    fireEvent.change(title, { target: { value: '' } });
    expect(
      await within(form).findByText('⟦touch-card-console:validation.touch_card_title_required⟧'),
    ).toBeTruthy();
  });
});
