import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
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
          // cuts react, i18next, react-i18next, the useSyncExternalStore shim, tslib and
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
