import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/demo/seed-auth';
import { loginAs, registerMember } from './auth-kit';
import { call, createLink, demoAdmin, shareApp, WEB } from './share-kit';

const en = 'en';

describe('console: share links', () => {
  it('creates a password link, lists it with state and downloads, ends it early', async () => {
    const app = await shareApp();
    const admin = await demoAdmin(app);
    const created = await createLink(app, admin, {
      kind: 'videos',
      video_ids: [100113, 100114, 100113],
      expiry: { unit: 'hours', amount: 2 },
      password: '2468',
    });
    expect(created.password).toBe('2468');
    expect(created.link).toMatchObject({
      kind: 'videos',
      state: 'valid',
      has_password: true,
      video_count: 2,
      downloads: 0,
      path: `/shareVideo?code=${created.link.code}`,
    });
    expect(created.link.code).toMatch(/^[A-Za-z0-9]{12}$/);

    const token = (await call(app, `${WEB}/passwd`, { body: { code: created.link.code, password: '2468' } }))
      .data.share_video_token as string;
    await call(app, `${WEB}/download`, { shareToken: token, body: { video_id: 100114 } });

    const list = await call(app, '/member/share/links', { token: admin });
    const row = list.data.items.find((l: { id: number }) => l.id === created.link.id);
    expect(row).toMatchObject({ downloads: 1, state: 'valid' });
    // The demo links are there too, each in its state.
    const states = Object.fromEntries(
      list.data.items.map((l: { code: string; state: string }) => [l.code, l.state]),
    );
    expect(states).toMatchObject({
      'DEMO-SHARE': 'permanent',
      'DEMO-SHARE-EXPIRED': 'expired',
      'DEMO-SHARE-OPEN': 'permanent',
    });

    const ended = await call(app, '/member/share/links/end', { token: admin, body: { id: created.link.id } });
    expect(ended.data.link).toMatchObject({ state: 'ended' });
    expect(ended.data.link.ended_at).not.toBeNull();
  });

  it("refuses other teams' videos, scripts and links exactly like unknown ids", async () => {
    const app = await shareApp();
    const admin = await demoAdmin(app);
    const stranger = await registerMember(app);
    await call(app, '/member/team/create', { token: stranger.token, body: { name: 'Other shop' } });

    const theirs = await call(app, '/member/share/links/create', {
      token: stranger.token,
      body: { kind: 'videos', video_ids: [100101], expiry: { unit: 'permanent' } },
    });
    expect(theirs.code).toBe(40400);
    const script = await call(app, '/member/share/links/create', {
      token: stranger.token,
      body: { kind: 'script', script_id: 3001, expiry: { unit: 'permanent' } },
    });
    expect(script.code).toBe(40400);
    const mine = await createLink(app, admin, {
      kind: 'videos',
      video_ids: [100115],
      expiry: { unit: 'permanent' },
    });
    const end = await call(app, '/member/share/links/end', {
      token: stranger.token,
      body: { id: mine.link.id },
    });
    expect(end.code).toBe(40400);
    expect((await call(app, '/member/share/links', { token: stranger.token })).data).toEqual({
      items: [],
      total: 0,
    });
    const videos = await call(app, '/member/share/sources/videos', {
      token: stranger.token,
      query: { activity_id: '1001' },
    });
    expect(videos.data.items).toEqual([]);
  });

  it('a member without the merchant or administrator role gets 40300', async () => {
    const app = await shareApp();
    const member = await loginAs(app, DEMO_ACCOUNTS.member, DEMO_ACCOUNTS.password);
    expect((await call(app, '/member/share/links', { token: member })).code).toBe(40300);
    expect(
      (
        await call(app, '/member/share/policy/update', {
          token: member,
          body: { password_required: true, max_expiry_minutes: null },
        })
      ).code,
    ).toBe(40300);
    expect((await call(app, '/member/share/links')).code).toBe(4011);
  });

  it('validates expiry and password', async () => {
    const app = await shareApp();
    const admin = await demoAdmin(app);
    const reply = await call(app, '/member/share/links/create', {
      token: admin,
      language: en,
      body: { kind: 'videos', video_ids: [], expiry: { unit: 'days' }, password: '12345' },
    });
    expect(reply.code).toBe(40000);
    const fields = Object.fromEntries(
      reply.data.fields.map((f: { path: string; message: string }) => [f.path, f.message]),
    );
    expect(fields).toMatchObject({
      'expiry.amount': 'Enter how long the link stays valid',
      password: 'The share password must be 4 digits',
    });
    const tooLong = await call(app, '/member/share/links/create', {
      token: admin,
      language: en,
      body: { kind: 'videos', video_ids: [100101], expiry: { unit: 'days', amount: 400 } },
    });
    expect(tooLong.data.fields).toEqual([
      { path: 'expiry.amount', message: 'At most one year; choose permanent for longer' },
    ]);
  });

  it('lists what the team can share: activities with video counts, the videos of one, its scripts', async () => {
    const app = await shareApp();
    const admin = await demoAdmin(app);
    const sources = await call(app, '/member/share/sources', { token: admin });
    const counts = Object.fromEntries(
      sources.data.activities.map((a: { id: number; video_count: number }) => [a.id, a.video_count]),
    );
    expect(counts).toMatchObject({ 1001: 30, 1002: 12 });
    expect(sources.data.scripts.map((s: { id: number }) => s.id)).toContain(3001);
    const videos = await call(app, '/member/share/sources/videos', {
      token: admin,
      query: { activity_id: '1002' },
    });
    expect(videos.data.items).toHaveLength(12);
    expect(videos.data.items[0]).toMatchObject({ id: 100201 });
  });
});

describe('console: team policy', () => {
  it('an administrator makes passwords mandatory and caps the expiry; creating obeys it (32003)', async () => {
    const app = await shareApp();
    const admin = await demoAdmin(app);
    expect((await call(app, '/member/share/policy', { token: admin })).data).toEqual({
      policy: { password_required: false, max_expiry_minutes: null },
      editable: true,
    });
    const set = await call(app, '/member/share/policy/update', {
      token: admin,
      body: { password_required: true, max_expiry_minutes: 60 },
    });
    expect(set.data.policy).toEqual({ password_required: true, max_expiry_minutes: 60 });

    const create = (body: Record<string, unknown>) =>
      call(app, '/member/share/links/create', {
        token: admin,
        language: en,
        body: { kind: 'videos', video_ids: [100116], ...body },
      });
    const noPassword = await create({ expiry: { unit: 'minutes', amount: 30 } });
    expect(noPassword).toMatchObject({ status: 400, code: 32003, data: { reason: 'password_required' } });
    expect(noPassword.message).toBe('Your team requires a password on every share link');
    const tooLong = await create({ expiry: { unit: 'days', amount: 1 }, password: '1357' });
    expect(tooLong).toMatchObject({
      code: 32003,
      data: { reason: 'expiry_too_long', max_expiry_minutes: 60 },
    });
    expect(tooLong.message).toBe('Your team allows share links of at most 60 minutes');
    expect((await create({ expiry: { unit: 'permanent' }, password: '1357' })).code).toBe(32003);
    expect((await create({ expiry: { unit: 'hours', amount: 1 }, password: '1357' })).code).toBe(0);

    // Lifted again: permanent links without a password are fine.
    await call(app, '/member/share/policy/update', {
      token: admin,
      body: { password_required: false, max_expiry_minutes: null },
    });
    expect((await create({ expiry: { unit: 'permanent' } })).code).toBe(0);
  });
});
