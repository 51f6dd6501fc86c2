import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../src/app/routes';
import { readRouteTable } from './route-preloads';

const ROUTES_FILE = resolve(import.meta.dirname, '../src/app/routes.tsx');

describe('the routes table as the build reads it for preloads', () => {
  it('finds every page route with the module(s) its loader imports', () => {
    const table = readRouteTable(readFileSync(ROUTES_FILE, 'utf8'), ROUTES_FILE);
    // A route the reader misses would silently get no preloads: the source must stay readable.
    expect(table.map((r) => [r.path, r.exact])).toEqual(PAGE_ROUTES.map((r) => [r.path, r.exact]));
    for (const route of table) {
      expect(route.modules.length, route.path).toBeGreaterThan(0);
      for (const module of route.modules) {
        expect(existsSync(`${module}.tsx`) || existsSync(`${module}.ts`), module).toBe(true);
      }
    }
  });
});
