import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';

export interface CachedQuery<T> {
  data: T | undefined;
  error: Error | null;
  isPending: boolean;
  isError: boolean;
  /** Fetches again, keeping the shown data meanwhile. */
  refetch: () => Promise<void>;
}

const noop = () => undefined;

/**
 * A TanStack Query read without `useQuery`: the QueryClient and its cache are already in the
 * entry chunk, while `useQuery`'s observer costs ~3.5 KB gzip on a visitor page that has about
 * 11 KB to spend (docs/decisions/004). It fetches once when enabled (a claim is a write: no
 * refetch on focus, mount or retry), and follows the cache, so `setQueryData` updates it.
 */
export function useCachedQuery<T>(
  queryKey: QueryKey,
  queryFn: () => Promise<T>,
  enabled: boolean,
): CachedQuery<T> {
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
    client.fetchQuery({ queryKey, queryFn, staleTime, gcTime: Infinity, retry: false }).then(noop, noop);

  useEffect(() => {
    if (enabled) void fetch(Infinity);
    // One fetch per key; the function identity changes every render on purpose.
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
