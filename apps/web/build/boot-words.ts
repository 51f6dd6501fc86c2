import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  BOOT_WORDS,
  BOOT_WORDS_FILE,
  type BootWord,
  type BootWordsManifest,
} from '@vidmatrix/contract/boot-scripts';
import { LANGUAGES } from '@vidmatrix/contract/languages';
import type { Plugin } from 'vite';
import { jsonAsset } from './boot-scripts';

/** One word of src/locales/<language>/<namespace>.json; the build fails when it is missing. */
async function wordOf(localesDir: string, language: string, word: BootWord): Promise<string> {
  const [namespace, key] = word.split(':') as [string, string];
  const file = join(localesDir, language, `${namespace}.json`);
  let node: unknown = JSON.parse(await readFile(file, 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string' || !node) throw new Error(`${file}: no text for ${key} (a boot word)`);
  return node;
}

/**
 * Writes BOOT_WORDS_FILE (`.vite/boot-words.json`) beside the app's build: the contract's
 * BOOT_WORDS in every language, read from this app's locale files, for the server's first
 * screens (apps/server web/first-screens.ts).
 */
export const bootWords = (localesDir: string): Plugin =>
  jsonAsset('vidmatrix-boot-words', BOOT_WORDS_FILE, async (config) => {
    const dir = join(config.root, localesDir);
    const manifest: BootWordsManifest = {};
    for (const language of LANGUAGES) {
      const words = await Promise.all(BOOT_WORDS.map(async (w) => [w, await wordOf(dir, language, w)]));
      manifest[language] = Object.fromEntries(words) as Record<BootWord, string>;
    }
    return manifest;
  });
