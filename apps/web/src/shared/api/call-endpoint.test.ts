import { afterEach, beforeEach, expect, expectTypeOf, it, vi } from 'vitest';
import { postAnalyticsEvents } from '@vidmatrix/contract/analytics';
import { jsonReply, mockFetch, useEnglish } from './api-test-kit';
import { callEndpoint, type EndpointInput, type EndpointOutput } from './call-endpoint';

beforeEach(useEnglish);
afterEach(() => vi.unstubAllGlobals());

it('calls the contract’s method and path with the input as body', async () => {
  const fetchMock = mockFetch(jsonReply({ code: 0, message: 'ok', data: { stored: 1 } }));
  const events = [{ name: 'click', ts: 1, path: '/' }];
  await expect(callEndpoint(postAnalyticsEvents, { events })).resolves.toEqual({ stored: 1 });
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe('/api/open/analytics/events');
  expect(init?.method).toBe('POST');
  expect(JSON.parse(String(init?.body))).toEqual({ events });
});

it('types input and output from the contract schemas', () => {
  expectTypeOf<EndpointInput<typeof postAnalyticsEvents>['events'][number]['name']>().toEqualTypeOf<string>();
  expectTypeOf<EndpointOutput<typeof postAnalyticsEvents>>().toEqualTypeOf<{ stored: number }>();
});
