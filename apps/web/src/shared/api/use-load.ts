import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: Error | null;
  isPending: boolean;
  isError: boolean;
  /** Fetches again, keeping the shown data meanwhile. */
  refetch: () => Promise<void>;
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
 * A read through the QueryClient's cache without `useQuery`: its observer module is shared with
 * the entry chunk's QueryClient, and importing it from a page made the bundler split React out of
 * the entry (~3–4 KB gzip more on every visitor page, which has about 11 KB to spend —
 * docs/decisions/004). Fetches when enabled and mounted (or the key changes; with `once`, only
 * while the key has no data), never retries, and follows the cache, so `setQueryData` and
 * `refetchQueries` on the key update every reader.
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
  };
}
