import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PAGE_PATHS } from '@vidmatrix/contract/page-paths';
import type { BootPath } from '@vidmatrix/contract/boot-scripts';
import type { Plugin } from 'vite';

/**
 * Writes `.vite/route-preloads.json`: for every page route of `src/app/routes.tsx`, the files its
 * first load needs beyond the entry (its page chunk and that chunk's static imports, its CSS)
 * and the locale namespaces its modules ask `useTranslation` for. The server puts them in the
 * page's HTML as `modulepreload`/`preload` links, so they download while the entry does instead
 * of one after another (docs/decisions/019-visitor-first-load.md).
 */
export interface RoutePreload {
  path: string;
  exact: boolean;
  /** Files under the build root, e.g. `assets/distribution-pages-abc.js`. */
  scripts: string[];
  styles: string[];
  namespaces: string[];
}

export interface RoutePreloadManifest {
  routes: RoutePreload[];
  /** `<language>/<namespace>` → the locale file's chunk. */
  locales: Record<string, string>;
  /** Namespaces every page loads at start (shared/i18n). */
  always: string[];
}

// Member pages wrap their loader in `withQuery(…)` (TanStack's provider loads beside them).
/** `const name: LazyPage = … import('…') …;` — possibly inside a wrapper call. */
const LOADER = /const (\w+): LazyPage =([\s\S]*?);\n/g;
/** `function wrapper(page: LazyPage): LazyPage { … import('…') … }`: loads more beside the page. */
const WRAPPER = /function (\w+)\(page: LazyPage\): LazyPage \{([\s\S]*?)\n\}/g;
const IMPORT = /import\('([^']+)'\)/g;
/** A route's path is a literal or a name of the contract's PAGE_PATHS, which the server names too. */
const ROUTE = /\{ path: (?:'([^']+)'|PAGE_PATHS\.(\w+)), exact: (true|false), page: (\w+) \}/g;
const NAMESPACE = /useTranslation\(\s*'([\w-]+)'/g;
/**
 * A page chunk's own lazy parts (what it imports once its data is there, e.g. the claimed
 * video's card) are preloaded too when small: they sit on the way to the largest paint.
 */
const SMALL_LAZY_PART = 24_000;
/** Lazy parts only some browsers load (the restriction gate of refused in-app browsers): never preloaded. */
const ONLY_SOME_BROWSERS = /\/features\/browser-restriction\//;
const LOCALE_FILE = /\/locales\/([\w-]+)\/([\w-]+)\.json$/;

function pagePath(name: string): string {
  const path = (PAGE_PATHS as Record<string, string>)[name];
  if (!path) throw new Error(`route-preloads: PAGE_PATHS has no ${name}`);
  return path;
}

/** Page routes and the module each one loads, read from the routes table's source. */
export function readRouteTable(source: string, routesFile: string) {
  const modulesIn = (code: string) =>
    [...code.matchAll(IMPORT)].map(([, spec]) => resolve(dirname(routesFile), spec!));
  const wrappers = [...source.matchAll(WRAPPER)].map(([, name, body]) => ({
    call: `${name}(`,
    modules: modulesIn(body!),
  }));
  const loaders = new Map<string, string[]>();
  for (const [, name, code] of source.matchAll(LOADER)) {
    const extra = wrappers.filter((w) => code!.includes(w.call)).flatMap((w) => w.modules);
    loaders.set(name!, [...modulesIn(code!), ...extra]);
  }
  return [...source.matchAll(ROUTE)].map(([, literal, named, exact, page]) => ({
    path: literal ?? pagePath(named!),
    exact: exact === 'true',
    modules: loaders.get(page!) ?? [],
  }));
}

/**
 * The routes at `paths` as the router opens them (their exactness from the routes table): what a
 * boot script's manifest lists, so the server carries it exactly where the page opens.
 */
export function routePages(routesFile: string, paths: readonly string[]): BootPath[] {
  const table = readRouteTable(readFileSync(routesFile, 'utf8'), routesFile);
  return paths.map((path) => {
    const route = table.find((r) => r.path === path);
    if (!route) throw new Error(`route-preloads: no route for ${path}`);
    return { path, exact: route.exact };
  });
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
  code: string;
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
}

function namespacesOf(moduleIds: string[]): string[] {
  const found = new Set<string>();
  for (const id of moduleIds) {
    if (!/\/src\/.*\.tsx?$/.test(id)) continue;
    for (const [, ns] of readFileSync(id, 'utf8').matchAll(NAMESPACE)) found.add(ns!);
  }
  return [...found].sort();
}

export function routePreloads({ routesFile, always }: { routesFile: string; always: string[] }): Plugin {
  return {
    name: 'vidmatrix-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk') as unknown as ChunkLike[];
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]));
      const entries = new Set(chunks.filter((c) => c.isEntry).map((c) => c.fileName));

      const locales: Record<string, string> = {};
      for (const chunk of chunks) {
        const match = chunk.facadeModuleId && LOCALE_FILE.exec(chunk.facadeModuleId);
        if (match) locales[`${match[1]}/${match[2]}`] = chunk.fileName;
      }

      const routes: RoutePreload[] = [];
      for (const route of readRouteTable(readFileSync(routesFile, 'utf8'), routesFile)) {
        const pages = route.modules.map((m) => byModule.get(`${m}.tsx`) ?? byModule.get(`${m}.ts`));
        if (!pages.length || pages.some((p) => !p)) {
          this.error(
            `route-preloads: no chunk for ${route.path} (${route.modules.join(', ') || 'no loader'})`,
          );
        }
        // The page chunk(s) and their static imports, minus the entry (already in the HTML).
        const closure = (chunk: ChunkLike, into: ChunkLike[], skip: ChunkLike[] = []) => {
          if (entries.has(chunk.fileName) || into.includes(chunk) || skip.includes(chunk)) return into;
          into.push(chunk);
          for (const file of chunk.imports) {
            const next = byFile.get(file);
            if (next) closure(next, into, skip);
          }
          return into;
        };
        const files: ChunkLike[] = [];
        for (const page of pages) closure(page!, files);
        for (const page of pages) {
          for (const file of page!.dynamicImports) {
            const lazyPart = byFile.get(file);
            if (ONLY_SOME_BROWSERS.test(lazyPart?.facadeModuleId ?? '')) continue;
            const extra = lazyPart ? closure(lazyPart, [], files) : [];
            if (extra.reduce((n, c) => n + c.code.length, 0) <= SMALL_LAZY_PART) files.push(...extra);
          }
        }
        routes.push({
          path: route.path,
          exact: route.exact,
          scripts: files.map((c) => c.fileName),
          styles: files.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]),
          namespaces: namespacesOf(files.flatMap((c) => c.moduleIds)),
        });
      }
      const manifest: RoutePreloadManifest = { routes, locales, always };
      this.emitFile({
        type: 'asset',
        fileName: '.vite/route-preloads.json',
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}
