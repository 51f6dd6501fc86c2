import { describe, expect, it } from 'vitest';
import { completeInput, platformOfPath, reauthorizeId, startPath, startView } from './auth-flow';
import { DEMO_ACCOUNT } from './platform-auth-test-kit';

const account = DEMO_ACCOUNT;

describe('platform authorization pages', () => {
  it('finds the platform of a start page and of a callback page', () => {
    expect(platformOfPath('/distribution_anthor', 'page')).toBe('douyin');
    expect(platformOfPath('/distribution_anthor_tk/', 'page')).toBe('tiktok');
    expect(platformOfPath('/distribution_anthor_qc', 'page')).toBe('ocean_engine');
    expect(platformOfPath('/douyin_oauth_connect', 'callbackPage')).toBe('douyin');
    expect(platformOfPath('/tk_oauth_connect', 'callbackPage')).toBe('tiktok');
    expect(platformOfPath('/tk_oauth_connect', 'page')).toBeUndefined();
    expect(platformOfPath('/distribution_anthor_x', 'page')).toBeUndefined();
  });

  it('forwards only the parameters the platform sent', () => {
    expect(completeInput(new URLSearchParams('code=abc&state=s1&scopes=x'))).toEqual({
      code: 'abc',
      state: 's1',
    });
    expect(completeInput(new URLSearchParams('auth_code=a&state=&state=s2'))).toEqual({ auth_code: 'a' });
    expect(completeInput(new URLSearchParams('error=access_denied&error_description=no&state=s'))).toEqual({
      error: 'access_denied',
      error_description: 'no',
      state: 's',
    });
  });

  it('turns the poll into waiting, success, failure or expiry', () => {
    expect(startView(undefined)).toEqual({ kind: 'waiting' });
    expect(startView({ status: 'pending', account: null, failure: null })).toEqual({ kind: 'waiting' });
    expect(startView({ status: 'success', account, failure: null })).toEqual({ kind: 'success', account });
    expect(
      startView({ status: 'failed', account: null, failure: { reason: 'denied', message: 'refused' } }),
    ).toEqual({ kind: 'failed', message: 'refused' });
    expect(
      startView({ status: 'failed', account: null, failure: { reason: 'expired', message: 'late' } }),
    ).toEqual({ kind: 'expired' });
    expect(startView({ status: 'expired', account: null, failure: null })).toEqual({ kind: 'expired' });
  });

  it('reads the account to re-authorize and builds its start page', () => {
    expect(reauthorizeId(new URLSearchParams('account_id=12'))).toBe(12);
    expect(reauthorizeId(new URLSearchParams('account_id=0'))).toBeUndefined();
    expect(reauthorizeId(new URLSearchParams('account_id=99999999999'))).toBeUndefined();
    expect(reauthorizeId(new URLSearchParams('account_id=1e3'))).toBeUndefined();
    expect(reauthorizeId(new URLSearchParams(''))).toBeUndefined();
    expect(startPath('tiktok_shop')).toBe('/distribution_anthor_tk_shop');
    expect(startPath('douyin', 12)).toBe('/distribution_anthor?account_id=12');
  });
});
