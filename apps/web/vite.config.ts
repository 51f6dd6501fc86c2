import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { routePreloads } from './build/route-preloads';
import { chunkModules } from './build/chunk-modules';
import { leanResolve } from './build/lean-resolve';
import { VitePWA } from 'vite-plugin-pwa';
import { storePageWorker } from './build/store-page-worker';

export default defineConfig({
  plugins: [
    react(),
    // Production builds of react-router and the React 19 useSyncExternalStore (decision 004).
    leanResolve(),
    // What the server preloads per page (docs/decisions/019-visitor-first-load.md).
    routePreloads({
      routesFile: new URL('src/app/routes.tsx', import.meta.url).pathname,
      always: ['common', 'api'],
    }),
    // Chunk → module ids, for the "no antd, no TanStack on visitor pages" check (bench/page-weight.mjs).
    chunkModules({ repoRoot: new URL('../..', import.meta.url).pathname }),
    // The touch-card store page's offline worker, registered by that page alone (decision 025).
    VitePWA(storePageWorker()),
  ],
  resolve: {
    // antd-mobile's react-spring declares React ≤ 18 as a peer; one React must serve them all.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    outDir: 'dist',
    // bench/ reads .vite/manifest.json to weigh each route's first-load JS.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the HTML entry imports statically ships as ONE chunk. Left alone, rolldown
          // cuts react, the i18n runtime, the useSyncExternalStore shim, tslib and
          // jsx-runtime out of it into seven chunks (+3.5 KB gzip on every page): they are also
          // imported by lazy chunks, and its "already loaded by the entry" pass gives up as soon as
          // one step of it would make a chunk cycle (decision 004, 2026 addendum).
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
