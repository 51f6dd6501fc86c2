import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@vidmatrix/contract/errors';
import { getPublicTouchCard, generateTouchCardCopy } from '@vidmatrix/contract/touch-card-public';
import { TOUCH_CARD_PUBLIC_PATHS } from '@vidmatrix/contract/touch-card-rules';
import { ApiError } from '../../shared/api/api-error';
import { isCardInvalid, NFC_CARD_INVALID } from './use-card-code';

// The visitor pages repeat a code and two paths to keep zod out of their chunks (decision 004).
describe('the copies kept out of the zod contract', () => {
  it('equal the contract', () => {
    expect(NFC_CARD_INVALID).toBe(ERROR_CODES.nfcCardInvalid.code);
    expect(TOUCH_CARD_PUBLIC_PATHS.page).toBe(getPublicTouchCard.path);
    expect(TOUCH_CARD_PUBLIC_PATHS.copy).toBe(generateTouchCardCopy.path);
  });

  it('tells "no such card" from other failures', () => {
    expect(isCardInvalid(new ApiError(NFC_CARD_INVALID, 'x', null))).toBe(true);
    expect(isCardInvalid(new ApiError(500, 'x', null))).toBe(false);
    expect(isCardInvalid(null)).toBe(false);
  });
});
