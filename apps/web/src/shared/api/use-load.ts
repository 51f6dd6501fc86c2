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

/**
 * A read through the QueryClient's cache without `useQuery`: its observer module is shared with
 * the entry chunk's QueryClient, and importing it from a page made the bundler split React out of
 * the entry (~3–4 KB gzip more on every visitor page). Fetches when mounted (or the key changes),
 * follows the cache, so `refetchQueries` on the key updates every reader.
 */
export function useLoad<T>(queryKey: QueryKey, queryFn: () => Promise<T>, enabled = true): Loaded<T> {
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
  const fetch = () => client.fetchQuery({ queryKey, queryFn, staleTime: 0, retry: false }).then(noop, noop);

  useEffect(() => {
    if (enabled) void fetch();
    // One fetch per key and mount; the function identity changes every render on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, hash]);

  return {
    data: state?.data,
    error: state?.error ?? null,
    isPending: !state || state.status === 'pending',
    isError: state?.status === 'error',
    refetch: fetch,
  };
}
