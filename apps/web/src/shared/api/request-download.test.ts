import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineEndpoint } from '@vidmatrix/contract/endpoint';
import { z } from 'zod';
import { jsonReply, mockFetch, sentHeaders, useEnglish, visit } from './api-test-kit';
import { LOCAL_KEYS } from '../storage-keys';
import { setApiOrigin } from './api-config';
import { ApiError, NetworkError } from './api-error';
import { setNavigator, setNotifier } from './notifier';
import { downloadEndpoint, fileNameOf, readAll } from './request-download';

const exportCsv = defineEndpoint({
  method: 'POST',
  path: '/member/probe/export',
  summary: 'probe',
  tags: ['console'],
  auth: 'token',
  body: z.object({ id: z.number() }),
  response: z.null(),
});
const csvOf = defineEndpoint({
  method: 'GET',
  path: '/member/probe/csv',
  summary: 'probe',
  tags: ['console'],
  auth: 'token',
  query: z.object({ id: z.number(), day: z.string() }),
  response: z.null(),
});

const navigate = vi.fn();
const fileReply = (text: string, headers: Record<string, string> = {}) =>
  new Response(text, { headers: { 'content-type': 'text/csv; charset=utf-8', ...headers } });

beforeEach(async () => {
  await useEnglish();
  localStorage.clear();
  navigate.mockReset();
  setNotifier(vi.fn());
  setNavigator(navigate);
  setApiOrigin('');
  visit('/console/activities');
});

afterEach(() => vi.unstubAllGlobals());

describe('downloadEndpoint', () => {
  it('sends the call as the client does and returns the file, its name and its headers', async () => {
    localStorage.setItem(LOCAL_KEYS.shareToken, 'T1');
    const fetchMock = mockFetch(
      fileReply('a,b\n1,2\n', { 'content-disposition': 'attachment; filename="report.csv"', 'x-rows': '1' }),
    );
    const started: string[] = [];
    const bytes: number[] = [];
    const file = await downloadEndpoint(
      exportCsv,
      { id: 3 },
      { type: 'text/csv', onStart: (h) => started.push(h.get('x-rows')!), onBytes: (n) => bytes.push(n) },
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/member/probe/export');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"id":3}');
    expect(sentHeaders(fetchMock)).toMatchObject({ token: 'T1', accept: 'text/csv, application/json' });
    expect(await file.blob.text()).toBe('a,b\n1,2\n');
    expect(file.fileName).toBe('report.csv');
    expect(started).toEqual(['1']);
    expect(bytes.at(-1)).toBe(8);
  });

  it('puts a GET endpoint input in the query', async () => {
    const fetchMock = mockFetch(fileReply('x'));
    await downloadEndpoint(csvOf, { id: 1, day: '2026-01-02' }, { type: 'text/csv' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/member/probe/csv?id=1&day=2026-01-02');
  });

  it('turns an error envelope into the ApiError every call gets, session codes included', async () => {
    mockFetch(jsonReply({ code: 20001, message: 'no such activity', data: null }));
    const failed = downloadEndpoint(exportCsv, { id: 3 }, { type: 'text/csv' });
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    await expect(failed).rejects.toMatchObject({ code: 20001, message: 'no such activity' });

    mockFetch(jsonReply({ code: 4012, message: 'session expired', data: null }));
    await expect(downloadEndpoint(exportCsv, { id: 3 }, { type: 'text/csv' })).rejects.toMatchObject({
      code: 4012,
    });
    // Spec §8: a dead session goes to the login page, as it does for every other call.
    expect(navigate).toHaveBeenCalledWith(expect.stringContaining('/login'));
  });

  it('a code 0 without the file is an interface error; a reply that is no envelope a network error', async () => {
    mockFetch(jsonReply({ code: 0, message: 'ok', data: null }));
    await expect(downloadEndpoint(exportCsv, { id: 3 }, { type: 'text/csv' })).rejects.toBeInstanceOf(
      ApiError,
    );
    mockFetch(
      new Response('<html>bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    await expect(downloadEndpoint(exportCsv, { id: 3 }, { type: 'text/csv' })).rejects.toBeInstanceOf(
      NetworkError,
    );
  });

  it('a failed transport is a NetworkError; the caller aborting rejects with its own reason', async () => {
    mockFetch(() => Promise.reject(new TypeError('offline')));
    await expect(downloadEndpoint(exportCsv, { id: 3 }, { type: 'text/csv' })).rejects.toBeInstanceOf(
      NetworkError,
    );
    const controller = new AbortController();
    controller.abort(new DOMException('left', 'AbortError'));
    mockFetch(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    await expect(
      downloadEndpoint(exportCsv, { id: 3 }, { type: 'text/csv', signal: controller.signal }),
    ).rejects.toMatchObject({ message: 'left' });
  });
});

describe('download helpers', () => {
  it('reads the file name the server gave', () => {
    expect(fileNameOf('attachment; filename="activity-1001.zip"')).toBe('activity-1001.zip');
    expect(fileNameOf(null)).toBeUndefined();
  });

  it('reports the bytes received after every chunk', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(3));
        controller.enqueue(new Uint8Array(5));
        controller.close();
      },
    });
    const seen: number[] = [];
    const chunks = await readAll(body, (n) => seen.push(n));
    expect(seen).toEqual([3, 8]);
    expect(chunks).toHaveLength(2);
  });
});
