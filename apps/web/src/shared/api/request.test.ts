import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRANDS } from '@vidmatrix/brands/brands';
import { EN, jsonReply, mockFetch, sentHeaders, useEnglish, visit } from './api-test-kit';
import { APP_VERSION, setApiOrigin } from './api-config';
import { ApiError, NetworkError } from './api-error';
import { setNavigator, setNotifier } from './notifier';
import { request } from './request';

const notify = vi.fn();
const navigate = vi.fn();

beforeEach(async () => {
  await useEnglish();
  localStorage.clear();
  sessionStorage.clear();
  notify.mockReset();
  navigate.mockReset();
  setNotifier(notify);
  setNavigator(navigate);
  setApiOrigin('');
  visit('/distribution_video');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  delete window.__BRAND__;
});

describe('request: method and body', () => {
  it('POSTs JSON to /api on the same origin by default and resolves data of code 0', async () => {
    const fetchMock = mockFetch(jsonReply({ code: 0, message: 'ok', data: { id: 7 } }));
    await expect(request({ url: '/member/douyin/share_activity/random', data: { id: 3 } })).resolves.toEqual({
      id: 7,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/member/douyin/share_activity/random');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"id":3}');
    expect(sentHeaders(fetchMock)['content-type']).toBe('application/json');
  });

  it('sends GET data as query parameters, skipping undefined and joining arrays', async () => {
    const fetchMock = mockFetch(jsonReply({ code: 0, message: 'ok', data: null }));
    await request({
      url: '/member/srv_setting/info',
      method: 'GET',
      data: { id: 5, skip: undefined, ids: [1, 2, 3], q: 'a b' },
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/member/srv_setting/info?id=5&ids=1%2C2%2C3&q=a+b');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it('prefixes a configured API origin for brands whose API host differs', async () => {
    const fetchMock = mockFetch(jsonReply({ code: 0, message: 'ok', data: 1 }));
    setApiOrigin('https://api.jia-video.cn/');
    await request({ url: '/open/member/share_url_info', method: 'GET' });
    expect(fetchMock.mock.calls[0]![0]).toBe('https://api.jia-video.cn/api/open/member/share_url_info');
  });
});

describe('request: headers', () => {
  it('sends bizid, language, version and every stored token', async () => {
    window.__BRAND__ = BRANDS.find((b) => b.key === 'jia');
    localStorage.setItem('share_token', 'member-token');
    sessionStorage.setItem('share_video_token', 'share-token');
    localStorage.setItem('courseToken', 'course-token-value');
    const fetchMock = mockFetch(jsonReply({ code: 0, message: 'ok', data: null }));
    await request({ url: '/x', headers: { extra: '1' } });
    const headers = sentHeaders(fetchMock);
    expect(headers).toMatchObject({
      bizid: '1005',
      language: 'en',
      version: APP_VERSION,
      token: 'member-token',
      'share-video-token': 'share-token',
      'course-token': 'course-token-value',
      extra: '1',
    });
  });

  it('omits token headers that are not stored', async () => {
    const fetchMock = mockFetch(jsonReply({ code: 0, message: 'ok', data: null }));
    await request({ url: '/x' });
    const headers = sentHeaders(fetchMock);
    expect(headers).not.toHaveProperty('token');
    expect(headers).not.toHaveProperty('share-video-token');
    expect(headers).not.toHaveProperty('course-token');
  });

  it('creates one visitor-id with crypto.randomUUID, stores it and reuses it', async () => {
    const uuid = vi.spyOn(crypto, 'randomUUID');
    const fetchMock = mockFetch(
      jsonReply({ code: 0, message: 'ok', data: null }),
      jsonReply({ code: 0, message: 'ok', data: null }),
    );
    await request({ url: '/x' });
    await request({ url: '/y' });
    const first = sentHeaders(fetchMock, 0)['visitor-id'];
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(sentHeaders(fetchMock, 1)['visitor-id']).toBe(first);
    expect(localStorage.getItem('visitor-id')).toBe(first);
    expect(uuid).toHaveBeenCalledTimes(1);
    uuid.mockRestore();
  });
});

describe('request: transport failures', () => {
  it('aborts after 30 s and rejects with the translated network error', async () => {
    vi.useFakeTimers();
    const fetchMock = mockFetch();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const pending = request({ url: '/slow' });
    const settled = expect(pending).rejects.toEqual(new NetworkError(EN.networkError));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetchMock.mock.calls[0]![1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });

  it('turns a fetch rejection into the network error, toasting it only when asked', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(request({ url: '/x' })).rejects.toThrow(EN.networkError);
    expect(notify).not.toHaveBeenCalled();
    await expect(request({ url: '/x', toastError: true })).rejects.toBeInstanceOf(NetworkError);
    expect(notify).toHaveBeenCalledWith(EN.networkError);
  });

  it('treats a non-JSON reply as a network error', async () => {
    mockFetch(
      new Response('<html>502 Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    await expect(request({ url: '/x' })).rejects.toThrow(EN.networkError);
  });

  it('rethrows the caller’s own abort rather than reporting a network error', async () => {
    const controller = new AbortController();
    const fetchMock = mockFetch();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_r, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    const pending = request({ url: '/x', signal: controller.signal });
    controller.abort(new DOMException('cancelled', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('request: other non-zero codes', () => {
  it('rejects with an ApiError carrying code, server message and data, without a toast', async () => {
    mockFetch(
      jsonReply(
        { code: 40000, message: 'id is required', data: { fields: [{ path: 'id', message: 'required' }] } },
        400,
      ),
    );
    const error = await request({ url: '/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 40000,
      message: 'id is required',
      data: { fields: [{ path: 'id', message: 'required' }] },
    });
    expect(notify).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('toasts the server message with toastError, or "request failed" when it sent none', async () => {
    mockFetch(
      jsonReply({ code: 50000, message: 'boom', data: null }),
      jsonReply({ code: 50000, message: '', data: null }),
    );
    await expect(request({ url: '/x', toastError: true })).rejects.toThrow('boom');
    await expect(request({ url: '/x', toastError: true })).rejects.toThrow(EN.requestFailed);
    expect(notify.mock.calls).toEqual([['boom'], [EN.requestFailed]]);
  });
});
