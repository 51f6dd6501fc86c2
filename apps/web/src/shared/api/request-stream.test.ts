import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EN, jsonReply, mockFetch, sentHeaders, useEnglish } from './api-test-kit';
import { ApiError, NetworkError } from './api-error';
import { requestStream } from './request-stream';

/** A streamed reply whose body arrives in the given pieces (split mid-line on purpose). */
function streamed(pieces: string[], type: string): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': type } });
}

const ok = (data: unknown) => JSON.stringify({ code: 0, message: 'ok', data });

beforeEach(useEnglish);
afterEach(() => vi.unstubAllGlobals());

describe('requestStream', () => {
  it('delivers every chunk of an NDJSON stream in order, lines split across reads', async () => {
    const body = `${ok('Hel')}\n${ok('lo')}\n${ok('!')}`;
    const fetchMock = mockFetch(
      streamed([body.slice(0, 10), body.slice(10, 45), body.slice(45)], 'application/x-ndjson'),
    );
    const chunks: string[] = [];
    await requestStream<string>({
      url: '/member/copywriter/generate',
      data: { topic: 'tea' },
      onChunk: (c) => chunks.push(c),
    });
    expect(chunks).toEqual(['Hel', 'lo', '!']);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/member/copywriter/generate');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"topic":"tea"}');
    expect(sentHeaders(fetchMock)).toHaveProperty('visitor-id');
  });

  it('reads text/event-stream data lines and ignores comments, event fields and [DONE]', async () => {
    const body = `: keep-alive\r\nevent: message\r\ndata: ${ok({ n: 1 })}\r\n\r\ndata: ${ok({ n: 2 })}\r\n\r\ndata: [DONE]\r\n\r\n`;
    mockFetch(streamed([body], 'text/event-stream'));
    const chunks: unknown[] = [];
    await requestStream({ url: '/s', onChunk: (c) => chunks.push(c) });
    expect(chunks).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('throws the server’s message on a non-zero code, after the chunks before it', async () => {
    mockFetch(
      streamed(
        [
          `${ok('a')}\n`,
          `${JSON.stringify({ code: 50010, message: 'Generation failed', data: null })}\n`,
          `${ok('never')}\n`,
        ],
        'application/x-ndjson',
      ),
    );
    const chunks: unknown[] = [];
    const error = await requestStream({ url: '/s', onChunk: (c) => chunks.push(c) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 50010, message: 'Generation failed' });
    expect(chunks).toEqual(['a']);
  });

  it('throws "interface returned an exception" on a non-zero code without a message', async () => {
    mockFetch(
      streamed(
        [`data: ${JSON.stringify({ code: 50000, message: '', data: null })}\n\n`],
        'text/event-stream',
      ),
    );
    await expect(requestStream({ url: '/s', onChunk: () => undefined })).rejects.toThrow(
      EN.interfaceException,
    );
  });

  it('handles an ordinary JSON error reply sent before streaming began', async () => {
    mockFetch(jsonReply({ code: 4011, message: 'Log in first, please', data: null }, 401));
    await expect(requestStream({ url: '/s', onChunk: () => undefined })).rejects.toMatchObject({
      code: 4011,
      message: 'Log in first, please',
    });
  });

  it('throws "interface returned an exception" on a line that is not JSON', async () => {
    mockFetch(streamed(['<html>oops</html>\n'], 'text/event-stream'));
    await expect(requestStream({ url: '/s', onChunk: () => undefined })).rejects.toThrow(
      EN.interfaceException,
    );
  });

  it('throws the translated network error when fetch fails', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await requestStream({ url: '/s', onChunk: () => undefined }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe(EN.networkError);
  });
});
