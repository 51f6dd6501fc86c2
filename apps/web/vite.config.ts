import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { routePages, routePreloads } from './build/route-preloads.ts';
import { chunkModules } from './build/chunk-modules.ts';
import { leanResolve } from './build/lean-resolve.ts';
import { VitePWA } from 'vite-plugin-pwa';
import { storePageWorker } from './build/store-page-worker.ts';
import { bootScripts } from './build/boot-scripts.ts';
import { bootWords } from './build/boot-words.ts';
import { CLAIM_PAGES } from './src/boot/claim-pages.ts';

const routesFile = new URL('src/app/routes.tsx', import.meta.url).pathname;

export default defineConfig({
  plugins: [
    react(),
    // React 19's own useSyncExternalStore for antd-mobile's shim (decision 004).
    leanResolve(),
    // What the server preloads per page (docs/decisions/019-visitor-first-load.md).
    routePreloads({ routesFile, always: ['common', 'api'] }),
    // Chunk → module ids, for the "no antd, no TanStack on visitor pages" check (bench/page-weight.mjs).
    chunkModules({ repoRoot: new URL('../..', import.meta.url).pathname }),
    // The scripts the server inlines in a page's HTML before the app (decisions 019, 025).
    bootScripts({
      claim: { entry: 'src/boot/boot-claim.ts', paths: routePages(routesFile, Object.keys(CLAIM_PAGES)) },
      cover: { entry: 'src/boot/boot-cover.ts', paths: [] },
      // The page `/n/<code>` answers with takes its own address first (decision 025).
      tap: { entry: 'src/boot/boot-tap.ts', paths: [] },
    }),
    // The few words the server writes into first screens, from the locale files (decision 019).
    bootWords('src/locales'),
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
          // one step of it would make a chunk cycle (decision 004).
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
