import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PublicTouchCard } from '@vidmatrix/contract/touch-card-public';
import { BRANDS } from '@vidmatrix/brands/brands';
import { jsonReply, mockFetch } from '../../shared/api/api-test-kit';
import { setNotifier } from '../../shared/api/notifier';
import type { I18n } from '../../shared/i18n/runtime';
import { I18nProvider } from '../../shared/i18n/use-translation';
import { countTokens, createPseudoI18n, hardCodedStrings } from '../../test/pseudo-i18n';
import { AddWxPage } from './pages/add-wx-page';
import { CardWriterPage } from './pages/card-writer-page';
import { PenCardPage } from './pages/pen-card-page';

let pseudo: I18n;
beforeAll(async () => {
  pseudo = await createPseudoI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ok = (data: unknown) => jsonReply({ code: 0, message: 'ok', data });
const card: PublicTouchCard = {
  code: 'C1',
  title: 'Demo café',
  main_business: 'Coffee',
  features: '',
  logo_url: '/media/logo.png',
  background: 2,
  background_image_url: null,
  preset_topics: [],
  word_count: 300,
  ai_label: true,
  updated_at: '2026-11-24T00:00:00Z',
  items: [
    { id: 1, kind: 'wifi', configured: false, ssid: '', password: '', security: 'WPA', qr_text: '' },
    {
      id: 2,
      kind: 'group_buy',
      configured: true,
      platform: 'meituan',
      packages: [{ id: 7, state: 'failed', title: null, deal_url: null, app_url: null }],
    },
    { id: 3, kind: 'wechat_qr', configured: true, image_url: '/media/qr.png' },
    { id: 4, kind: 'link', configured: true, url: 'https://example.com/menu', title: 'Menu' },
  ],
};
// Data, not UI copy: the card's own texts and the brand names (visitor help).
const DATA = ['Demo café', 'Coffee', 'Menu', ...BRANDS.map((b) => b.name)];

function renderAt(ui: ReactNode, path: string) {
  return render(
    <I18nProvider i18n={pseudo}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </I18nProvider>,
  );
}

describe('/PenCardPage', () => {
  it('shows the items in order, every word translated; an unconfigured item and a failed deal say so', async () => {
    const notify = vi.fn();
    setNotifier(notify);
    mockFetch(ok({ card }));
    renderAt(<PenCardPage />, '/PenCardPage?code=C1');
    expect(await screen.findByRole('heading', { name: 'Demo café' })).toBeTruthy();
    const kinds = [...document.querySelectorAll('[data-kind]')].map((e) => e.getAttribute('data-kind'));
    expect(kinds).toEqual(['wifi', 'group_buy', 'wechat_qr', 'link']);
    expect(countTokens(document.body)).toBeGreaterThan(0);
    expect(hardCodedStrings(document.body, DATA)).toEqual([]);

    fireEvent.click(screen.getByText('⟦touch-card:items.wifi⟧'));
    expect(notify).toHaveBeenLastCalledWith('⟦touch-card:messages.notConfigured⟧');
    fireEvent.click(screen.getByText('⟦touch-card:groupBuy.failed⟧'));
    expect(notify).toHaveBeenLastCalledWith('⟦touch-card:messages.cannotJump⟧');
  });

  it('an unknown code: NFC card info not obtained', async () => {
    mockFetch(jsonReply({ code: 20005, message: 'x', data: null }, 404));
    renderAt(<PenCardPage />, '/PenCardPage?code=NOPE');
    expect((await screen.findByRole('alert')).textContent).toBe('⟦touch-card:messages.cardInvalid⟧');
  });
});

describe('/AddWxPage', () => {
  it('shows the QR code with the long-press hint', async () => {
    mockFetch(ok({ card }));
    renderAt(<AddWxPage />, '/AddWxPage?code=C1');
    const qr = await screen.findByTestId('wechat-qr');
    expect(qr.getAttribute('src')).toBe('/media/qr.png');
    expect(hardCodedStrings(document.body, DATA)).toEqual([]);
  });
});

describe('/CardWriterPage', () => {
  const line = (data: unknown, code = 0) => JSON.stringify({ code, message: code ? 'failed' : 'ok', data });
  const stream = (...lines: string[]) =>
    new Response(lines.join('\n'), { headers: { 'content-type': 'application/x-ndjson' } });

  it('shows the written note with the AI label; a failure mid-stream leaves no half note', async () => {
    const copy = {
      kind: 'moments',
      title: '',
      body: 'Great coffee, every morning.',
      topics: ['coffee'],
      length: 34,
      ai_label: true,
      format_problems: [],
    };
    const fetch = mockFetch(
      ok({ card }),
      stream(
        line({ type: 'start', ai_source: 'template' }),
        line({ type: 'progress', text: 'Great' }),
        line({ type: 'result', ai_source: 'template', copy }),
      ),
      stream(
        line({ type: 'start', ai_source: 'template' }),
        line({ type: 'progress', text: 'Half' }),
        line(null, 32004),
      ),
    );
    renderAt(<CardWriterPage />, '/CardWriterPage?code=C1');
    fireEvent.click(await screen.findByText('⟦touch-card:writer.generate⟧'));
    expect((await screen.findByTestId('copy-body')).textContent).toBe(copy.body);
    expect(screen.getByTestId('ai-label').textContent).toBe('⟦touch-card:writer.aiLabel⟧');
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({
      code: 'C1',
      kind: 'moments',
      length: 300,
    });
    expect(hardCodedStrings(document.body, [...DATA, copy.body, '#coffee'])).toEqual([]);

    fireEvent.click(screen.getByText('⟦touch-card:writer.change⟧'));
    expect((await screen.findByRole('alert')).textContent).toContain('⟦touch-card:writer.failed⟧');
    expect(screen.queryByText('Half')).toBeNull();
    expect(screen.queryByTestId('copy-result')).toBeNull();
  });
});
