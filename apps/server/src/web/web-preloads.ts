import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Language } from '@vidmatrix/contract/languages';

/** `.vite/route-preloads.json`, written by the web build (apps/web/build/route-preloads.ts). */
interface RoutePreloadManifest {
  routes: { path: string; exact: boolean; scripts: string[]; styles: string[]; namespaces: string[] }[];
  locales: Record<string, string>;
  always: string[];
}

/** One `<link>`: a module chunk or locale file (`modulepreload`), or a stylesheet (`preload`). */
export interface PreloadLink {
  rel: 'modulepreload' | 'preload';
  href: string;
}

export type Preloads = (path: string, language: Language) => readonly PreloadLink[];

const none: Preloads = () => [];

/** The links as HTML, for the end of the head. */
export function preloadTags(links: readonly PreloadLink[]): string {
  return links
    .map(({ rel, href }) =>
      rel === 'preload'
        ? `<link rel="preload" as="style" crossorigin href="${href}">`
        : `<link rel="modulepreload" crossorigin href="${href}">`,
    )
    .join('\n    ');
}

/**
 * The `<link>`s that let a page's own chunks, styles and words download beside the entry
 * script instead of after it: without them a phone on 4G waits for entry → page chunk →
 * locale file one round trip after another (docs/decisions/019-visitor-first-load.md).
 * A build without the manifest (an old build, a test double) simply gets no preloads.
 */
export async function loadPreloads(distDir: string, template: string): Promise<Preloads> {
  let manifest: RoutePreloadManifest;
  try {
    manifest = JSON.parse(await readFile(join(distDir, '.vite/route-preloads.json'), 'utf8'));
  } catch {
    return none;
  }
  const cache = new Map<string, PreloadLink[]>();
  return (path, language) => {
    const route = manifest.routes.find((r) => r.path === path || (!r.exact && path.startsWith(`${r.path}/`)));
    if (!route) return [];
    const key = `${route.path} ${language}`;
    let tags = cache.get(key);
    if (tags === undefined) {
      const locales = [...manifest.always, ...route.namespaces]
        .map((ns) => manifest.locales[`${language}/${ns}`])
        .filter((file): file is string => !!file);
      // What the built index.html links already (the entry's own imports) is not repeated.
      const fresh = (file: string) => !template.includes(`/${file}"`);
      tags = [
        ...[...route.scripts, ...locales]
          .filter(fresh)
          .map((f) => ({ rel: 'modulepreload' as const, href: `/${f}` })),
        ...route.styles.filter(fresh).map((f) => ({ rel: 'preload' as const, href: `/${f}` })),
      ];
      cache.set(key, tags);
    }
    return tags;
  };
}
