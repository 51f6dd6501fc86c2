import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrates one base database per run; each test file then clones it (test/test-database.ts).
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup-file.ts'],
    // PGlite boots a WebAssembly Postgres and the durability test starts real server processes.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
