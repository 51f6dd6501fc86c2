// Import cycles counting type-only imports, which import-x/no-cycle skips by design (they vanish
// at run time, but a type cycle still ties two files' designs together: issue 24 found two in
// integrations/). Relative imports only: packages never import the apps, and a package's own
// files import each other relatively.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolve(from: string, specifier: string): string | undefined {
  const base = join(dirname(from), specifier.replace(/\.(js|mjs)$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((c) => SOURCE.test(c) && existsSync(c) && statSync(c).isFile());
}

/** Every cycle (as a list of paths relative to `root`) among the source files under `dirs`. */
export function findImportCycles(root: string, dirs: string[]): string[][] {
  const files = dirs.flatMap((d) => (existsSync(join(root, d)) ? filesUnder(join(root, d)) : []));
  const edges = new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8');
      const targets = [...text.matchAll(IMPORT)]
        .map((m) => resolve(file, m[1]!))
        .filter((t): t is string => t !== undefined);
      return [file, [...new Set(targets)]] as const;
    }),
  );
  const cycles: string[][] = [];
  const state = new Map<string, 1 | 2>(); // 1: on the current path, 2: done
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 1);
    path.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 1) cycles.push(path.slice(path.indexOf(next)).map((f) => relative(root, f)));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 2);
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles;
}
