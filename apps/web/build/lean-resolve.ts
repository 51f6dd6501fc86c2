import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * Build-only substitutions that take bytes out of every page's entry without changing an API
 * (decision 004, addendum of 2026-11-24). `vite dev` and the tests keep the packages as they are.
 * - `react-router`: its `exports` only name the development build (remix-run/react-router#14102);
 *   the production build is the same API without the dev warnings: 0.4 KB brotli.
 * - `use-sync-external-store/shim`: antd-mobile's (reduce-and-restore-motion) fallback for React < 18; React 19 has the
 *   hook (build/use-sync-external-store-shim.ts re-exports it): 0.2 KB brotli.
 */
export function leanResolve(): Plugin {
  const targets: Record<string, string> = {
    'react-router': join(dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs'),
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
