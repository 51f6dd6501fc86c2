import { describe, expect, it } from 'vitest';
import { storeHeaderMarkup } from '../src/web/first-screens';
import { hostOf } from './helper';
import { shareApp } from './share-kit';

/**
 * The store page's header, painted from its HTML (web/brand-pages.ts, decision 019): the logo the
 * visitor endpoint answers, the title and business line, then the cover script that starts the
 * app once the logo is in. Only for a card that opens a store page on this brand's host (the
 * visitor endpoint's own lookup, repo.visitorPage; the demo team's cards open on every brand).
 */
const HEADER =
  /<div id="boot-cover" class="app-store"><img class="app-store-logo" src="([^"]+)" alt="" fetchpriority="high"><div class="app-store-title">([^<]*)<\/div><div class="app-store-business">([^<]*)<\/div><\/div>/;

async function body(url: string, host = 'vidmatrix') {
  const app = await shareApp();
  const res = await app.inject({ url, headers: { host: hostOf(host) } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe('the store page header in the HTML', () => {
  it.each(['/PenCardPage?code=DEMO-CARD', '/n/DEMO-CARD'])(
    '%s carries the card’s logo, title and business line; the app starts after the logo',
    async (url) => {
      const app = await shareApp();
      const card = await app.inject({
        url: '/api/open/touch_card/page?code=DEMO-CARD',
        headers: { host: hostOf('vidmatrix') },
      });
      const { logo_url: logo } = (card.json() as { data: { card: { logo_url: string } } }).data.card;

      const html = await body(url);
      const header = HEADER.exec(html);
      expect(header?.slice(1)).toEqual([logo, 'Demo café', 'Specialty coffee and fresh pastries']);
      expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${logo}">`);
      expect(html.indexOf(header![0])).toBeGreaterThan(html.indexOf('<div id="root">'));
      // The entry is left to the cover script after the header.
      expect(html).not.toContain('<script type="module"');
      expect(html.indexOf('<script data-start=')).toBeGreaterThan(html.indexOf(header![0]));
    },
  );

  it.each([
    ['an unknown card', '/PenCardPage?code=NO-SUCH-CARD', 'vidmatrix'],
    ['a code that cannot be one', '/PenCardPage?code=%00%3Cx%3E', 'vidmatrix'],
    ['a repeated code', '/PenCardPage?code=DEMO-CARD&code=DEMO-CARD', 'vidmatrix'],
    ['another page', '/AddWxPage?code=DEMO-CARD', 'vidmatrix'],
  ])('%s gets the plain page', async (_, url, host) => {
    const html = await body(url, host);
    expect(html).not.toContain('boot-cover');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
  });

  it('writes the card’s texts as text', () => {
    expect(storeHeaderMarkup({ logoUrl: '/x.png', title: '<b>"A&B"</b>', business: '' })).toBe(
      '<div class="app-store-title">&lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt;</div>',
    );
  });
});
