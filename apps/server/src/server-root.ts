import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server), found once by walking up from this module to the
 * package.json named @vidmatrix/server. This file runs from its source (tsx: tests, development)
 * or inlined in the bundle (apps/server/dist/main.mjs, scripts/server-build.mjs), where
 * `import.meta.url` is the bundle's: files the server reads from disk (migrations, demo media)
 * are anchored here, not to their own module's URL (decision 020).
 */
function findServerRoot(): string {
  const start = dirname(fileURLToPath(import.meta.url));
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@vidmatrix/server')
      return dir;
    if (dirname(dir) === dir) throw new Error(`no @vidmatrix/server package.json above ${start}`);
  }
}

export const SERVER_ROOT = findServerRoot();
