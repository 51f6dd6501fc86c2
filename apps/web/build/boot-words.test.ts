import { mkdtemp, readFile, cp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BOOT_WORDS, BOOT_WORDS_FILE, type BootWordsManifest } from '@vidmatrix/contract/boot-scripts';
import { LANGUAGES } from '@vidmatrix/contract/languages';
import { describe, expect, it } from 'vitest';
import { bootWords } from './boot-words';

// The words the server writes into first screens come from the app's own locale files, in every
// language, and a build whose locale files lack one fails instead of serving an empty heading.

const ROOT = resolve(import.meta.dirname, '..');

async function emit(root: string): Promise<BootWordsManifest> {
  const plugin = bootWords('src/locales');
  let source = '';
  (plugin.configResolved as (c: unknown) => void)({ root });
  await (plugin.generateBundle as (this: unknown) => Promise<void>).call({
    emitFile: (f: { fileName: string; source: string }) => {
      expect(f.fileName).toBe(BOOT_WORDS_FILE);
      source = f.source;
    },
  });
  return JSON.parse(source) as BootWordsManifest;
}

describe('the boot words', () => {
  it('holds every word in every language, as the locale files say it', async () => {
    const manifest = await emit(ROOT);
    expect(Object.keys(manifest).sort()).toEqual([...LANGUAGES].sort());
    const zh = JSON.parse(await readFile(join(ROOT, 'src/locales/zh-CN/touch-card.json'), 'utf8'));
    expect(manifest['zh-CN']!['touch-card:writer.title']).toBe(zh.writer.title);
    for (const language of LANGUAGES) {
      for (const word of BOOT_WORDS) expect(manifest[language]![word]).toMatch(/\S/);
    }
  });

  it('fails the build when a language lacks one', async () => {
    const root = await mkdtemp(join(tmpdir(), 'boot-words-'));
    await cp(join(ROOT, 'src/locales'), join(root, 'src/locales'), { recursive: true });
    const file = join(root, 'src/locales/es/touch-card.json');
    const es = JSON.parse(await readFile(file, 'utf8'));
    delete es.writer.title;
    await writeFile(file, JSON.stringify(es));
    await expect(emit(root)).rejects.toThrow(/es\/touch-card\.json: no text for writer\.title/);
  });
});
