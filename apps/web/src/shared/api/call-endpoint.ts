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

/**
 * A contract endpoint as a visitor page calls it: typed from the contract's endpoint, built from
 * its zod-free routes module (method and path are all `callEndpoint` sends). A value imported from
 * the contract's endpoint modules pulls zod into the page's chunks (docs/decisions/004).
 */
export function endpointRef<E extends Endpoint>(route: Pick<E, 'method' | 'path'>): E {
  return route as E;
}

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
   * Fetch once per key and keep the result while the page lives: for reads that are
   * writes, like a distribution claim — no refetch on remount, only through `refetch`.
   */
  once?: boolean;
}

type Status = 'pending' | 'error' | 'success';

interface LoadState {
  data: unknown;
  error: Error | null;
  status: Status;
}

interface Entry {
  state: LoadState;
  listeners: Set<() => void>;
  /** The fetch under way: a second ask joins it (StrictMode's double effect must not claim twice). */
  inFlight?: Promise<void>;
  /** Bumped by a reset, so the answer of a fetch started before it is dropped. */
  generation: number;
}

const PENDING: LoadState = { data: undefined, error: null, status: 'pending' };
const entries = new Map<string, Entry>();

/** A key's text, object keys sorted like TanStack's `hashKey`, so equal keys share one entry. */
const keyHash = (key: readonly unknown[]): string =>
  JSON.stringify(key, (_, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
      : value,
  );

function entryOf(hash: string): Entry {
  let entry = entries.get(hash);
  if (!entry) entries.set(hash, (entry = { state: PENDING, listeners: new Set(), generation: 0 }));
  return entry;
}

function publish(entry: Entry, state: LoadState): void {
  entry.state = state;
  entry.listeners.forEach((listener) => listener());
}

function load(hash: string, queryFn: () => Promise<unknown>, onlyIfMissing: boolean): Promise<void> {
  const entry = entryOf(hash);
  if (onlyIfMissing && entry.state.data !== undefined) return Promise.resolve();
  if (entry.inFlight) return entry.inFlight;
  const { generation } = entry;
  // Without data a fetch shows "loading" again (a retry after a failure); with data it keeps it.
  if (entry.state.data === undefined && entry.state.status !== 'pending') publish(entry, PENDING);
  const settle = (state: LoadState) => {
    if (entry.generation !== generation) return;
    entry.inFlight = undefined;
    publish(entry, state);
  };
  entry.inFlight = queryFn().then(
    (data) => settle({ data, error: null, status: 'success' }),
    (error: Error) => settle({ data: entry.state.data, error, status: 'error' }),
  );
  return entry.inFlight;
}

/**
 * Starts a key's fetch before any component reads it (a page's data, requested while React
 * renders): the page's `useLoad` with `once` then joins it instead of fetching again.
 */
export function prefetchLoad(queryKey: readonly unknown[], queryFn: () => Promise<unknown>): void {
  void load(keyHash(queryKey), queryFn, true).catch(() => undefined);
}

/**
 * Writes a key's data for every reader (a changed video, a password's answer, a page appended),
 * like TanStack's `setQueryData`: an updater that returns undefined changes nothing.
 */
export function setLoaded<T>(
  queryKey: readonly unknown[],
  next: T | ((shown: T | undefined) => T | undefined),
) {
  const entry = entryOf(keyHash(queryKey));
  const data =
    typeof next === 'function'
      ? (next as (shown: T | undefined) => T | undefined)(entry.state.data as T)
      : next;
  if (data !== undefined) publish(entry, { data, error: null, status: 'success' });
}

/** Forgets every answer: tests start each case with an empty cache, as with a new QueryClient. */
export function clearLoaded(): void {
  entries.clear();
}

/**
 * The visitor pages' read (distribution, share links). Not TanStack Query: its client, cache and
 * provider cost every visitor page ~6.5 KB brotli of entry (docs/decisions/004), and a visitor
 * page needs only this: one answer per key, shared by its readers.
 * Member and console pages use TanStack's `useQuery` (decision 014), which loads with them.
 *
 * It lives beside `callEndpoint`, not in a module of its own: every visitor page loads this
 * module's chunk anyway, while a module shared by the distribution and share pages becomes a
 * chunk of its own (decision 014).
 *
 * Same contract as the TanStack-backed read it replaces: fetches when enabled and mounted (or
 * the key changes; with `once`, only while the key has no data), joins a fetch under way, never
 * retries, keeps the shown data through a refetch or its failure, and `setLoaded` on the key
 * updates every reader. Answers live as long as the page (no garbage collection: a visitor
 * session reads a handful of keys).
 */
export function useLoad<T>(
  queryKey: readonly unknown[],
  queryFn: () => Promise<T>,
  enabled = true,
  { once = false }: LoadOptions = {},
): Loaded<T> {
  const hash = keyHash(queryKey);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const { listeners } = entryOf(hash);
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    [hash],
  );
  const state = useSyncExternalStore(subscribe, () => entries.get(hash)?.state ?? PENDING);
  const fetch = (onlyIfMissing: boolean) => load(hash, queryFn, onlyIfMissing);

  useEffect(() => {
    if (enabled) void fetch(once);
    // One fetch per key and mount; the function identity changes every render on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, hash]);

  return {
    data: state.data as T | undefined,
    error: state.error,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    refetch: () => fetch(false),
    reload: () => {
      // Back to "pending, no data" at once, dropping a fetch under way, then the fresh fetch.
      const entry = entryOf(hash);
      entry.generation += 1;
      entry.inFlight = undefined;
      publish(entry, PENDING);
      void fetch(false);
    },
  };
}
