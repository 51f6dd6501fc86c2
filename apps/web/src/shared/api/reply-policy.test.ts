import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EN, jsonReply, mockFetch, useEnglish, visit } from './api-test-kit';
import { ApiError } from './api-error';
import { setNavigator, setNotifier } from './notifier';
import { request, type UploaderReply } from './request';

const notify = vi.fn();
const navigate = vi.fn();

/** The message and return path of the /login URL the client navigated to. */
function loginTarget() {
  const to = String(navigate.mock.calls[0]?.[0]);
  expect(to.startsWith('/login?')).toBe(true);
  const params = new URLSearchParams(to.slice('/login?'.length));
  return { message: params.get('message'), redirect: params.get('redirect') };
}

function seedSession(): void {
  localStorage.setItem('share_token', 'member-token');
  localStorage.setItem('username', 'alice');
  localStorage.setItem('visitor-id', 'kept-visitor');
}

beforeEach(async () => {
  await useEnglish();
  localStorage.clear();
  notify.mockReset();
  navigate.mockReset();
  setNotifier(notify);
  setNavigator(navigate);
  seedSession();
  visit('/team?id=9');
});

afterEach(() => vi.unstubAllGlobals());

describe('session codes (spec §8)', () => {
  it('4011: "please log in first", go to /login, session left alone', async () => {
    mockFetch(jsonReply({ code: 4011, message: 'server says login', data: null }, 401));
    const error = await request({ url: '/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 4011, message: EN.loginFirst });
    expect(notify).toHaveBeenCalledWith(EN.loginFirst);
    expect(loginTarget()).toEqual({ message: EN.loginFirst, redirect: '/team?id=9' });
    expect(localStorage.getItem('share_token')).toBe('member-token');
  });

  it('4012: "identity has expired", share_token and username cleared, go to /login', async () => {
    mockFetch(jsonReply({ code: 4012, message: 'expired', data: null }, 401));
    await expect(request({ url: '/x' })).rejects.toMatchObject({ code: 4012, message: EN.identityExpired });
    expect(notify).toHaveBeenCalledWith(EN.identityExpired);
    expect(loginTarget()).toEqual({ message: EN.identityExpired, redirect: '/team?id=9' });
    expect(localStorage.getItem('share_token')).toBeNull();
    expect(localStorage.getItem('username')).toBeNull();
    // Only the session goes: the visitor keeps their anonymous id.
    expect(localStorage.getItem('visitor-id')).toBe('kept-visitor');
  });

  it('4017: shows the server’s own message, clears the session, go to /login', async () => {
    mockFetch(jsonReply({ code: 4017, message: 'Signed in on another device', data: null }, 401));
    await expect(request({ url: '/x' })).rejects.toMatchObject({
      code: 4017,
      message: 'Signed in on another device',
    });
    expect(notify).toHaveBeenCalledWith('Signed in on another device');
    // The login page shows the message it was sent with (a toast does not survive the page change).
    expect(loginTarget()).toEqual({ message: 'Signed in on another device', redirect: '/team?id=9' });
    expect(localStorage.getItem('share_token')).toBeNull();
    expect(localStorage.getItem('username')).toBeNull();
  });

  it.each([4011, 4012, 4017])(
    '%i on /uploader resolves the raw envelope: no toast, no redirect, nothing cleared',
    async (code) => {
      visit('/uploader/task?from=client');
      const reply = { code, message: 'not logged in', data: null };
      mockFetch(jsonReply(reply, 401));
      await expect(request<UploaderReply<{ id: number }>>({ url: '/x' })).resolves.toEqual(reply);
      expect(notify).not.toHaveBeenCalled();
      expect(navigate).not.toHaveBeenCalled();
      expect(localStorage.getItem('share_token')).toBe('member-token');
    },
  );
});

describe('share-token codes (spec §8)', () => {
  it.each([10003, 10004, 10005])(
    '%i: "please re-authorize" and /shareVideo keeping the query',
    async (code) => {
      visit('/shareScriptDetail?id=42&source=matrix');
      mockFetch(jsonReply({ code, message: 'token invalid', data: null }, 401));
      await expect(
        request({ url: '/member/video/mixed/share_web/info', method: 'GET' }),
      ).rejects.toMatchObject({ code, message: EN.reauthorize });
      expect(notify).toHaveBeenCalledWith(EN.reauthorize);
      expect(navigate).toHaveBeenCalledWith('/shareVideo?id=42&source=matrix');
    },
  );

  it('redirects to bare /shareVideo when the page has no query', async () => {
    visit('/shareScriptDetail');
    mockFetch(jsonReply({ code: 10004, message: '', data: null }, 401));
    await expect(request({ url: '/x' })).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenCalledWith('/shareVideo');
  });
});
