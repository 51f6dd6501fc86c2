import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { Namespace, TFunction } from './keys';
import appI18n, { type I18n } from './runtime';

// Without a provider, components use the app's instance (main.tsx starts it); tests pass their own.
const I18nContext = createContext<I18n>(appI18n);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/**
 * `t` for keys of `namespace` in the current language, and the instance. Suspends until the
 * namespace's file has loaded (`useSuspense: false`: renders at once, keys showing until it
 * arrives). Re-renders on a language change, with a new `t`.
 */
export function useTranslation<N extends Namespace = 'common'>(
  namespace?: N,
  { useSuspense = true }: { useSuspense?: boolean } = {},
): { t: TFunction<N>; i18n: I18n; ready: boolean } {
  const i18n = useContext(I18nContext);
  const ns = namespace ?? (i18n.defaultNS as N);
  // A string, so that only this component's own state (language, its namespace) re-renders it.
  const state = useSyncExternalStore(i18n.subscribe, () => `${i18n.language}|${i18n.hasLoadedNamespace(ns)}`);
  const ready = i18n.hasLoadedNamespace(ns);
  if (!ready) {
    const loading = i18n.loadNamespaces([ns]);
    // Thrown rather than `use(loading)`: `use` never resumes after a test's synchronous
    // `render` (React's act scope); the nearest Suspense retries once the promise settles.
    if (useSuspense) throw loading;
  }
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `state`: a new t per language, as memoized children expect
  const t = useMemo(() => i18n.getFixedT(ns), [i18n, ns, state]);
  return { t, i18n, ready };
}
