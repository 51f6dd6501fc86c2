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
// /who names apps by their brand names, and "Total" is "Total" in Spanish, Portuguese and Indonesian.
const APP_NAMES = [
  ...['wechat', 'wecom', 'dingtalk', 'feishu', 'douyin', 'toutiao', 'quark'].map(
    (a) => `handoff:who.browsers.${a}`,
  ),
  'guide:calculator.total',
];
// Authorization platforms (issue 15); TikTok's names stay in Latin letters in Chinese too.
const AUTH_PLATFORM_NAMES = ['douyin', 'tiktok', 'tiktok_shop', 'doudian', 'ocean_engine'].map(
  (p) => `platform-auth:platforms.${p}`,
);
const TIKTOK_NAMES = AUTH_PLATFORM_NAMES.filter((key) => key.includes('tiktok'));
// The group-buy platforms' names, and "Total", which Spanish, Portuguese and Indonesian share.
const TOUCH_CARD_CONSOLE_SAME = [
  ...['meituan', 'douyin', 'dianping'].map((p) => `touch-card-console:items.platforms.${p}`),
  'touch-card-console:data.total',
];
// The store page's platform names (proper nouns).
const TOUCH_CARD_PLATFORMS = ['channels', 'xhs', 'kuaishou', 'douyin', 'meituan', 'dianping'].map(
  (p) => `touch-card:platforms.${p}`,
);
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  'zh-CN': ['console:list.id', ...TIKTOK_NAMES],
  'zh-TW': ['console:list.id', ...TIKTOK_NAMES],
  // Unit symbols (s, min, h) are the same in Spanish and Portuguese.
  es: [
    ...PLATFORM_NAMES,
    ...APP_NAMES,
    ...AUTH_PLATFORM_NAMES,
    ...TOUCH_CARD_CONSOLE_SAME,
    ...TOUCH_CARD_PLATFORMS,
    'console:list.id',
    'console:activity.fields.hashtags',
    'common:figures.s',
    'common:figures.min',
    'common:figures.h',
  ],
  'pt-BR': [
    ...PLATFORM_NAMES,
    ...APP_NAMES,
    ...AUTH_PLATFORM_NAMES,
    ...TOUCH_CARD_CONSOLE_SAME,
    ...TOUCH_CARD_PLATFORMS,
    'touch-card:items.link',
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
    ...APP_NAMES,
    ...AUTH_PLATFORM_NAMES,
    'platform-auth:list.col_platform',
    ...TOUCH_CARD_CONSOLE_SAME,
    ...TOUCH_CARD_PLATFORMS,
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
