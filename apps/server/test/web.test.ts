import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp, hostOf } from './helper';

/** The brand's name as the page title, alone or before the page's own preview title. */
const brandTitle = (name: string) => new RegExp(`<title>${name}( · [^<]*)?</title>`);

describe('index.html per brand', () => {
  it.each([
    ['jia', 'Jia', '#e11d48'],
    ['greatok', 'GreaTok', '#db2777'],
  ])(
    '%s.localhost gets its own title, icons, manifest, theme colour and __BRAND__',
    async (key, name, color) => {
      const app = await buildTestApp();
      const res = await app.inject({ url: '/', headers: { host: hostOf(key) } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const html = res.body;
      // Public pages carry their link-preview title after the brand's name (decision 028).
      expect(html).toMatch(brandTitle(name));
      expect(html).toContain('<link rel="icon" href="/brand/favicon.svg" type="image/svg+xml">');
      expect(html).toContain('<link rel="apple-touch-icon" sizes="192x192" href="/brand/icon-192.png">');
      expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
      expect(html).toContain(`<meta name="theme-color" content="${color}">`);
      const brand = JSON.parse(/window\.__BRAND__=(.*?)<\/script>/.exec(html)![1]!);
      expect(brand.key).toBe(key);
      expect(html).not.toContain('<!--app-head-->');
      expect(html).toContain('<html lang="zh-CN">');
    },
  );

  it('resolves production hosts and falls back to the default brand for unknown ones', async () => {
    const app = await buildTestApp();
    const prod = await app.inject({ url: '/', headers: { host: 'www.jia-video.cn' } });
    const unknown = await app.inject({ url: '/', headers: { host: 'evil.example.com' } });
    expect(prod.body).toMatch(brandTitle('Jia'));
    expect(unknown.body).toMatch(brandTitle('Vidmatrix'));
  });

  it('answers any unknown page path with the brand index.html (the web app shows its no-data page)', async () => {
    const app = await buildTestApp();
    for (const url of ['/distribution_video?id=3', '/no/such/page', '/a.b/c']) {
      const res = await app.inject({ url, headers: { host: hostOf('cckai') } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toMatch(brandTitle('CCKAI'));
    }
  });

  it('sets <html lang> from a valid language query parameter only', async () => {
    const app = await buildTestApp();
    const en = await app.inject({ url: '/?language=en' });
    const pt = await app.inject({ url: '/x?language=pt' });
    const bad = await app.inject({ url: '/?language=klingon' });
    expect(en.body).toContain('<html lang="en">');
    expect(pt.body).toContain('<html lang="pt-BR">');
    expect(bad.body).toContain('<html lang="zh-CN">');
  });

  it('answers a malformed URL with a 400 envelope', async () => {
    const app = await buildTestApp();
    const res = await app.inject({ url: '/%E0%A4%A', headers: { language: 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 40000, data: null });
  });

  it('never serves the raw template', async () => {
    const app = await buildTestApp();
    const res = await app.inject({ url: '/index.html', headers: { host: hostOf('jia') } });
    expect(res.body).toContain('<title>Jia</title>');
  });

  it('serves hashed assets with immutable caching and other build files as they are', async () => {
    const app = await buildTestApp();
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('User-agent');
    const missing = await app.inject({ url: '/assets/gone-000.js' });
    expect(missing.statusCode).toBe(404);
    for (const url of ['/..%2F..%2Fhelper.ts', '/../../helper.ts', '/assets/..%2F..%2F..%2Fhelper.ts']) {
      const traversal = await app.inject({ url });
      expect(traversal.body, url).not.toContain('buildTestApp');
    }
  });

  it('answers 503 with instructions when the web app is not built', async () => {
    const app = await buildTestApp({ WEB_DIST_DIR: join(mkdtempSync(join(tmpdir(), 'no-dist-')), 'dist') });
    const res = await app.inject({ url: '/', headers: { language: 'en' } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('npm run build');
    expect(res.body).toContain('<html lang="en">');
  });
});

describe('brand files', () => {
  it('serves the web manifest per brand', async () => {
    const app = await buildTestApp();
    const jia = await app.inject({ url: '/manifest.webmanifest', headers: { host: hostOf('jia') } });
    const bat = await app.inject({ url: '/manifest.webmanifest', headers: { host: hostOf('batcut') } });
    expect(jia.headers['content-type']).toContain('application/manifest+json');
    expect(jia.json()).toMatchObject({ name: 'Jia', theme_color: '#e11d48' });
    expect(bat.json()).toMatchObject({ name: 'BatCut', theme_color: '#111827' });
  });

  it.each(['/brand/favicon.svg', '/brand/icon.svg'])('%s differs per brand', async (url) => {
    const app = await buildTestApp();
    const jia = await app.inject({ url, headers: { host: hostOf('jia') } });
    const bat = await app.inject({ url, headers: { host: hostOf('batcut') } });
    expect(jia.statusCode).toBe(200);
    expect(jia.headers['content-type']).toBe('image/svg+xml');
    expect(jia.body).toMatch(/^<svg /);
    expect(jia.body).toContain('#e11d48');
    expect(jia.body).not.toBe(bat.body);
  });

  it.each([
    ['/brand/icon-192.png', 192],
    ['/brand/icon-512.png', 512],
  ])('%s is a %i px PNG that differs per brand (previews and iOS show no SVG)', async (url, size) => {
    const app = await buildTestApp();
    const jia = await app.inject({ url, headers: { host: hostOf('jia') } });
    const bat = await app.inject({ url, headers: { host: hostOf('batcut') } });
    expect(jia.statusCode).toBe(200);
    expect(jia.headers['content-type']).toBe('image/png');
    expect(jia.headers.vary).toBe('Host');
    const png = jia.rawPayload;
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // IHDR: width and height are the first two big-endian words of the first chunk.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    expect(png.equals(bat.rawPayload)).toBe(false);
  });
});
