import { describe, expect, it } from 'vitest';
import routesSource from '@vidmatrix/contract/distribution-routes?raw';

// The distribution feature's own sources, as text.
const SOURCES = import.meta.glob<string>(['./**/*.{ts,tsx}', '!**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** A value import (not `import type`); `from` captured. */
const VALUE_IMPORT = /^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm;
const valueImports = (source: string) => [...source.matchAll(VALUE_IMPORT)].map((m) => m[1]);

// Importing a value from a zod-backed contract module puts zod (~27 KB gzip) in the visitor
// chunk (docs/decisions/004): the pages take methods, paths and constants from the routes module.
describe('distribution endpoints stay zod-free', () => {
  it('the contract routes module imports no values', () => {
    expect(routesSource).toContain('export const browserFetchVideo');
    expect(valueImports(routesSource)).toEqual([]);
  });

  it('the feature imports values from no other contract module', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(10);
    for (const [file, source] of Object.entries(SOURCES)) {
      const contract = valueImports(source).filter(
        (from) =>
          from?.startsWith('@vidmatrix/contract/') && from !== '@vidmatrix/contract/distribution-routes',
      );
      expect(contract, file).toEqual([]);
    }
  });
});
