import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'unit:contract', environment: 'node', include: ['src/**/*.test.ts'] },
});
