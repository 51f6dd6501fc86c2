import { describe, expect, it } from 'vitest';
import { SHARE_TOKEN_CODES } from '@vidmatrix/contract/client-codes';
import { ERROR_CODES } from '@vidmatrix/contract/errors';
import * as contract from '@vidmatrix/contract/share';
import * as routes from './share-web-routes';

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
});
