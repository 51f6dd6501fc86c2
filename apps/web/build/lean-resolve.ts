import type { Plugin } from 'vite';

/**
 * Build-only substitutions that take bytes out of every page's entry without changing an API
 * (decision 004). `vite dev` and the tests keep the packages as they are.
 * - `use-sync-external-store/shim`: antd-mobile's (reduce-and-restore-motion) fallback for React < 18; React 19 has the
 *   hook (build/use-sync-external-store-shim.ts re-exports it): 0.2 KB brotli.
 */
export function leanResolve(): Plugin {
  const targets: Record<string, string> = {
    'use-sync-external-store/shim': new URL('use-sync-external-store-shim.ts', import.meta.url).pathname,
  };
  return {
    name: 'vidmatrix-lean-resolve',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return targets[source] ?? null;
    },
  };
}
