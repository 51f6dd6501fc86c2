// Shared by bench/page-weight.mjs and its unit test: which modules may never reach a visitor.

/**
 * Desktop antd (antd-mobile is the visitor pages' kit) and TanStack Query (member and console
 * pages only): decisions 004 and 014. Matched on module ids, wherever a package manager put them.
 */
export const FORBIDDEN_ON_VISITOR_PAGES = [/(^|\/)node_modules\/antd\//, /(^|\/)node_modules\/@tanstack\//];

/** The forbidden modules inside these chunk files (under the build root), from `.vite/chunk-modules.json`. */
export function forbiddenModules(
  chunkModules: Record<string, { modules: string[] }>,
  files: Iterable<string>,
): { file: string; modules: string[] }[] {
  const found: { file: string; modules: string[] }[] = [];
  for (const file of files) {
    const modules = (chunkModules[file]?.modules ?? []).filter((id) =>
      FORBIDDEN_ON_VISITOR_PAGES.some((pattern) => pattern.test(id)),
    );
    if (modules.length) found.push({ file, modules });
  }
  return found;
}
