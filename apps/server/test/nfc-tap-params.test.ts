import { describe, expect, it } from 'vitest';
import { demoApp } from './distribution-helper';
import { hostOf } from './helper';
import { tapLanding } from './nfc-kit';

/** Where a tap on /n/<url> takes the phone (the page it answers with, or redirects to). */
async function landing(url: string) {
  const app = await demoApp();
  return tapLanding(await app.inject({ method: 'GET', url, headers: { host: hostOf('vidmatrix') } }));
}

describe('/n/<code> keeps the query of the tap URL (issue 26)', () => {
  it('a store-page card: ?language=en and every other parameter reach /PenCardPage', async () => {
    const to = await landing('/n/DEMO-CARD?language=en&utm_source=table%207&tag=a&tag=b');
    expect(to.pathname).toBe('/PenCardPage');
    expect([...to.searchParams]).toEqual([
      ['code', 'DEMO-CARD'],
      ['language', 'en'],
      ['utm_source', 'table 7'],
      ['tag', 'a'],
      ['tag', 'b'],
    ]);
  });

  it('an activity card: the parameters reach /distribution_auto', async () => {
    const to = await landing('/n/DEMO-NFC-01?language=es&from=poster');
    expect(to.pathname).toBe('/distribution_auto');
    expect(to.searchParams.get('nfc')).toBe('DEMO-NFC-01');
    expect(to.searchParams.get('language')).toBe('es');
    expect(to.searchParams.get('from')).toBe('poster');
  });

  it("the target's own parameters win: a tap URL cannot name another card or a status", async () => {
    const card = await landing('/n/DEMO-CARD?code=OTHER-CARD');
    expect(card.searchParams.getAll('code')).toEqual(['DEMO-CARD']);
    const refused = await landing('/n/NO-SUCH-CARD?code=0&message=fine&language=en');
    expect(refused.searchParams.getAll('code')).toEqual(['20005']);
    expect(refused.searchParams.getAll('message')).toEqual(['NFC card info not obtained']);
    expect(refused.searchParams.get('language')).toBe('en');
  });

  it('a tap without a query lands exactly as before', async () => {
    expect((await landing('/n/DEMO-CARD')).search).toBe('?code=DEMO-CARD');
  });
});
