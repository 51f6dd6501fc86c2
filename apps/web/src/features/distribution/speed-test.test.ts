import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseDouyinLink, linkForSpeed, measureSpeed, speedTestUrl } from './speed-test';

const links = {
  schemaV2: 'snssdk1128://original',
  cdnSchemaV2: 'snssdk1128://cdn',
  cdnSchema: 'https://cdn.example/v.mp4',
  testUrl: 'https://cdn.example/v.mp4',
};

/** A fetch whose body yields `chunkBytes` every `everyMs` of (fake) time until `totalBytes`, or forever. */
function streamingFetch(chunkBytes: number, everyMs: number, totalBytes = Infinity) {
  return vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= totalBytes) {
          controller.close();
          return;
        }
        return new Promise<void>((resolve, reject) => {
          const onAbort = () => {
            clearTimeout(timer);
            reject(new DOMException('aborted', 'AbortError'));
          };
          const timer = setTimeout(() => {
            init?.signal?.removeEventListener('abort', onAbort);
            sent += chunkBytes;
            controller.enqueue(new Uint8Array(chunkBytes));
            resolve();
          }, everyMs);
          init?.signal?.addEventListener('abort', onAbort, { once: true });
        });
      },
    });
    return Promise.resolve(new Response(body, { status: 200 }));
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('speedTestUrl', () => {
  it('adds a time parameter so no cache answers', () => {
    expect(speedTestUrl('https://cdn.example/v.mp4', 123)).toBe('https://cdn.example/v.mp4?t=123');
    expect(speedTestUrl('https://cdn.example/v.mp4?a=1', 5)).toBe('https://cdn.example/v.mp4?a=1&t=5');
  });
});

describe('measureSpeed', () => {
  it('aborts at 2.5 s and counts what arrived until then', async () => {
    vi.useFakeTimers();
    // 100 KB every 100 ms = 1,000 bytes/ms, forever: only the time-out ends it.
    const fetchImpl = streamingFetch(100_000, 100);
    const result = measureSpeed(links.testUrl, { fetchImpl, now: () => Date.now() });
    await vi.advanceTimersByTimeAsync(2_600);
    const speed = await result;
    const signal = fetchImpl.mock.calls[0]![1]!.signal!;
    expect(signal.aborted).toBe(true);
    expect(speed).toBeGreaterThan(900);
    expect(speed).toBeLessThanOrEqual(1_000);
    expect(String(fetchImpl.mock.calls[0]![0])).toMatch(/[?&]t=\d+/);
  });

  it('measures a download that finishes early over its own duration', async () => {
    vi.useFakeTimers();
    const fetchImpl = streamingFetch(50_000, 100, 200_000); // 200 KB in 400 ms = 500 bytes/ms
    const result = measureSpeed(links.testUrl, { fetchImpl, now: () => Date.now() });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await result).toBeCloseTo(500, 0);
  });

  it('measures 0 when the request fails or answers an error', async () => {
    const failing = vi.fn((_url: RequestInfo | URL) => Promise.reject<Response>(new TypeError('offline')));
    expect(await measureSpeed(links.testUrl, { fetchImpl: failing })).toBe(0);
    const notFound = vi.fn((_url: RequestInfo | URL) => Promise.resolve(new Response('no', { status: 404 })));
    expect(await measureSpeed(links.testUrl, { fetchImpl: notFound })).toBe(0);
  });

  it('measures 0 when not even the headers arrive within 2.5 s', async () => {
    vi.useFakeTimers();
    const hanging = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const result = measureSpeed(links.testUrl, { fetchImpl: hanging, now: () => Date.now() });
    await vi.advanceTimersByTimeAsync(2_500);
    expect(await result).toBe(0);
  });
});

describe('the link choice (spec §4: > 500 bytes/ms → schema_v2, else cdn_schema_v2)', () => {
  it('is strict at the threshold', () => {
    expect(linkForSpeed(links, 501)).toBe(links.schemaV2);
    expect(linkForSpeed(links, 500)).toBe(links.cdnSchemaV2);
    expect(linkForSpeed(links, 0)).toBe(links.cdnSchemaV2);
  });

  it('fast network → the original link', async () => {
    vi.useFakeTimers();
    const choice = chooseDouyinLink(links, { fetchImpl: streamingFetch(100_000, 50), now: () => Date.now() });
    await vi.advanceTimersByTimeAsync(2_600);
    expect(await choice).toBe(links.schemaV2);
  });

  it('slow network → the CDN link', async () => {
    vi.useFakeTimers();
    const choice = chooseDouyinLink(links, { fetchImpl: streamingFetch(1_000, 100), now: () => Date.now() });
    await vi.advanceTimersByTimeAsync(2_600);
    expect(await choice).toBe(links.cdnSchemaV2);
  });

  it('without test_url or cdn_schema: the original link, no test', async () => {
    const fetchImpl = vi.fn((_url: RequestInfo | URL) => Promise.resolve(new Response('')));
    expect(await chooseDouyinLink({ ...links, testUrl: '' }, { fetchImpl })).toBe(links.schemaV2);
    expect(await chooseDouyinLink({ ...links, cdnSchema: '' }, { fetchImpl })).toBe(links.schemaV2);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
