import { describe, expect, it } from 'vitest';
import { matchLanguage } from './languages';

describe('matchLanguage', () => {
  it.each([
    ['zh-CN', 'zh-CN'],
    ['zh-cn', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['es-MX', 'es'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['id', 'id'],
    ['in-ID', 'id'],
    ['fr', undefined],
    ['', undefined],
    [null, undefined],
    ['../../etc/passwd', undefined],
  ])('%s → %s', (tag, expected) => {
    expect(matchLanguage(tag)).toBe(expected);
  });
});
