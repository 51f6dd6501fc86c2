import { brandByKey } from '@vidmatrix/brands/resolve-brand';
import { describe, expect, it } from 'vitest';
import { withSharePreview } from '../src/web/web-html';
import { buildTestApp, hostOf } from './helper';

async function page(brand: string, url: string) {
  const app = await buildTestApp();
  const res = await app.inject({ method: 'GET', url, headers: { host: hostOf(brand) } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

const meta = (html: string, name: string) =>
  html.match(new RegExp(`<meta (?:property|itemprop|name)="${name}" content="([^"]*)">`))?.[1];

describe('link previews of the share pages', () => {
  it("carry the host brand's own title, description and absolute image, never another brand's", async () => {
    const jia = await page('jia', '/shareVideo?code=DEMO-SHARE');
    expect(meta(jia, 'og:title')).toBe('Jia · 视频分享');
    expect(meta(jia, 'og:site_name')).toBe('Jia');
    expect(meta(jia, 'og:image')).toBe('http://jia.localhost:3000/brand/share-512.png');
    expect(meta(jia, 'og:image:type')).toBe('image/png');
    expect(meta(jia, 'itemprop')).toBeUndefined();
    expect(meta(jia, 'name')).toBe('Jia · 视频分享');
    expect(meta(jia, 'image')).toBe('http://jia.localhost:3000/brand/share-512.png');
    expect(meta(jia, 'og:url')).toBe('http://jia.localhost:3000/shareVideo?code=DEMO-SHARE');
    expect(jia).toContain('<title>Jia · 视频分享</title>');
    expect(jia).not.toMatch(/Vidmatrix/);

    const script = await page('vidmatrix', '/shareScriptDetail?code=DEMO-SCRIPT&language=es');
    expect(meta(script, 'og:title')).toBe('Vidmatrix · Guion compartido');
    expect(meta(script, 'og:image')).toBe('http://vidmatrix.localhost:3000/brand/share-512.png');
  });

  it('abroad brands preview in English; non-public pages get no preview', async () => {
    const abroad = await page('abroad', '/shareVideo?code=x');
    expect(meta(abroad, 'og:description')).toBe(
      'Vidmatrix Global shared some videos with you: open to watch and download them.',
    );
    expect(meta(await page('jia', '/login'), 'og:title')).toBeUndefined();
  });

  it('escapes what it echoes from the URL', () => {
    const html = withSharePreview('<head><title>x</title></head>', brandByKey('jia')!, {
      url: 'http://jia.localhost/shareVideo?code="><script>alert(1)</script>',
      origin: 'http://jia.localhost',
      image: 'http://jia.localhost/brand/share-512.png',
      title: 'a & b',
      description: '<b>',
    });
    expect(meta(html, 'og:url')).toBe(
      'http://jia.localhost/shareVideo?code=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(html).toContain('<title>a &amp; b</title>');
    expect(html).not.toContain('<script>');
  });
});
