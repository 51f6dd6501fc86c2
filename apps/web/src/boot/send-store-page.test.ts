import { brandByKey } from '@vidmatrix/brands/resolve-brand';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18next from '../shared/i18n/runtime';
import { ApiError } from '../shared/api/api-error';
import { jsonReply, mockFetch, useEnglish, visit } from '../shared/api/api-test-kit';
import { readStorePage } from '../features/touch-card/api';
import { sendStorePage } from './send-store-page';

// The HTML's card call is the app's own first read of the card sent earlier: the same request on
// the wire, which the app then takes instead of sending its own.

const card = { code: 'C-1', title: 'Demo café', logo_url: '/media/l.png', background: 1, items: [] };
const reply = () => () => Promise.resolve(jsonReply({ code: 0, message: 'ok', data: { card } }));

beforeEach(async () => {
  await useEnglish();
  window.__BRAND__ = brandByKey('jia');
});
afterEach(() => {
  window.__bootStorePage = undefined;
  window.__BRAND__ = undefined;
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the card call of a touch-card page', () => {
  it.each(['/PenCardPage?code=C-1', '/CardWriterPage?code=%20C-1%20', '/AddWxPage?code=C-1&language=es'])(
    '%s: sent as the app would send it, and taken by the app instead of its own',
    async (url) => {
      visit(url);
      localStorage.setItem('visitor-id', 'v-1');
      localStorage.setItem('language', 'es');
      await i18next.changeLanguage('es'); // the stored choice (or the link's), as initI18n reads it

      // The app alone: its request is the reference.
      const alone = mockFetch(reply());
      await readStorePage('C-1');
      const [[appUrl, appInit]] = alone.mock.calls as unknown as [[string, RequestInit]];

      const fetchMock = mockFetch(reply(), reply());
      sendStorePage(window.location);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [[bootUrl, bootInit]] = fetchMock.mock.calls as unknown as [[string, RequestInit]];
      expect(bootUrl).toBe(appUrl);
      const { method, headers } = appInit;
      expect(bootInit).toEqual({ method, headers });
      // The app's first read takes that answer; a second read is its own.
      expect((await readStorePage('C-1')).card.title).toBe('Demo café');
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await readStorePage('C-1');
      expect(fetchMock).toHaveBeenCalledTimes(2);
    },
  );

  it('an unknown card: the app gets the error code, no second call', async () => {
    visit('/PenCardPage?code=NOPE');
    const fetchMock = mockFetch(jsonReply({ code: 20005, message: 'no card', data: null }));
    sendStorePage(window.location);
    await expect(readStorePage('NOPE')).rejects.toMatchObject(new ApiError(20005, 'no card', null));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a failed network: the app asks once more itself', async () => {
    visit('/PenCardPage?code=C-1');
    const fetchMock = mockFetch(() => Promise.reject(new TypeError('Failed to fetch')), reply());
    sendStorePage(window.location);
    expect((await readStorePage('C-1')).card.title).toBe('Demo café');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('another card than the one asked for: the app reads its own', async () => {
    visit('/PenCardPage?code=C-1');
    const fetchMock = mockFetch(reply(), reply());
    sendStorePage(window.location);
    await readStorePage('C-2');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(String(fetchMock.mock.calls[1]![0])).toContain('code=C-2');
  });

  it.each(['/PenCardPage', '/PenCardPage?code=%20', '/shareVideo?code=C-1', '/PenCardData?code=C-1'])(
    '%s: no call',
    (url) => {
      visit(url);
      const fetchMock = mockFetch(reply(), reply());
      sendStorePage(window.location);
      expect(fetchMock).not.toHaveBeenCalled();
      expect(window.__bootStorePage).toBeUndefined();
    },
  );
});
