import { LANGUAGES } from '@vidmatrix/contract/languages';
import { describe, expect, it } from 'vitest';
import { CATALOG, translate } from './catalog';

const source = CATALOG['zh-CN'];
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('server message catalog', () => {
  it.each(LANGUAGES)('%s has every key of zh-CN, with the same placeholders', (lng) => {
    const catalog = CATALOG[lng];
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(source).sort());
    for (const [key, text] of Object.entries(source)) {
      expect(placeholders(catalog[key as keyof typeof source]!), `${lng} ${key}`).toEqual(placeholders(text));
    }
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s is translated, not English copied', (lng) => {
    for (const [key, text] of Object.entries(CATALOG[lng])) {
      expect(text, `${lng} ${key}`).not.toBe(CATALOG.en[key as keyof typeof source]);
    }
  });

  it('fills placeholders', () => {
    expect(translate('en', 'error.payload_too_large', { limit: 10 })).toBe(
      'The request is too large; the limit is 10 bytes',
    );
  });
});
