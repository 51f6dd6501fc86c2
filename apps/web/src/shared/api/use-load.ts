import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';

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

const noop = () => undefined;

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
 * `useQuery` brings TanStack's QueryObserver and its React glue (+2.3 KB gzip on each visitor
 * route, measured) into pages that have 0.1–1.6 KB to spare; everything used here (the client,
 * its cache, `fetchQuery`) is already in the entry chunk for the provider. Member and console
 * pages use `useQuery`/`useMutation` (their chunks are lazy: it costs visitors nothing).
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
