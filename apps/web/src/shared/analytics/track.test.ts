import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonReply, mockFetch, useEnglish, visit } from '../api/api-test-kit';
import type * as TrackModule from './track';

let analytics: typeof TrackModule;
let fetchMock: ReturnType<typeof mockFetch>;
const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);

function sentEvents(call = 0): Array<{ name: string; path: string; props?: unknown }> {
  return (JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as { events: [] }).events;
}

function hidePage(): void {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(async () => {
  await useEnglish();
  vi.useFakeTimers();
  // A fresh module per test: the queue is module state.
  vi.resetModules();
  analytics = await import('./track');
  fetchMock = mockFetch(jsonReply({ code: 0, message: 'ok', data: { stored: 1 } }));
  sendBeacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  visit('/distribution_video?id=1');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('track: batching (spec §9)', () => {
  it('sends one request as soon as 5 events are queued', async () => {
    for (let i = 0; i < 5; i++) analytics.track('click', { i });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/open/analytics/events');
    expect(init?.method).toBe('POST');
    expect(sentEvents().map((e) => e.props)).toEqual([{ i: 0 }, { i: 1 }, { i: 2 }, { i: 3 }, { i: 4 }]);
    expect(sentEvents()[0]).toMatchObject({ name: 'click', path: '/distribution_video' });
    // The 5 s timer of that batch was cancelled: nothing more goes out.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends 4 events 5 s after the first one was queued, not before', async () => {
    analytics.track('a');
    await vi.advanceTimersByTimeAsync(2_000);
    for (const name of ['b', 'c', 'd']) analytics.track(name);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentEvents().map((e) => e.name)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('sends nothing, ever, while the queue is empty', async () => {
    analytics.track('only');
    await vi.advanceTimersByTimeAsync(5_000);
    fetchMock.mockClear();
    await vi.advanceTimersByTimeAsync(60_000);
    window.dispatchEvent(new Event('pagehide'));
    hidePage();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('re-queues a failed batch once, then drops it', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('offline')));
    for (let i = 0; i < 5; i++) analytics.track('e', { i });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentEvents(1)).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('track: page hide', () => {
  it('flushes the batch with sendBeacon as a text/plain JSON Blob on pagehide', async () => {
    analytics.track('view', { video: 'v1' });
    analytics.track('copy');
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('/api/open/analytics/events');
    expect(blob).toBeInstanceOf(Blob);
    expect((blob as Blob).type).toBe('text/plain');
    const { events } = JSON.parse(await (blob as Blob).text()) as { events: Array<{ name: string }> };
    expect(events.map((e) => e.name)).toEqual(['view', 'copy']);
    // The queue was handed over: the timer sends nothing twice.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('flushes when the document becomes hidden', () => {
    analytics.track('view');
    hidePage();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('falls back to fetch keepalive when sendBeacon refuses', () => {
    sendBeacon.mockReturnValueOnce(false);
    analytics.track('view');
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const init = fetchMock.mock.calls[0]![1];
    expect(init?.keepalive).toBe(true);
    expect(JSON.parse(String(init?.body))).toMatchObject({ events: [{ name: 'view' }] });
  });
});
