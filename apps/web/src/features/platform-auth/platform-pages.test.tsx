import { screen, waitFor } from '@testing-library/react';
import type { LinkCodeResponse } from '@vidmatrix/contract/platform-auth';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonReply } from '../../shared/api/api-test-kit';
import type { I18n as i18n } from '../../shared/i18n/runtime';
import { renderWithAntd } from '../../test/antd-test-kit';
import { createPseudoI18n, hardCodedStrings } from '../../test/pseudo-i18n';
import { CallbackPage } from './pages/callback-page';
import { StartPage } from './pages/start-page';
import { DEMO_ACCOUNT } from './platform-auth-test-kit';

let pseudo: i18n;
beforeAll(async () => {
  pseudo = await createPseudoI18n();
});
afterEach(() => vi.unstubAllGlobals());

const LINK: LinkCodeResponse = {
  platform: 'douyin',
  platform_code: 1,
  link_code: 'abcdefghijklmnop',
  authorize_url: 'https://open.douyin.com/platform/oauth/connect/?client_key=k&state=s',
  expires_at: '2026-11-24T10:10:00.000Z',
  expires_in: 600,
  demo: true,
  desktop_only: false,
  account_id: null,
};

/** Answers each API path with its own replies in turn (the last one repeats). */
function mockApi(routes: Record<string, unknown[]>) {
  const fn = vi.fn((url: string, _init?: RequestInit) => {
    const path = Object.keys(routes).find((p) => url.includes(p));
    const replies = path ? routes[path]! : [];
    const data = replies.length > 1 ? replies.shift() : replies[0];
    return Promise.resolve(jsonReply({ code: 0, message: '', data }));
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

const page = (path: string) =>
  renderWithAntd(
    pseudo,
    <Routes>
      <Route path="/douyin_oauth_connect" element={<CallbackPage />} />
      <Route path="*" element={<StartPage />} />
    </Routes>,
    path,
  );

describe('platform authorization pages', { timeout: 20_000 }, () => {
  it('shows the authorize URL as a link and a QR code, then the polled account', async () => {
    localStorage.setItem('share_token', 'token');
    const fetch = mockApi({
      '/douyin/authorize/link_code': [LINK],
      '/douyin/authorize/cache': [
        { status: 'pending', account: null, failure: null },
        { status: 'success', account: DEMO_ACCOUNT, failure: null },
      ],
    });
    page('/distribution_anthor?account_id=5');
    const link = await screen.findByTestId('authorize-link');
    expect(link.getAttribute('href')).toBe(LINK.authorize_url);
    expect(screen.getByTestId('authorize-qr')).toBeTruthy();
    expect(screen.getByTestId('demo-platform-badge')).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toContain('account_id=5');
    expect(await screen.findByText('Demo douyin', {}, { timeout: 6_000 })).toBeTruthy();
    expect(screen.queryByTestId('authorize-link')).toBeNull();
    expect(hardCodedStrings(document.body, ['Demo douyin'])).toEqual([]);
  });

  it('a desktop-only platform on a phone asks for a computer and asks no link code', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile',
    );
    const fetch = mockApi({});
    page('/distribution_anthor_doudian');
    expect(await screen.findByTestId('desktop-only')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    expect(hardCodedStrings(document.body, [window.location.href])).toEqual([]);
    vi.restoreAllMocks();
  });

  it('the callback page forwards the query once and shows the server’s words', async () => {
    const fetch = mockApi({
      '/open/douyin/authorize/complete': [
        {
          status: 'failed',
          platform: 'douyin',
          account: null,
          failure: { reason: 'state_invalid', message: 'nope' },
          message: 'nope',
        },
      ],
    });
    page('/douyin_oauth_connect?code=c1&state=s1');
    expect((await screen.findByRole('alert')).textContent).toBe('nope');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ code: 'c1', state: 's1' });
  });
});
