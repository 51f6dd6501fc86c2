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
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
