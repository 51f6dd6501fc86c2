import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/demo/seed-auth';
import { en, fieldMessages, get, loginAs, post, registerMember } from './auth-kit';
import { C, createActivity, demoAdmin, getList, otherTeamAdmin, validActivity } from './console-kit';
import { demoApp } from './distribution-helper';
import { EMPTY_FUNNEL } from '@vidmatrix/contract/console';

describe('console activities: access', () => {
  it('no session → 4011; a plain member or an account without team → 40300', async () => {
    const app = await demoApp();
    expect((await getList(app, '')).code).toBe(4011);
    const member = await loginAs(app, DEMO_ACCOUNTS.member, DEMO_ACCOUNTS.password);
    expect((await getList(app, member)).code).toBe(40300);
    const loner = await registerMember(app);
    expect((await getList(app, loner.token)).code).toBe(40300);
  });

  it("another team's activity answers exactly like an unknown id", async () => {
    const app = await demoApp();
    const other = await otherTeamAdmin(app);
    const unknown = await get(app, `${C}/activity`, { id: '999999' }, { token: other });
    const foreign = await get(app, `${C}/activity`, { id: '1001' }, { token: other });
    expect(unknown.code).toBe(40400);
    expect({ ...foreign, raw: undefined }).toEqual({ ...unknown, raw: undefined });
    for (const [path, body] of [
      ['/activity/update', { ...validActivity, id: 1001 }],
      ['/activity/status', { id: 1001, action: 'end' }],
      ['/activity/videos/remove', { id: 1001, video_ids: [100101] }],
    ] as const) {
      expect((await post(app, `${C}${path}`, body, { token: other })).code).toBe(40400);
    }
    expect((await get(app, `${C}/activity/videos`, { id: '1001' }, { token: other })).code).toBe(40400);
    // The demo activity was not touched.
    const admin = await demoAdmin(app);
    expect((await get(app, `${C}/activity`, { id: '1001' }, { token: admin })).data.activity.status).toBe(
      'active',
    );
    // And the other team's list is empty.
    expect((await getList(app, other)).data).toMatchObject({ items: [], total: 0 });
  });
});

describe('console activities: create and edit', () => {
  it('creates an activity with normalised hashtags and shows it first in the list', async () => {
    const app = await demoApp();
    const token = await demoAdmin(app);
    const created = await createActivity(app, token);
    expect(created).toMatchObject({
      title: 'Spring tasting',
      status: 'active',
      platforms: ['douyin', 'wechat'],
      lock_seconds: 600,
      claim_limit: 2,
      hashtags: ['coffee', 'latte'],
      caption_template: '{title} at {store}',
      counts: { pool: 0, free: 0, locked: 0, published: 0, posted: 0 },
      funnel: EMPTY_FUNNEL,
    });
    const list = await getList(app, token, { page_size: '5' });
    expect(list.data.items[0].id).toBe(created.id);
    expect(list.data.total).toBeGreaterThanOrEqual(4);
    // The visitor page sees it at once.
    const info = await app.inject({
      method: 'GET',
      url: `/api/open/member/share_url_info?id=${created.id}`,
      headers: { host: 'vidmatrix.localhost:3000' },
    });
    expect(info.json().data.platforms).toEqual(['douyin', 'wechat']);
  });

  it('refuses invalid input with one clear message per field', async () => {
    const app = await demoApp();
    const token = await demoAdmin(app);
    const reply = await post(
      app,
      `${C}/activity/create`,
      {
        title: '  ',
        platforms: [],
        lock_seconds: 59,
        claim_limit: 0,
        store_id: null,
        hashtags: ['a'.repeat(21)],
        caption_template: 'Hello {name}',
      },
      { token, ...en },
    );
    expect(reply.code).toBe(40000);
    expect(fieldMessages(reply)).toEqual({
      title: 'Please enter the activity title',
      platforms: 'Choose at least one platform',
      lock_seconds: 'The lock time is 60 to 43200 seconds',
      claim_limit: 'The claim limit is a whole number of at least 1, or none',
      'hashtags.0': 'A hashtag has at most 20 characters',
      caption_template: 'The caption template may only use the placeholders {title} and {store}',
    });
    const many = await post(
      app,
      `${C}/activity/create`,
      { ...validActivity, hashtags: Array.from({ length: 11 }, (_, i) => `t${i}`), lock_seconds: 43_201 },
      { token, ...en },
    );
    expect(fieldMessages(many)).toEqual({
      hashtags: 'At most 10 hashtags',
      lock_seconds: 'The lock time is 60 to 43200 seconds',
    });
    const long = await post(
      app,
      `${C}/activity/create`,
      { ...validActivity, caption_template: 'x'.repeat(501) },
      { token },
    );
    expect(fieldMessages(long)).toEqual({ caption_template: '文案模板最多 500 个字' });
  });

  it('edits with a store of the team; another team’s store is refused', async () => {
    const app = await demoApp();
    const token = await demoAdmin(app);
    const created = await createActivity(app, token);
    const store = await post(
      app,
      `${C}/store/save`,
      { name: 'Riverside', city: 'Hangzhou', address: '1 River Rd', poi_name: 'Riverside café' },
      { token },
    );
    expect(store.code).toBe(0);
    const edited = await post(
      app,
      `${C}/activity/update`,
      { ...validActivity, id: created.id, title: 'Summer', claim_limit: null, store_id: store.data.store.id },
      { token },
    );
    expect(edited.data.activity).toMatchObject({
      title: 'Summer',
      claim_limit: null,
      store_name: 'Riverside',
      store: { city: 'Hangzhou', poi_name: 'Riverside café' },
    });
    const other = await otherTeamAdmin(app);
    const foreignStore = await post(app, `${C}/store/save`, { name: 'Theirs' }, { token: other });
    const refused = await post(
      app,
      `${C}/activity/update`,
      { ...validActivity, id: created.id, store_id: foreignStore.data.store.id },
      { token, ...en },
    );
    expect([refused.code, refused.message]).toEqual([40400, 'Your team has no such store']);
    const stores = await get(app, `${C}/stores`, {}, { token });
    expect(stores.data.items.map((s: { name: string }) => s.name)).toEqual(['Demo café', 'Riverside']);
  });
});

describe('console activities: status', () => {
  it('pauses, resumes and ends; ended is final and cannot be edited', async () => {
    const app = await demoApp();
    const token = await demoAdmin(app);
    const { id } = await createActivity(app, token);
    const status = async (action: string) =>
      post(app, `${C}/activity/status`, { id, action }, { token, ...en });

    expect((await status('pause')).data.activity.status).toBe('paused');
    // A paused activity refuses claims with the distribution code 20002.
    const claim = await app.inject({
      method: 'POST',
      url: '/api/member/browser_video/activity_log/fetch_video',
      payload: { activity_id: id },
      headers: { host: 'vidmatrix.localhost:3000', 'visitor-id': 'v-paused' },
    });
    expect(claim.json().code).toBe(20002);
    expect((await status('pause')).data.activity.status).toBe('paused');
    expect((await status('resume')).data.activity.status).toBe('active');
    expect((await status('end')).data.activity.status).toBe('ended');
    expect((await status('end')).data.activity.status).toBe('ended');

    const resume = await status('resume');
    expect([resume.status, resume.code, resume.message]).toEqual([
      409,
      40900,
      'This activity has ended and can no longer be changed',
    ]);
    const edit = await post(app, `${C}/activity/update`, { ...validActivity, id }, { token });
    expect(edit.code).toBe(40900);
    expect((await get(app, `${C}/activity`, { id: String(id) }, { token })).data.activity.status).toBe(
      'ended',
    );
  });
});
