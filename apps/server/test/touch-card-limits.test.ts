import { describe, expect, it } from 'vitest';
import { en, get, post } from './auth-kit';
import { demoAdmin } from './console-kit';
import { demoApp } from './distribution-helper';

// Issue 27 items 8 and 9: what sanitising would empty is refused, and every item field is bound
// to what its platform takes — one contract rule, answered in the caller's language.

const T = '/member/touch_card';

describe('touch-card field limits', () => {
  it('refuses a store title that is only markup, with a translated message', async () => {
    const app = await demoApp();
    const token = await demoAdmin(app);
    const save = (title: string, language = en) =>
      post(
        app,
        `${T}/config/update`,
        { code: 'DEMO-CARD', logo: 'demo/touch-card-logo.png', title, main_business: 'Coffee' },
        { token, ...language },
      );
    const refused = await save('<img src=x onerror=alert(1)>');
    expect(refused.code).toBe(40000);
    expect(refused.data.fields).toEqual([
      expect.objectContaining({
        path: 'title',
        message:
          'Only markup (such as <img>) was entered, which the store page would show as nothing: please enter text',
      }),
    ]);
    const zh = await save('<b></b>', { language: 'zh-CN' } as typeof en);
    expect(zh.data.fields[0].message).toBe('只填了网页标记（如 <img>），店铺页上会什么都不显示，请填写文字');
    // Markup around words still saves: the words are what the page shows.
    expect((await save('<b>Demo</b> café')).code).toBe(0);
  });

  it('bounds Wi-Fi names in bytes, passwords by security, and account ids by their platform', async () => {
    const app = await demoApp();
    const token = await demoAdmin(app);
    const cases: [Record<string, unknown>, string | null][] = [
      [{ kind: 'wifi', ssid: 'W'.repeat(200), password: 'coffee2026' }, 'ssid'],
      [{ kind: 'wifi', ssid: '咖啡馆咖啡馆咖啡馆咖啡馆', password: 'coffee2026' }, 'ssid'],
      [{ kind: 'wifi', ssid: 'Cafe', password: 'short' }, 'password'],
      [{ kind: 'wifi', ssid: 'Cafe', password: 'x'.repeat(64) }, 'password'],
      [{ kind: 'wifi', ssid: 'Cafe', password: 'short', security: 'WEP' }, null],
      [{ kind: 'wifi', ssid: 'Cafe', password: '', security: 'nopass' }, null],
      [{ kind: 'wifi', ssid: '咖啡馆 Guest', password: 'coffee2026' }, null],
      [{ kind: 'follow_channels', account_id: '😀'.repeat(50) }, 'account_id'],
      [{ kind: 'follow_channels', account_id: 'democafe' }, 'account_id'],
      [{ kind: 'follow_channels', account_id: 'sphDemoCafe01' }, null],
      [{ kind: 'follow_douyin', account_id: 'demo cafe!' }, 'account_id'],
      [{ kind: 'follow_douyin', account_id: 'demo_cafe.01' }, null],
      [{ kind: 'follow_kuaishou', account_id: 'x'.repeat(21) }, 'account_id'],
      [{ kind: 'follow_kuaishou', account_id: '' }, null],
    ];
    const items = await get(app, `${T}/config`, { code: 'DEMO-CARD' }, { token });
    const idOf = (kind: string) =>
      (items.data?.config?.items ?? []).find((i: { kind: string }) => i.kind === kind)?.id as number;
    for (const [item, failing] of cases) {
      const reply = await post(
        app,
        `${T}/items/update`,
        { code: 'DEMO-CARD', id: idOf(item.kind as string), item },
        { token, ...en },
      );
      const label = JSON.stringify(item);
      if (failing === null) expect(reply.code, `${label} ${JSON.stringify(reply.data)}`).toBe(0);
      else {
        expect(reply.code, label).toBe(40000);
        expect(
          reply.data.fields.map((f: { path: string }) => f.path.split('.').pop()),
          label,
        ).toContain(failing);
      }
    }
  });
});
