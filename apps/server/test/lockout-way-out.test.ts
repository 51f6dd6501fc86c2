import { beforeEach, describe, expect, it } from 'vitest';
import EN from '../src/locales/en.json' with { type: 'json' };
import SHARE_EN from '../src/locales/share/en.json' with { type: 'json' };
import {
  en,
  get,
  outboxCode,
  post,
  registerMember,
  sendCode,
  skipCooldown,
  uniqueIp,
  uniquePhone,
} from './auth-kit';
import { buildTestApp, startClearOfWindowEdge } from './helper';
import { call, demoAdmin, gatedLink, shareApp, WEB } from './share-kit';

/**
 * Issue 26: strangers' wrong passwords lock a share link or an account (the caps stay), and the
 * rightful owner has a way out — the console lifts a link's lock, an SMS code signs in — and
 * both refusals say when to retry.
 */

const withMinutes = (message: string, seconds: number) =>
  message.replace('{{minutes}}', String(Math.ceil(seconds / 60)));

describe('a locked account', () => {
  beforeEach(() => startClearOfWindowEdge(15 * 60 * 1000), 30_000);

  it('says when to retry, and its owner still signs in by SMS code, which lifts the lock', async () => {
    const app = await buildTestApp();
    const member = await registerMember(app);
    for (let i = 0; i < 10; i += 1) {
      await post(app, '/open/auth/login', { phone: member.phone, password: 'wrong-one' }, { ip: uniqueIp() });
    }
    const locked = await post(
      app,
      '/open/auth/login',
      { phone: member.phone, password: member.password },
      { ...en, ip: uniqueIp() },
    );
    expect(locked).toMatchObject({ status: 429, code: 42900 });
    const wait = locked.data.retry_after_s as number;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(locked.message).toBe(withMinutes(EN['auth.account_locked'], wait));

    await skipCooldown(member.phone);
    expect((await sendCode(app, member.phone, 'login')).code).toBe(0);
    const code = await outboxCode(app, member.phone);
    const wrong = await post(
      app,
      '/open/auth/login/sms',
      { phone: member.phone, code: code === '000000' ? '111111' : '000000' },
      en,
    );
    expect(wrong).toMatchObject({ code: 30003, message: EN['auth.code_invalid'] });
    const signedIn = await post(
      app,
      '/open/auth/login/sms',
      { phone: member.phone, code },
      { ip: uniqueIp() },
    );
    expect(signedIn.code).toBe(0);
    const me = await get(app, '/member/auth/me', {}, { token: signedIn.data.token });
    expect(me.data.user.phone).toBe(member.phone);
    // The phone is proven: the password works again at once.
    const again = await post(
      app,
      '/open/auth/login',
      { phone: member.phone, password: member.password },
      { ip: uniqueIp() },
    );
    expect(again.code).toBe(0);
  });

  it('sends no sign-in code to a phone without an account, and answers it like a wrong code', async () => {
    const app = await buildTestApp();
    const phone = uniquePhone();
    expect((await sendCode(app, phone, 'login')).code).toBe(0);
    expect((await get(app, '/dev/sms_outbox', { phone })).data.messages).toEqual([]);
    const reply = await post(app, '/open/auth/login/sms', { phone, code: '123456' }, en);
    expect(reply).toMatchObject({ code: 30003, message: EN['auth.code_invalid'] });
  });
});

describe('a locked share link', () => {
  beforeEach(() => startClearOfWindowEdge(15 * 60 * 1000), 30_000);

  it('says when to retry; its owner sees the lock in the console and lifts it', async () => {
    const app = await shareApp();
    const admin = await demoAdmin(app);
    const code = await gatedLink(app, admin);
    // Strangers, each from their own address: the link's own limit is what they use up.
    for (let i = 0; i < 5; i += 1) {
      await call(app, `${WEB}/passwd`, { body: { code, password: '0000' } });
    }
    const locked = await call(app, `${WEB}/passwd`, { body: { code, password: '4321' }, language: 'en' });
    expect(locked).toMatchObject({ status: 429, code: 42900 });
    const wait = locked.data.retry_after_s as number;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(locked.message).toBe(withMinutes(SHARE_EN['share.link_locked'], wait));

    const row = async () =>
      (await call(app, '/member/share/links', { token: admin })).data.items.find(
        (l: { code: string }) => l.code === code,
      );
    const before = await row();
    expect(before.lock.retry_after_s).toBeGreaterThan(0);
    expect(before.lock.retry_after_s).toBeLessThanOrEqual(15 * 60);

    // Another team cannot see or lift it: the link reads as unknown.
    const stranger = await registerMember(app);
    await call(app, '/member/team/create', { token: stranger.token, body: { name: 'Other shop' } });
    const theirs = await call(app, '/member/share/links/unlock', {
      token: stranger.token,
      body: { id: before.id },
      language: 'en',
    });
    expect(theirs).toMatchObject({ code: 40400, message: SHARE_EN['share.link_not_found'] });
    expect((await row()).lock).not.toBeNull();
    const anonymous = await call(app, '/member/share/links/unlock', { body: { id: before.id } });
    expect(anonymous.code).toBe(4011);

    const lifted = await call(app, '/member/share/links/unlock', { token: admin, body: { id: before.id } });
    expect(lifted.code).toBe(0);
    expect(lifted.data.link).toMatchObject({ id: before.id, lock: null });
    expect((await row()).lock).toBeNull();
    const opened = await call(app, `${WEB}/passwd`, { body: { code, password: '4321' } });
    expect(opened.code).toBe(0);
    expect(opened.data.share_video_token).toEqual(expect.any(String));
  });
});
