import { describe, expect, it } from 'vitest';
import { SHARE_TOKEN_CODES } from '@vidmatrix/contract/client-codes';
import { ERROR_CODES } from '@vidmatrix/contract/errors';
import * as contract from '@vidmatrix/contract/share';
import * as routes from './share-web-routes';

const VISITOR_SOURCES = import.meta.glob<string>(
  [
    './**/*.{ts,tsx}',
    '!**/*.test.{ts,tsx}',
    '!./pages/share-links-page.tsx',
    '!./console-api.ts',
    '!./components/console-*.tsx',
  ],
  { query: '?raw', import: 'default', eager: true },
);
const VALUE_IMPORT = /^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm;

describe('share_web routes', () => {
  it('match the contract', () => {
    for (const name of [
      'shareLinkCode',
      'sharePasswd',
      'shareWebPage',
      'shareWebInfo',
      'shareWebDownload',
    ] as const) {
      expect({ method: routes[name].method, path: routes[name].path }, name).toEqual({
        method: contract[name].method,
        path: contract[name].path,
      });
    }
    expect(routes.CODES).toEqual({
      linkExpired: ERROR_CODES.shareLinkExpired.code,
      passwordWrong: ERROR_CODES.sharePasswordWrong.code,
      rateLimited: ERROR_CODES.rateLimited.code,
      tokenCodes: [...SHARE_TOKEN_CODES],
    });
  });

  // Decision 004: a zod-backed contract value in a visitor page costs ~27 KB gzip.
  it('visitor code imports no values from the contract', () => {
    expect(Object.keys(VISITOR_SOURCES).length).toBeGreaterThan(3);
    for (const [file, source] of Object.entries(VISITOR_SOURCES)) {
      const values = [...source.matchAll(VALUE_IMPORT)]
        .map((m) => m[1])
        .filter((f) => f?.startsWith('@vidmatrix/contract'));
      expect(values, file).toEqual([]);
    }
  });
});
