import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { I18n as i18n } from '../../shared/i18n/runtime';
import type { ReactNode } from 'react';
import { I18nProvider as I18nextProvider } from '../../shared/i18n/use-translation';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonReply, mockFetch } from '../../shared/api/api-test-kit';
import { SESSION_KEYS } from '../../shared/storage-keys';
import { countTokens, createPseudoI18n, hardCodedStrings } from '../../test/pseudo-i18n';
import { BRANDS } from '@vidmatrix/brands/brands';
import { BOOT_COVER_ID } from '@vidmatrix/contract/boot-scripts';
import { ShareVideoPage } from './pages/share-video-page';

let pseudo: i18n;
beforeAll(async () => {
  pseudo = await createPseudoI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const ok = (data: unknown) => jsonReply({ code: 0, message: 'ok', data });
const fail = (code: number, data: unknown = null, status = 400) =>
  jsonReply({ code, message: 'server text', data }, status);

const video = {
  number: 1,
  video_id: 100101,
  title: 'Latte art',
  cover: '/media/demo/c.jpg',
  duration: 12,
  download_count: 2,
  url: '/media/demo/v.mp4',
  store: { province: '上海市', city: '上海市', district: '静安区', address: 'Road 1', poi_name: 'Demo café' },
};

function renderPseudo(ui: ReactNode, path: string) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={pseudo}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

/** Store text and video titles are data, not UI copy. */
// Data, not UI copy: the videos' titles and store, the brand's name (visitor help).
const DATA = ['Latte art', '上海市', '静安区', 'Road 1', 'Demo café', ...BRANDS.map((b) => b.name)];
const expectOnlyTranslatedText = () => {
  expect(countTokens(document.body)).toBeGreaterThan(0);
  expect(hardCodedStrings(document.body, DATA)).toEqual([]);
};

const locked = {
  code: 'X',
  kind: 'videos',
  password_required: true,
  permanent: true,
  expires_at: null,
  share_video_token: null,
  token_expires_at: null,
};

describe('/shareVideo', () => {
  it('the gate: numeric keypad, submits on the 4th digit, shows tries left, then the list', async () => {
    const fetch = mockFetch(
      ok(locked),
      fail(32002, { tries_left: 3 }),
      ok({
        kind: 'videos',
        share_video_token: 'tok.sig',
        token_expires_at: '2099-01-01T00:00:00Z',
        permanent: true,
        expires_at: null,
      }),
      ok({ items: [video], total: 1, page: 1, page_size: 20, permanent: true, expires_at: null }),
    );
    renderPseudo(<ShareVideoPage />, '/shareVideo?code=X');
    const input = await screen.findByLabelText('⟦share:gate.label⟧');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('pattern')).toBe('[0-9]*');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expectOnlyTranslatedText();

    fireEvent.change(input, { target: { value: '0000' } });
    expect(await screen.findByText('⟦share:gate.wrong⟧ 3')).toBeTruthy();
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({ code: 'X', password: '0000' });

    fireEvent.change(await screen.findByLabelText('⟦share:gate.label⟧'), { target: { value: '1234' } });
    expect(await screen.findByText('Latte art')).toBeTruthy();
    expect(sessionStorage.getItem(SESSION_KEYS.shareVideoToken)).toBe('tok.sig');
    expect(screen.getByText('⟦share:expiry.permanent⟧')).toBeTruthy();
    expect(screen.getByTestId('download-count').textContent).toBe('⟦share:list.downloads⟧ 2');
    expectOnlyTranslatedText();
  });

  it('too many tries: says how long to wait', async () => {
    mockFetch(ok(locked), fail(42900, { retry_after_s: 610 }, 429));
    renderPseudo(<ShareVideoPage />, '/shareVideo?code=X');
    fireEvent.change(await screen.findByLabelText('⟦share:gate.label⟧'), { target: { value: '1111' } });
    expect(await screen.findByText('⟦share:gate.wait⟧ 11')).toBeTruthy();
  });

  it('an expired link: link expired, contact the administrator', async () => {
    mockFetch(fail(32001, null, 410));
    renderPseudo(<ShareVideoPage />, '/shareVideo?code=OLD');
    expect(await screen.findByText('⟦share:expired.title⟧')).toBeTruthy();
    expect(await screen.findByText('⟦share:expired.description⟧')).toBeTruthy();
    expectOnlyTranslatedText();
  });
});

describe('/shareVideo: the HTML’s boot cover (server web/boot-scripts.ts withBootCover)', () => {
  const open = { ...locked, password_required: false, share_video_token: 'tok.sig' };
  const list = { items: [video], total: 1, page: 1, page_size: 20, permanent: true, expires_at: null };

  /** The cover the server puts after #root; records whether the list was shown when it went. */
  function bootCover() {
    document.getElementById(BOOT_COVER_ID)?.remove(); // a failed test's own
    const boot = document.createElement('div');
    boot.id = BOOT_COVER_ID;
    boot.innerHTML = `<img src="${video.cover}" alt="">`;
    document.body.append(boot);
    const seen = { listAtRemoval: undefined as boolean | undefined };
    const remove = boot.remove.bind(boot);
    boot.remove = () => {
      seen.listAtRemoval = screen.queryAllByTestId('shared-video').length > 0;
      remove();
    };
    return { boot, seen };
  }

  it('stays through the gate and the list’s loading, and goes in the commit that shows the list', async () => {
    let answer!: (reply: Response) => void;
    mockFetch(ok(open), () => new Promise<Response>((resolve) => (answer = resolve)));
    const { boot, seen } = bootCover();
    renderPseudo(<ShareVideoPage />, '/shareVideo?code=X');
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    expect(boot.isConnected).toBe(true);

    answer(ok(list));
    expect(await screen.findByText('Latte art')).toBeTruthy();
    expect(boot.isConnected).toBe(false);
    expect(seen.listAtRemoval).toBe(true);
  });

  it('goes when the link turns out locked: the gate shows instead', async () => {
    mockFetch(ok(locked));
    const { boot } = bootCover();
    renderPseudo(<ShareVideoPage />, '/shareVideo?code=X');
    expect(await screen.findByLabelText('⟦share:gate.label⟧')).toBeTruthy();
    expect(boot.isConnected).toBe(false);
  });
});
