import { ERROR_CODES } from '@vidmatrix/contract/errors';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../shared/api/api-error';
import { retryHelps } from './retry-policy';

describe('retryHelps', () => {
  it.each([
    ['offline or timed out', new NetworkError('offline'), true],
    ['server error', new ApiError(ERROR_CODES.internal.code, 'boom', null), true],
    ['database down', new ApiError(ERROR_CODES.databaseUnavailable.code, 'down', null), true],
    ['platform failed', new ApiError(ERROR_CODES.platformFailed.code, 'x', null), true],
    ['too many requests', new ApiError(ERROR_CODES.rateLimited.code, 'slow down', null), true],
    [
      'activity id does not exist',
      new ApiError(ERROR_CODES.activityNotFound.code, '活动ID不存在', null),
      false,
    ],
    ['activity not active', new ApiError(ERROR_CODES.activityNotActive.code, 'x', null), false],
    ['claim limit', new ApiError(ERROR_CODES.claimLimitReached.code, 'x', null), false],
    ['NFC card disabled', new ApiError(ERROR_CODES.nfcCardInvalid.code, 'x', null), false],
    ['anything else', new Error('x'), false],
  ])('%s → %s', (_name, error, expected) => {
    expect(retryHelps(error)).toBe(expected);
  });
});
