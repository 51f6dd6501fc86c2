import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { z } from 'zod';
import type { Endpoint } from '@vidmatrix/contract/endpoint';
import { request, type RequestOptions } from './request';

// An Endpoint whose query/body schema was not given keeps the bare `z.ZodType` default.
type Given<S, Else> = z.ZodType extends S ? Else : S extends z.ZodType ? z.input<S> : Else;

/** What a caller passes: the body schema's input for POST, the query schema's for GET. */
export type EndpointInput<E> =
  E extends Endpoint<infer Q, infer B, z.ZodType> ? Given<B, Given<Q, void>> : never;
export type EndpointOutput<E> = E extends Endpoint<z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

export type CallOptions = Omit<RequestOptions, 'url' | 'method' | 'data'>;

/**
 * Calls a contract endpoint with its own method and path, so feature hooks cannot drift from
 * the server. The reply is not re-validated here: the server already answers with its schema.
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointOutput<E>> {
  return request<EndpointOutput<E>>({ ...options, url: endpoint.path, method: endpoint.method, data: input });
}

const noop = () => undefined;

export interface Loaded<T> {
  data: T | undefined;
  error: Error | null;
  isPending: boolean;
  isError: boolean;
  /** Fetches again, keeping the shown data meanwhile. */
  refetch: () => Promise<void>;
  /** Forgets the answer and asks again: the page shows its loading state meanwhile (a retry). */
  reload: () => void;
}

export interface LoadOptions {
  /**
   * Fetch once per key and keep the result while the page lives (gcTime ∞): for reads that are
   * writes, like a distribution claim — no refetch on remount, only through `refetch`.
   */
  once?: boolean;
}

/**
 * The visitor pages' read (distribution, share links): the ONE place that reads without
 * `useQuery`, because the visitor byte budget needs it (docs/decisions/014-data-fetching.md).
 * `useQuery` brings TanStack's QueryObserver and its React glue into the page (+2.9 KB gzip on
 * the distribution routes, measured), which have 0.04–1.1 KB to spare; what this uses (the
 * client, its cache, `fetchQuery`) is in the entry chunk already. Member pages use `useQuery`.
 *
 * It lives beside `callEndpoint`, not in a module of its own: every visitor page loads this
 * module's chunk anyway, while a module shared by the distribution and share pages becomes a
 * chunk of its own (+0.18 KB gzip: /common_distribution_video at 120.1 KB, over budget).
 *
 * Reads through the QueryClient's cache: fetches when enabled and mounted (or the key changes;
 * with `once`, only while the key has no data), never retries, and follows the cache, so
 * `setQueryData` on the key updates every reader.
 */
export function useLoad<T>(
  queryKey: QueryKey,
  queryFn: () => Promise<T>,
  enabled = true,
  { once = false }: LoadOptions = {},
): Loaded<T> {
  const client = useQueryClient();
  const cache = client.getQueryCache();
  const hash = hashKey(queryKey);
  const subscribe = useCallback(
    (onChange: () => void) =>
      cache.subscribe((event) => {
        if (event.query.queryHash === hash) onChange();
      }),
    [cache, hash],
  );
  const state = useSyncExternalStore(subscribe, () => cache.get<T, Error>(hash)?.state);
  const fetch = (staleTime: number) =>
    client
      .fetchQuery({ queryKey, queryFn, staleTime, retry: false, ...(once ? { gcTime: Infinity } : {}) })
      .then(noop, noop);

  useEffect(() => {
    if (enabled) void fetch(once ? Infinity : 0);
    // One fetch per key and mount; the function identity changes every render on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, hash]);

  return {
    data: state?.data,
    error: state?.error ?? null,
    isPending: !state || state.status === 'pending',
    isError: state?.status === 'error',
    refetch: () => fetch(0),
    reload: () => {
      // Back to "pending, no data" at once (reset is synchronous), then the fresh fetch.
      void client.resetQueries({ queryKey, exact: true });
      void fetch(0);
    },
  };
}
