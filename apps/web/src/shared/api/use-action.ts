import { useCallback, useState } from 'react';

export interface ActionCallbacks<O> {
  onSuccess?: (data: O) => void;
  onError?: (error: unknown) => void;
  onSettled?: () => void;
}

export interface Action<I, O> {
  isPending: boolean;
  data: O | undefined;
  error: unknown;
  mutate: (input: I, callbacks?: ActionCallbacks<O>) => void;
}

/**
 * A one-off call (submit a form, send a code) with its pending, data and error state: the part of
 * TanStack's `useMutation` the forms use. Not `useMutation` itself: its MutationObserver module is
 * shared with the QueryClient in the entry chunk, and importing it from a page made the bundler
 * split React and the JSX runtime out of the entry, adding ~4 KB gzip to every visitor page.
 */
export function useAction<I, O>(run: (input: I) => Promise<O>): Action<I, O> {
  const [state, setState] = useState<{ isPending: boolean; data: O | undefined; error: unknown }>({
    isPending: false,
    data: undefined,
    error: undefined,
  });
  const mutate = useCallback(
    (input: I, callbacks: ActionCallbacks<O> = {}) => {
      setState((s) => ({ ...s, isPending: true, error: undefined }));
      run(input).then(
        (data) => {
          setState({ isPending: false, data, error: undefined });
          callbacks.onSuccess?.(data);
          callbacks.onSettled?.();
        },
        (error: unknown) => {
          setState({ isPending: false, data: undefined, error });
          callbacks.onError?.(error);
          callbacks.onSettled?.();
        },
      );
    },
    [run],
  );
  return { ...state, mutate };
}
