import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { en, get, post } from './auth-kit';
import { C, createActivity, demoAdmin, otherTeamAdmin, validActivity } from './console-kit';
import { demoApp } from './distribution-helper';
import { tapLanding } from './nfc-kit';

/** Where /n/<code> takes the phone, as URL search parameters. */
async function tap(app: FastifyInstance, code: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/n/${code}?language=en`,
    headers: { host: 'vidmatrix.localhost:3000' },
  });
  const target = tapLanding(res);
  return { path: target.pathname, ...Object.fromEntries(target.searchParams) };
}

describe('console NFC cards', () => {
  it('lists the demo cards with their team, labels and activity', async () => {
    const app = await demoApp();
    const token = await demoAdmin(app);
    const list = await get(app, `${C}/nfc_cards`, { page_size: '100' }, { token });
    const card = list.data.items.find((c: { code: string }) => c.code === 'DEMO-NFC-01');
    expect(card).toMatchObject({
      label: 'Counter',
      activity_id: 1002,
      activity_title: 'Demo café — matrix',
      platform: 'wechat',
      status: 'enabled',
      path: '/n/DEMO-NFC-01',
    });
  });

  it('creates, binds, disables and unbinds a card; /n/<code> follows each step', async () => {
    const app = await demoApp();
    const token = await demoAdmin(app);
    const { id } = await createActivity(app, token, { ...validActivity, platforms: ['wechat', 'xhs'] });

    const created = await post(
      app,
      `${C}/nfc_cards/create`,
      { code: 'TABLE-7', label: 'Table 7' },
      { token },
    );
    expect(created.data.items).toEqual([
      expect.objectContaining({ code: 'TABLE-7', activity_id: null, status: 'enabled' }),
    ]);
    // Unbound: the tag leads to "NFC card info not obtained".
    expect(await tap(app, 'TABLE-7')).toMatchObject({ code: '20005', message: 'NFC card info not obtained' });

    const bound = await post(
      app,
      `${C}/nfc_cards/update`,
      { code: 'TABLE-7', activity_id: id, platform: 'xhs' },
      { token },
    );
    expect(bound.data.card).toMatchObject({
      activity_id: id,
      platform: 'xhs',
      activity_title: 'Spring tasting',
    });
    expect(await tap(app, 'TABLE-7')).toMatchObject({
      path: '/distribution_auto',
      id: String(id),
      activity_id: String(id),
      platform: 'xhs',
      nfc: 'TABLE-7',
      code: '0',
    });

    // A platform the activity does not serve is refused: the tag would lead to a refusing page.
    const wrong = await post(
      app,
      `${C}/nfc_cards/update`,
      { code: 'TABLE-7', platform: 'douyin' },
      { token, ...en },
    );
    expect([wrong.code, wrong.message]).toEqual([20006, 'This activity does not publish to this platform']);

    await post(app, `${C}/nfc_cards/update`, { code: 'TABLE-7', status: 'disabled' }, { token });
    expect(await tap(app, 'TABLE-7')).toMatchObject({
      code: '20005',
      message: 'This NFC card has been disabled',
    });
    await post(app, `${C}/nfc_cards/update`, { code: 'TABLE-7', status: 'enabled' }, { token });
    expect(await tap(app, 'TABLE-7')).toMatchObject({ code: '0' });

    const unbound = await post(
      app,
      `${C}/nfc_cards/update`,
      { code: 'TABLE-7', activity_id: null },
      { token },
    );
    expect(unbound.data.card.activity_id).toBeNull();
    expect(await tap(app, 'TABLE-7')).toMatchObject({ code: '20005' });
  });

  it('a taken code is 31010; random batches make distinct codes', async () => {
    const app = await demoApp();
    const token = await demoAdmin(app);
    const taken = await post(app, `${C}/nfc_cards/create`, { code: 'DEMO-NFC-01' }, { token, ...en });
    expect([taken.code, taken.message]).toEqual([31010, 'The card code DEMO-NFC-01 is already taken']);
    const batch = await post(app, `${C}/nfc_cards/create`, { count: 5, label: 'Batch' }, { token });
    const codes = batch.data.items.map((c: { code: string }) => c.code);
    expect(new Set(codes).size).toBe(5);
    for (const code of codes) expect(code).toMatch(/^NFC-[A-Z2-9]{10}$/);
    const both = await post(app, `${C}/nfc_cards/create`, { code: 'ABCD-1', count: 2 }, { token });
    expect(both.code).toBe(40000);
  });

  it("another team's cards and activities answer like unknown ones", async () => {
    const app = await demoApp();
    const other = await otherTeamAdmin(app);
    const update = await post(
      app,
      `${C}/nfc_cards/update`,
      { code: 'DEMO-NFC-01', status: 'disabled' },
      { token: other, ...en },
    );
    const unknown = await post(
      app,
      `${C}/nfc_cards/update`,
      { code: 'NO-SUCH-CARD', status: 'disabled' },
      { token: other, ...en },
    );
    expect([update.code, update.message]).toEqual([unknown.code, unknown.message]);
    expect(update.code).toBe(40400);
    expect(await tap(app, 'DEMO-NFC-01')).toMatchObject({ code: '0' });

    // Binding one's own card to the demo café's activity: "no such activity".
    await post(app, `${C}/nfc_cards/create`, { code: 'OTHER-1' }, { token: other });
    const bind = await post(
      app,
      `${C}/nfc_cards/update`,
      { code: 'OTHER-1', activity_id: 1002 },
      { token: other, ...en },
    );
    expect([bind.code, bind.message]).toEqual([40400, 'Your team has no such activity']);
    const list = await get(app, `${C}/nfc_cards`, {}, { token: other });
    expect(list.data.items.map((c: { code: string }) => c.code)).toEqual(['OTHER-1']);
  });
});
