import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type {
  BootPath,
  BootScript,
  BootScriptName,
  BootScriptsManifest,
} from '@vidmatrix/contract/boot-scripts';
import { BOOT_SCRIPTS_FILE } from '@vidmatrix/contract/boot-scripts';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';

export interface BootEntry {
  /** The module, bundled with everything it imports into one classic script. */
  entry: string;
  /** The pages that carry it (BootScript `paths`). */
  paths: readonly BootPath[];
}

/** `'sha256-…'`: how a page's Content-Security-Policy names an inline script. */
const scriptHash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/**
 * One boot script: its module and every import bundled into a self-contained IIFE (an inline
 * script can import nothing), minified, with this build's mode and env (the app's VITE_APP_VERSION).
 */
export async function bundleBootScript(
  entry: string,
  config: Pick<ResolvedConfig, 'root' | 'mode' | 'envDir'>,
) {
  const output = (await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      emptyOutDir: false,
      copyPublicDir: false,
      // Relative to the app's root, wherever the build was started from.
      lib: { entry: resolve(config.root, entry), formats: ['iife'], name: 'boot' },
    },
  })) as Rolldown.RolldownOutput[];
  const code = output[0]!.output[0].code.trim();
  // Inside <script>…</script> the text must not end the element or open a comment.
  if (/<\/script|<!--/i.test(code)) throw new Error(`${entry}: the bundle holds </script or <!--`);
  return code;
}

/**
 * A build-only plugin that writes one JSON file beside the app's build (under `.vite/`), made
 * from the resolved config once the app's bundle is done: the boot scripts, the boot words.
 */
export function jsonAsset(
  name: string,
  fileName: string,
  make: (config: ResolvedConfig) => Promise<unknown>,
): Plugin {
  let config: ResolvedConfig;
  return {
    name,
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: `${JSON.stringify(await make(config))}\n` });
    },
  };
}

/**
 * Writes BOOT_SCRIPTS_FILE (`.vite/boot-scripts.json`) beside the app's own build: each boot
 * script of src/boot/ bundled (bundleBootScript), its CSP hash and its pages. The server inlines
 * them from there (apps/server web/boot-scripts.ts); a build directory of its own gets its own.
 */
export const bootScripts = (entries: Record<BootScriptName, BootEntry>): Plugin =>
  jsonAsset('vidmatrix-boot-scripts', BOOT_SCRIPTS_FILE, async (config) => {
    const manifest = {} as BootScriptsManifest;
    for (const [name, { entry, paths }] of Object.entries(entries) as [BootScriptName, BootEntry][]) {
      const code = await bundleBootScript(entry, config);
      manifest[name] = { code, hash: scriptHash(code), paths: [...paths] } satisfies BootScript;
    }
    return manifest;
  });
