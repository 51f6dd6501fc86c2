import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findImportCycles } from './import-cycles';

const ROOT = new URL('..', import.meta.url).pathname;
const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/contract/src', 'packages/brands/src', 'e2e'];

describe('import cycles, type-only imports included', () => {
  it('there are none in the sources', () => {
    expect(findImportCycles(ROOT, SOURCES)).toEqual([]);
  });

  it('finds a cycle made of a type-only import (the guard fires)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
    mkdirSync(join(dir, 'src/fakes'), { recursive: true });
    writeFileSync(
      join(dir, 'src/create.ts'),
      "import { start } from './fakes/server';\nexport const s = start;\n",
    );
    writeFileSync(
      join(dir, 'src/fakes/server.ts'),
      "import type { Options } from '../create';\nexport const start = (o?: Options) => o;\n",
    );
    expect(findImportCycles(dir, ['src'])).toEqual([['src/create.ts', 'src/fakes/server.ts']]);
  });
});
