// Builds the web app when its output is missing or older than any source it is made from.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const OUTPUT = join(ROOT, 'apps/web/dist/.vite/manifest.json');
// The boot scripts the server inlines (apps/web/build/boot-scripts.ts): a build made before they
// were part of it is stale too.
const BOOT_SCRIPTS = join(ROOT, 'apps/web/dist/.vite/boot-scripts.json');
const SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/scripts',
  'apps/web/build',
  'packages/contract/src',
  'packages/brands/src',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

export function isWebBuildStale() {
  if (!existsSync(OUTPUT) || !existsSync(BOOT_SCRIPTS)) return true;
  const built = statSync(OUTPUT).mtimeMs;
  return SOURCES.some((s) => newestMtime(join(ROOT, s)) > built);
}

export function buildWeb({ force = false } = {}) {
  if (!force && !isWebBuildStale()) return;
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@vidmatrix/web'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The web build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildWeb({ force: process.argv.includes('--force') });
