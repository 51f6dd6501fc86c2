// Builds the server into one ES module bundle (apps/server/dist/main.mjs, plus a chunk per lazily
// imported part) that plain `node` runs: no tsx loader thread at start (decision 020). The app's
// code and the workspace packages (@vidmatrix/*, TypeScript source) are bundled; npm packages stay
// external and load from node_modules, so the bundle must sit inside the repository (or an image
// holding its node_modules). Rebuilt when missing or older than any source it is made from.
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { build } from 'esbuild';

const ROOT = new URL('..', import.meta.url).pathname;
const SERVER_DIST = join(ROOT, 'apps/server/dist');
export const SERVER_BUNDLE = join(SERVER_DIST, 'main.mjs');
const ENTRY = join(ROOT, 'apps/server/src/main.ts');
const SOURCES = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/contract/src',
  'packages/brands/src',
  'scripts/server-build.mjs',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

function isServerBuildStale(outfile = SERVER_BUNDLE) {
  if (!existsSync(outfile)) return true;
  const built = statSync(outfile).mtimeMs;
  return SOURCES.some((s) => newestMtime(join(ROOT, s)) > built);
}

/**
 * npm packages stay external (loaded from node_modules as node would); the workspace packages are
 * TypeScript source, so they are bundled like the app's own files.
 */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point' || args.path.startsWith('@vidmatrix/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * In the bundle every module's `import.meta.url` is the bundle's own: a path built from it
 * (`new URL('../x', import.meta.url)`, `import.meta.dirname`, `__dirname`) would point elsewhere
 * than in the sources. Such files find their folder through apps/server/src/server-root.ts (or the
 * package's exports) instead; this check stops a new one from breaking the bundle silently.
 */
const FILE_RELATIVE =
  /new URL\(\s*(['"`])[^'"`]*\1\s*,\s*import\.meta\.url\s*\)|import\.meta\.(?:dirname|filename)|\b__dirname\b|\b__filename\b/;
const noFileRelativePaths = {
  name: 'no-file-relative-paths',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?tsx?$/ }, (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const text = readFileSync(args.path, 'utf8');
      const match = FILE_RELATIVE.exec(text);
      if (!match) return undefined;
      const before = text.slice(0, match.index).split('\n');
      const line = before.length;
      return {
        errors: [
          {
            text: `"${match[0]}" would resolve against the bundle file: use SERVER_ROOT (apps/server/src/server-root.ts) or the package's exports`,
            location: {
              file: relative(ROOT, args.path),
              line,
              column: before.at(-1).length,
              length: match[0].length,
              lineText: text.split('\n')[line - 1],
            },
          },
        ],
      };
    });
  },
};

/**
 * Builds the bundle into `outdir` (default apps/server/dist; it must sit inside apps/server, which
 * the bundle finds by walking up), unless it is newer than its sources; returns the entry file.
 */
export async function buildServer({ force = false, outdir = SERVER_DIST, quiet = false } = {}) {
  const outfile = join(outdir, 'main.mjs');
  if (!force && !isServerBuildStale(outfile)) return outfile;
  if (!quiet) console.log('Building the server…');
  // Only this build's files: the test builds its own bundles in folders beside them.
  rmSync(join(outdir, 'chunks'), { recursive: true, force: true });
  await build({
    entryPoints: { main: ENTRY },
    absWorkingDir: ROOT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    outdir,
    outExtension: { '.js': '.mjs' },
    // The parts main.ts and the app import lazily (the demo seed, the app while PGlite boots, the
    // S3 storage) become chunks, and their npm imports load only with them: without splitting the
    // bundle would hoist every package import to the top and load it at start.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    // Maps for NODE_OPTIONS=--enable-source-maps (off by default: it slows every stack trace).
    sourcemap: true,
    sourcesContent: false,
    logLevel: quiet ? 'error' : 'warning',
    plugins: [externalPackages, noFileRelativePaths],
    // Class and function names stay as written: logs and errors print them.
    keepNames: true,
    legalComments: 'none',
  });
  return outfile;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `--force` rebuilds even when fresh; `--outdir=<dir>` writes elsewhere (test/server-bundle.test.ts).
  const outdir = process.argv.find((a) => a.startsWith('--outdir='))?.slice('--outdir='.length);
  const options = { force: process.argv.includes('--force'), ...(outdir && { outdir: resolve(outdir) }) };
  // esbuild has printed the errors already.
  await buildServer(options).catch(() => process.exit(1));
}
