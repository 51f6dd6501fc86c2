import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@vidmatrix/contract/languages';
import { LOCALE_FILES, flatten, interpolations } from '../test/locale-files';

const SOURCE = 'zh-CN';
const source = LOCALE_FILES[SOURCE] ?? {};
const namespaces = Object.keys(source).sort();
const flat = (language: string, namespace: string) => flatten(LOCALE_FILES[language]?.[namespace] ?? {});

/**
 * Values that are rightly the same as English in a language: platform names (proper nouns), and
 * words that language borrowed as they are.
 */
const PLATFORM_NAMES = ['douyin', 'ks', 'wechat', 'xhs'].map((p) => `console:platform.${p}`);
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  'zh-CN': ['console:list.id'],
  'zh-TW': ['console:list.id'],
  // Unit symbols (s, min, h) are the same in Spanish and Portuguese.
  es: [
    ...PLATFORM_NAMES,
    'console:list.id',
    'console:activity.fields.hashtags',
    'common:figures.s',
    'common:figures.min',
    'common:figures.h',
  ],
  'pt-BR': [
    ...PLATFORM_NAMES,
    'console:list.id',
    'console:activity.fields.hashtags',
    'console:list.status',
    'console:nfc.status',
    'common:figures.s',
    'common:figures.min',
    'common:figures.h',
  ],
  id: [
    ...PLATFORM_NAMES,
    'console:list.id',
    'console:list.status',
    'console:nfc.status',
    'console:nfc.label',
    'console:nfc.platform',
  ],
};

describe('locale files', () => {
  it('exist for every language and namespace, and nothing else', () => {
    expect(Object.keys(LOCALE_FILES).sort()).toEqual([...LANGUAGES].sort());
    expect(namespaces).toEqual(expect.arrayContaining(['api', 'browser', 'common', 'no-data']));
    for (const language of LANGUAGES) {
      expect(Object.keys(LOCALE_FILES[language] ?? {}).sort(), language).toEqual(namespaces);
    }
  });

  describe.each(LANGUAGES.filter((l) => l !== SOURCE))('%s', (language) => {
    it.each(namespaces)('%s has exactly the keys of zh-CN, each a non-empty string', (namespace) => {
      const expected = flat(SOURCE, namespace);
      const actual = flat(language, namespace);
      expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
      for (const [key, value] of Object.entries(actual)) {
        expect(typeof value === 'string' && value.trim() !== '', `${namespace}:${key}`).toBe(true);
        // A translation must keep every {{variable}} the source uses, or the value disappears.
        expect(interpolations(String(value)), `${namespace}:${key}`).toEqual(
          interpolations(String(expected[key])),
        );
      }
    });
  });

  describe.each(LANGUAGES.filter((l) => l !== 'en'))('%s is translated, not English copied', (language) => {
    it.each(namespaces)('%s', (namespace) => {
      const english = flat('en', namespace);
      const copied = Object.entries(flat(language, namespace)).filter(
        // Values that are only variables, numbers or punctuation may legitimately match.
        ([key, value]) => value === english[key] && /\p{L}/u.test(String(value).replace(/\{\{\w+\}\}/g, '')),
      );
      const allowed = new Set(SAME_AS_ENGLISH[language] ?? []);
      expect(copied.map(([key]) => `${namespace}:${key}`).filter((key) => !allowed.has(key))).toEqual([]);
    });
  });

  it('zh-CN source values are non-empty', () => {
    for (const namespace of namespaces) {
      for (const [key, value] of Object.entries(flat(SOURCE, namespace))) {
        expect(typeof value === 'string' && value.trim() !== '', `${namespace}:${key}`).toBe(true);
      }
    }
  });
});
