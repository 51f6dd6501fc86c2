import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { shareUrlInfo } from './distribution';
import {
  EPOCH_MS_MAX,
  idField,
  idListField,
  INT_MAX,
  INVALID_CHARACTER,
  isStorableText,
  optionalField,
  optionalId,
  safeString,
  storable,
} from './input-fields';

describe('idField', () => {
  it('takes ids as numbers or strings within PostgreSQL integer', () => {
    expect(idField.parse(1)).toBe(1);
    expect(idField.parse('123')).toBe(123);
    expect(idField.parse(INT_MAX)).toBe(2_147_483_647);
    expect(idField.parse(String(INT_MAX))).toBe(INT_MAX);
  });

  it.each([INT_MAX + 1, 2 ** 53, '2147483648', 0, -1, 1.5, 'abc', '', Number.NaN])('refuses %s', (value) => {
    expect(idField.safeParse(value).success).toBe(false);
  });

  it('keeps optional and nullable ids as they were', () => {
    expect(idField.optional().parse(undefined)).toBeUndefined();
    expect(idField.nullable().parse(null)).toBeNull();
    // An empty string was never an id, and still is not.
    expect(idField.optional().safeParse('').success).toBe(false);
  });

  it('bounds the ids of every endpoint, share_url_info included', () => {
    expect(shareUrlInfo.query!.safeParse({ id: '2147483648' }).success).toBe(false);
    expect(shareUrlInfo.query!.parse({ id: '2147483647' })).toEqual({ id: INT_MAX });
  });
});

describe('wire helpers (what a browser client sends)', () => {
  it('optionalId reads "", null and absent as no id, and a string as its number', () => {
    for (const blank of ['', null, undefined]) expect(optionalId.parse(blank)).toBeUndefined();
    expect(optionalId.parse('1001')).toBe(1001);
    expect(optionalId.parse(1001)).toBe(1001);
  });

  it.each(['2147483648', 0, 'abc', ' '])('optionalId still refuses %s', (value) => {
    expect(optionalId.safeParse(value).success).toBe(false);
  });

  it('optionalField keeps the field rules, U+0000 included', () => {
    const code = optionalField(safeString().max(4));
    expect(code.parse('')).toBeUndefined();
    expect(code.parse('ab')).toBe('ab');
    expect(code.safeParse('abcde').success).toBe(false);
    expect(code.safeParse('a\u0000').success).toBe(false);
  });

  it('idListField reads comma lists with spaces, arrays, and blanks as empty', () => {
    expect(idListField.parse('100101, 100102 ,100103')).toEqual([100101, 100102, 100103]);
    expect(idListField.parse([100101, '100102', ''])).toEqual([100101, 100102]);
    for (const blank of ['', ' ', null, undefined]) expect(idListField.parse(blank)).toEqual([]);
  });

  it.each(['1,x', '1,2147483648', '-1', '1\u0000'])('idListField refuses %j', (value) => {
    expect(idListField.safeParse(value).success).toBe(false);
  });
});

describe('safeString', () => {
  it('refuses U+0000 anywhere with its message key', () => {
    for (const value of ['\u0000', 'a\u0000', '\u0000b', 'a\u0000b']) {
      const result = safeString().safeParse(value);
      expect(result.error?.issues.map((i) => i.message)).toEqual([INVALID_CHARACTER]);
    }
    expect(isStorableText('plain text, 中文, emoji 🎉')).toBe(true);
  });

  it('refuses a lone surrogate (high, low, or a pair in the wrong order) with the same key', () => {
    for (const value of ['\ud800', 'a\ud800b', '\udfff', 'x\udc00', '\udc00\ud800', '🎉'.slice(0, 1)]) {
      const result = safeString().safeParse(value);
      expect(result.error?.issues.map((i) => i.message)).toEqual([INVALID_CHARACTER]);
    }
    expect(safeString().parse('\ud83c\udf89 𠀀')).toBe('🎉 𠀀');
  });

  it('chains like z.string(): its own type error, trim, min and max', () => {
    const title = safeString({ error: 'title_required' }).trim().min(1, { error: 'title_required' }).max(5);
    expect(title.parse('  abc  ')).toBe('abc');
    expect(title.safeParse(7).error?.issues[0]?.message).toBe('title_required');
    expect(title.safeParse('   ').error?.issues[0]?.message).toBe('title_required');
    expect(title.safeParse('abcdef').success).toBe(false);
    expect(title.safeParse('a\u0000').error?.issues.map((i) => i.message)).toEqual([INVALID_CHARACTER]);
  });

  it('is a plain string in the API document', () => {
    expect(z.toJSONSchema(safeString().max(64))).toMatchObject({ type: 'string', maxLength: 64 });
  });
});

it('EPOCH_MS_MAX is the last instant a Date holds', () => {
  expect(new Date(EPOCH_MS_MAX).getTime()).toBe(EPOCH_MS_MAX);
  expect(Number.isNaN(new Date(EPOCH_MS_MAX + 1).getTime())).toBe(true);
});

it('storable checks strings inside loosely typed values', () => {
  expect(storable('ok', 2)).toBe(true);
  expect(storable('toolong', 2)).toBe(false);
  expect(storable('a\u0000', 5)).toBe(false);
  expect(storable('a\ud800', 5)).toBe(false);
});
