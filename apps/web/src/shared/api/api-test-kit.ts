// Test-only helpers shared by the API client tests; never imported by app code.
import i18next from '../i18n/runtime';
import { vi } from 'vitest';
import en from '../../locales/en/api.json';

export const EN = en;

/** English strings so assertions read like the UI; the app's own bootstrap does the real init. */
export async function useEnglish(): Promise<void> {
  if (!i18next.isInitialized) await i18next.init({ lng: 'en', resources: { en: { api: en } } });
  i18next.addResourceBundle('en', 'api', en);
  await i18next.changeLanguage('en');
}

export function jsonReply(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Replaces global fetch; each call answers with the next reply (the last one repeats). */
export function mockFetch(...replies: Array<Response | (() => Promise<Response>)>) {
  const fn = vi.fn((_url: string, _init?: RequestInit) => {
    const next = replies.length > 1 ? replies.shift() : replies[0];
    if (!next) return Promise.reject(new Error('no reply configured'));
    return typeof next === 'function' ? next() : Promise.resolve(next);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

export function sentHeaders(fetchMock: ReturnType<typeof mockFetch>, call = 0): Record<string, string> {
  return (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;
}

/** Moves the jsdom page to `path` (with query) without a navigation. */
export function visit(path: string): void {
  window.history.replaceState(null, '', path);
}
