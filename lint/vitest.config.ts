import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'lint',
    environment: 'node',
    include: ['*.test.ts'],
    // Loading the ESLint config and resolving imports takes a few seconds per file.
    testTimeout: 60_000,
  },
});
