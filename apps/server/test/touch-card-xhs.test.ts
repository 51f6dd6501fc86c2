import { describe, expect, it } from 'vitest';
import { en, get, post } from './auth-kit';
import { demoAdmin } from './console-kit';
import { demoApp } from './distribution-helper';

// Issue 27: following the shop on Xiaohongshu. The item takes the account id a customer searches
// (the profile link's user id is not one), the link opens the profile; either may be missing.
const T = '/member/touch_card';
const LINK = 'https://www.xiaohongshu.com/user/profile/5f3a0c1e000000000101d2f1';

interface PublicItem {
  kind: string;
  configured: boolean;
  account_id: string;
  app_url: string | null;
  web_url: string | null;
}

const xhsItem = async (app: Awaited<ReturnType<typeof demoApp>>, code: string): Promise<PublicItem> => {
  const page = await get(app, '/open/touch_card/page', { code });
  expect(page.code).toBe(0);
  return page.data.card.items.find((i: PublicItem) => i.kind === 'follow_xhs');
};

describe('touch cards: follow on Xiaohongshu', { timeout: 60_000 }, () => {
  it('DEMO-CARD shows its Xiaohongshu id, the profile in the app and on the web', async () => {
    const app = await demoApp();
    expect(await xhsItem(app, 'DEMO-CARD')).toEqual(
      expect.objectContaining({
        configured: true,
        account_id: 'democafe_sh',
        app_url: 'xhsdiscover://user/5f3a0c1e000000000101d2f1',
        web_url: LINK,
      }),
    );
  });

  it('takes the id, the link or both; refuses neither and an id no one can search', async () => {
    const app = await demoApp();
    const token = await demoAdmin(app);
    const code = 'TC-XHS1';
    expect((await post(app, '/member/console/nfc_cards/create', { code, label: code }, { token })).code).toBe(
      0,
    );
    const saved = await post(
      app,
      `${T}/config/update`,
      { code, logo: 'demo/touch-card-logo.png', title: 'Shop', main_business: 'Noodles' },
      { token },
    );
    expect(saved.code).toBe(0);
    const add = (item: Record<string, unknown>) =>
      post(app, `${T}/items/add`, { code, item: { kind: 'follow_xhs', ...item } }, { token, ...en });

    const neither = await add({});
    expect(neither.code).toBe(40000);
    expect(neither.data.fields).toEqual([
      expect.objectContaining({ path: 'item.account_id', message: 'Enter the Xiaohongshu id' }),
    ]);
    const garbled = await add({ account_id: '小红书 😀', link: LINK });
    expect(garbled.code).toBe(40000);
    expect(garbled.data.fields).toEqual([
      expect.objectContaining({
        path: 'item.account_id',
        message: 'A Xiaohongshu id has 5–24 letters, digits, “_” or “.”',
      }),
    ]);

    const idOnly = await add({ account_id: ' 95271234 ' });
    expect(idOnly.code).toBe(0);
    expect(idOnly.data.config.items).toEqual([
      expect.objectContaining({ kind: 'follow_xhs', account_id: '95271234', link: '' }),
    ]);
    expect(await xhsItem(app, code)).toEqual(
      expect.objectContaining({ configured: true, account_id: '95271234', app_url: null, web_url: null }),
    );

    const id = idOnly.data.config.items[0].id;
    const both = await post(
      app,
      `${T}/items/update`,
      { code, id, item: { kind: 'follow_xhs', account_id: 'noodle.bar_1', link: LINK } },
      { token },
    );
    expect(both.code).toBe(0);
    expect(await xhsItem(app, code)).toEqual(
      expect.objectContaining({ account_id: 'noodle.bar_1', web_url: LINK }),
    );
  });
});
