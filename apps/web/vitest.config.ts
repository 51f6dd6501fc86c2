import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom'] },
  test: {
    name: 'unit:web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // antd-mobile deep-imports CommonJS builds of its helpers; inlining lets Vite resolve them.
    server: { deps: { inline: [/antd-mobile/] } },
  },
});
