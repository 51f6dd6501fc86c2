import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'unit:brands', environment: 'node', include: ['src/**/*.test.ts'] },
});
