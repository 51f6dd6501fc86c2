import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** One chunk of the build: what it imports and the modules inside it. */
export interface ChunkModules {
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  /** Module ids relative to the repository root, e.g. `node_modules/antd/es/button/index.js`. */
  modules: string[];
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
}

/**
 * Writes `.vite/chunk-modules.json`: chunk file → the module ids inside it. The page-weight
 * bench checks the chunks a visitor route downloads against it ("no antd desktop, no TanStack
 * on visitor pages"): a chunk's file name says nothing of what rolldown merged into it.
 */
export function chunkModules({ repoRoot }: { repoRoot: string }): Plugin {
  return {
    name: 'vidmatrix-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, ChunkModules> = {};
      for (const chunk of Object.values(bundle) as unknown as ChunkLike[]) {
        if (chunk.type !== 'chunk') continue;
        chunks[chunk.fileName] = {
          isEntry: chunk.isEntry,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          // Virtual ids (`\0…`, rolldown's runtime) stay as they are.
          modules: chunk.moduleIds.map((id) => (id.startsWith('/') ? relative(repoRoot, id) : id)),
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: `${JSON.stringify(chunks)}\n`,
      });
    },
  };
}
