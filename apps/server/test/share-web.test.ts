import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { shareLinks } from '../src/modules/share/schema';
import { DEMO_SHARES } from '../src/demo/seed-share';
import { issueToken } from '../src/modules/share/token';
import { startClearOfWindowEdge, testConfig } from './helper';
import { testDatabase } from './test-database';
import { call, createLink, demoAdmin, gatedLink, shareApp, unlock, WEB } from './share-kit';

const secret = testConfig().SHARE_SECRET!;
const en = 'en';

describe('share_web: link states', () => {
  it('an open link hands out a token at once; page and info list its videos with store and counts', async () => {
    const app = await shareApp();
    const state = await call(app, `${WEB}/link_code`, { query: { code: DEMO_SHARES.open } });
    expect(state.data).toMatchObject({
      code: DEMO_SHARES.open,
      kind: 'videos',
      password_required: false,
      permanent: true,
      expires_at: null,
    });
    const token = state.data.share_video_token as string;
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);

    const page = await call(app, `${WEB}/page`, { query: { page: '1', page_size: '2' }, shareToken: token });
    expect(page.code).toBe(0);
    expect(page.data).toMatchObject({ total: 4, page: 1, page_size: 2, permanent: true });
    expect(page.data.items).toHaveLength(2);
    expect(page.data.items[0]).toMatchObject({
      number: 1,
      video_id: 100106,
      download_count: 0,
      store: { city: '上海市', district: '静安区', poi_name: 'Demo café（南京西路店）' },
    });
    expect(page.data.items[0].url).toMatch(/^http:\/\/vidmatrix\.localhost:3000\/media\/demo\//);
    const second = await call(app, `${WEB}/page`, {
      query: { page: '2', page_size: '2' },
      shareToken: token,
    });
    expect(second.data.items.map((v: { number: number }) => v.number)).toEqual([3, 4]);

    const info = await call(app, `${WEB}/info`, { shareToken: token });
    expect(info.data).toMatchObject({
      kind: 'videos',
      team_name: 'Demo café',
      brand_name: 'Vidmatrix',
      count: 4,
      permanent: true,
      script: null,
    });
  });

  it('a password-gated link: wrong password tells the tries left, the right one unlocks it', async () => {
    const app = await shareApp();
    const state = await call(app, `${WEB}/link_code`, { query: { code: DEMO_SHARES.protected } });
    expect(state.data).toMatchObject({ password_required: true, share_video_token: null, permanent: true });

    const ip = '10.99.0.1';
    const wrong = await call(app, `${WEB}/passwd`, {
      body: { code: DEMO_SHARES.protected, password: '0000' },
      ip,
      language: en,
    });
    expect(wrong).toMatchObject({ status: 400, code: 32002, data: { tries_left: 4 } });
    expect(wrong.message).toBe('Wrong password; 4 tries left');

    const right = await call(app, `${WEB}/passwd`, {
      body: { code: DEMO_SHARES.protected, password: '1234' },
      ip,
    });
    expect(right.code).toBe(0);
    expect(right.data).toMatchObject({ kind: 'videos', permanent: true, expires_at: null });
    const token = right.data.share_video_token as string;
    const page = await call(app, `${WEB}/page`, { shareToken: token });
    expect(page.data.items.map((v: { video_id: number }) => v.video_id)).toEqual([100101, 100102, 100103]);

    // Reloading the unlocked page: link_code recognises the token of this very link.
    const again = await call(app, `${WEB}/link_code`, {
      query: { code: DEMO_SHARES.protected },
      shareToken: token,
    });
    expect(again.data.share_video_token).toBe(token);
    const other = await unlock(app, DEMO_SHARES.open);
    const foreign = await call(app, `${WEB}/link_code`, {
      query: { code: DEMO_SHARES.protected },
      shareToken: other,
    });
    expect(foreign.data.share_video_token).toBeNull();
  });

  it('a password that is not 4 digits is invalid input', async () => {
    const app = await shareApp();
    const reply = await call(app, `${WEB}/passwd`, {
      body: { code: DEMO_SHARES.protected, password: '12a' },
      language: en,
    });
    expect(reply.code).toBe(40000);
    expect(reply.data.fields).toEqual([{ path: 'password', message: 'The share password must be 4 digits' }]);
  });

  it('expired, unknown and other-brand links all answer 32001 "expired or does not exist"', async () => {
    const app = await shareApp();
    for (const [code, brand] of [
      [DEMO_SHARES.expired, 'vidmatrix'],
      ['NO-SUCH-LINK', 'vidmatrix'],
      [DEMO_SHARES.open, 'jia'],
    ] as const) {
      const reply = await call(app, `${WEB}/link_code`, { query: { code }, brand, language: en });
      expect(reply, code).toMatchObject({ status: 410, code: 32001 });
      expect(reply.message).toBe('The link has expired or does not exist; please contact the administrator');
    }
    const passwd = await call(app, `${WEB}/passwd`, {
      body: { code: DEMO_SHARES.expired, password: '1234' },
    });
    expect(passwd.code).toBe(32001);
  });

  it('a timed link shows its expiry; its token never outlives it; once past, 32001 and 10004', async () => {
    const app = await shareApp();
    const admin = await demoAdmin(app);
    const { link } = await createLink(app, admin, {
      kind: 'videos',
      video_ids: [100110],
      expiry: { unit: 'minutes', amount: 30 },
    });
    const state = await call(app, `${WEB}/link_code`, { query: { code: link.code } });
    expect(state.data.permanent).toBe(false);
    const expiresAt = Date.parse(state.data.expires_at);
    expect(expiresAt - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(Date.parse(state.data.token_expires_at)).toBeLessThanOrEqual(expiresAt);

    const { db } = await testDatabase();
    await db
      .update(shareLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(shareLinks.id, link.id));
    expect((await call(app, `${WEB}/link_code`, { query: { code: link.code } })).code).toBe(32001);
    expect((await call(app, `${WEB}/page`, { shareToken: state.data.share_video_token })).code).toBe(10004);
  });

  it('an ended link answers 32001 and its tokens 10003', async () => {
    const app = await shareApp();
    const admin = await demoAdmin(app);
    const { link } = await createLink(app, admin, {
      kind: 'videos',
      video_ids: [100111],
      expiry: { unit: 'permanent' },
    });
    const token = await unlock(app, link.code);
    expect((await call(app, `${WEB}/info`, { shareToken: token })).code).toBe(0);
    const ended = await call(app, '/member/share/links/end', { token: admin, body: { id: link.id } });
    expect(ended.data.link.state).toBe('ended');
    expect((await call(app, `${WEB}/link_code`, { query: { code: link.code } })).code).toBe(32001);
    expect((await call(app, `${WEB}/info`, { shareToken: token })).code).toBe(10003);
  });
});

describe('share_web: the share-video-token header', () => {
  it('missing → 10005, forged or another brand → 10003, expired → 10004', async () => {
    const app = await shareApp();
    const good = await unlock(app, DEMO_SHARES.open);
    const linkId = (await testDatabase()).db
      .select({ id: shareLinks.id })
      .from(shareLinks)
      .where(eq(shareLinks.code, DEMO_SHARES.open));
    const [{ id }] = (await linkId) as [{ id: number }];

    const missing = await call(app, `${WEB}/page`);
    expect(missing).toMatchObject({ status: 401, code: 10005 });
    const [body, signature] = good.split('.');
    const tampered = `${Buffer.from(JSON.stringify({ l: id + 1, b: 'vidmatrix', e: 9e9 })).toString('base64url')}.${signature}`;
    for (const token of [
      tampered,
      `${body}.AAAA`,
      'garbage',
      issueToken('another-secret-of-16+', id, 'vidmatrix', new Date(9e12)),
    ]) {
      expect((await call(app, `${WEB}/page`, { shareToken: token })).code, token).toBe(10003);
    }
    // Valid signature, but for another brand's host.
    expect((await call(app, `${WEB}/info`, { shareToken: good, brand: 'jia' })).code).toBe(10003);
    const expired = issueToken(secret, id, 'vidmatrix', new Date(Date.now() - 1000));
    expect(
      (await call(app, `${WEB}/download`, { shareToken: expired, body: { video_id: 100106 } })).code,
    ).toBe(10004);
  });
});

describe('share_web: the spellings the call names suggest', () => {
  it('takes link_code for code, passwd for password and mixed_video_id for video_id', async () => {
    const app = await shareApp();
    // A link of its own: the demo links' counts are asserted elsewhere in this file.
    const { link } = await createLink(app, await demoAdmin(app), {
      kind: 'videos',
      video_ids: [100113],
      expiry: { unit: 'days', amount: 1 },
      password: '2468',
    });
    const state = await call(app, `${WEB}/link_code`, { query: { link_code: link.code } });
    expect(state.data).toMatchObject({ code: link.code, password_required: true });
    const granted = await call(app, `${WEB}/passwd`, {
      body: { link_code: link.code, passwd: '2468' },
      ip: '10.97.0.1',
    });
    expect(granted.code).toBe(0);
    const download = await call(app, `${WEB}/download`, {
      body: { mixed_video_id: 100113 },
      shareToken: granted.data.share_video_token as string,
    });
    expect(download.data).toMatchObject({ video_id: 100113, download_count: 1 });
    const missing = await call(app, `${WEB}/link_code`, { query: {}, language: en });
    expect(missing).toMatchObject({ status: 400, code: 40000 });
    expect(JSON.stringify(missing.data)).toContain('The share link code is required');
  });
});

describe('share_web: brute force', () => {
  beforeEach(() => startClearOfWindowEdge(15 * 60 * 1000), 30_000);

  it('per link: 5 wrong passwords from anywhere lock the link for the window, even the right one', async () => {
    const app = await shareApp();
    const code = await gatedLink(app, await demoAdmin(app));
    for (let i = 1; i <= 5; i++) {
      const reply = await call(app, `${WEB}/passwd`, {
        body: { code, password: '0000' },
        ip: `10.98.1.${i}`,
      });
      expect(reply.data.tries_left).toBe(5 - i);
    }
    const locked = await call(app, `${WEB}/passwd`, {
      body: { code, password: '4321' },
      ip: '10.98.1.99',
      language: en,
    });
    expect(locked).toMatchObject({ status: 429, code: 42900 });
    expect(locked.data.retry_after_s).toBeGreaterThan(0);
    expect(locked.data.retry_after_s).toBeLessThanOrEqual(15 * 60);
    // The link's own lock: its holders are told when, and that its owner can lift it sooner.
    expect(locked.message).toMatch(
      /^This link is locked after too many wrong passwords; try again in \d+ min, or ask its owner to unlock it$/,
    );
  });

  it('per IP: 5 wrong passwords over several links lock that IP out of every link', async () => {
    const app = await shareApp();
    const admin = await demoAdmin(app);
    const [a, b, c] = [await gatedLink(app, admin), await gatedLink(app, admin), await gatedLink(app, admin)];
    const ip = '10.98.2.1';
    for (const code of [a, a, a, b, b])
      await call(app, `${WEB}/passwd`, { body: { code, password: '1111' }, ip });
    const own = await call(app, `${WEB}/passwd`, { body: { code: c, password: '4321' }, ip, language: en });
    // Their own tries are used up: waiting helps, the owner's unlock would not.
    expect(own).toMatchObject({ code: 42900 });
    expect(own.message).toMatch(/^Too many wrong passwords; please try again in \d+ min$/);
    // Another visitor of link c is not affected.
    expect(
      (await call(app, `${WEB}/passwd`, { body: { code: c, password: '4321' }, ip: '10.98.2.2' })).code,
    ).toBe(0);
  });
});

describe('share_web: downloads', () => {
  it('counts each download atomically and answers the download address', async () => {
    const app = await shareApp();
    const token = await unlock(app, DEMO_SHARES.protected, '1234');
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(app, `${WEB}/download`, { shareToken: token, body: { video_id: 100102 } }),
      ),
    );
    expect(replies.map((r) => r.data.download_count).sort()).toEqual([1, 2, 3, 4, 5]);
    const url = replies[0]!.data.download_url as string;
    expect(url).toMatch(/^http:\/\/vidmatrix\.localhost:3000\/media\/download\/100102\?e=\d+&s=[\w-]{22}$/);
    // The signed address opens the video on this brand's host (and only there).
    const path = url.replace('http://vidmatrix.localhost:3000', '');
    const saved = await app.inject({
      url: path,
      headers: { host: 'vidmatrix.localhost:3000', range: 'bytes=0-9' },
    });
    expect(saved.statusCode).toBe(206);
    expect((await app.inject({ url: path, headers: { host: 'jia.localhost:3000' } })).statusCode).toBe(404);
    const page = await call(app, `${WEB}/page`, { shareToken: token });
    expect(page.data.items.map((v: { download_count: number }) => v.download_count)).toEqual([0, 5, 0]);
    // A video outside the link is unknown to it.
    const outside = await call(app, `${WEB}/download`, { shareToken: token, body: { video_id: 100120 } });
    expect(outside.code).toBe(40400);
  });
});

describe('share_web: script links', () => {
  it('DEMO-SCRIPT gives the script in info and no videos', async () => {
    const app = await shareApp();
    const token = await unlock(app, DEMO_SHARES.script);
    const info = await call(app, `${WEB}/info`, { shareToken: token });
    expect(info.data).toMatchObject({
      kind: 'script',
      count: 0,
      script: { id: DEMO_SHARES.scriptId, type: 'shot' },
    });
    expect(info.data.script.shots.length).toBeGreaterThan(0);
    expect((await call(app, `${WEB}/page`, { shareToken: token })).data.items).toEqual([]);
  });
});
