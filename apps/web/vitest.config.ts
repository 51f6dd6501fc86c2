import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom'] },
  test: {
    name: 'unit:web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Node 25+ defines an inert global localStorage (without --localstorage-file) that shadows
    // jsdom's: the workers run without Node's web storage so jsdom's Storage is the one tests see.
    execArgv: ['--no-experimental-webstorage'],
    // Rendering a whole antd console page in jsdom takes 1–2 s alone and over 5 s (the default)
    // when the two cores are shared with the API suite's workers.
    testTimeout: 20_000,
    // antd-mobile deep-imports CommonJS builds of its helpers; inlining lets Vite resolve them.
    server: { deps: { inline: [/antd-mobile/] } },
  },
});
