import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOT_SCRIPTS_FILE, type BootScriptsManifest } from '@vidmatrix/contract/boot-scripts';
import { describe, expect, it } from 'vitest';
import { buildTestApp, FIXTURE_DIST, hostOf } from './helper';

/**
 * The card call a touch-card page's HTML sends before the app (web src/boot/boot-store-page.ts,
 * decision 019), as the server delivers it: the build's script inlined as built, after the
 * brand's, allowed by its hash, with the app's own scripts left where Vite put them. What the
 * script sends is the web app's test (src/boot/send-store-page.test.ts) and the browser's
 * (e2e/touch-card-store.spec.ts); the fixture build carries a stand-in.
 */
const manifest = JSON.parse(
  readFileSync(join(FIXTURE_DIST, BOOT_SCRIPTS_FILE), 'utf8'),
) as BootScriptsManifest;

async function page(url: string) {
  const app = await buildTestApp();
  const res = await app.inject({ url, headers: { host: hostOf('jia') } });
  const scriptSrc = /script-src ([^;]*)/.exec(res.headers['content-security-policy'] as string)![1]!;
  return { body: res.body, scriptSrc };
}

describe('the card call in the HTML of the touch-card pages', () => {
  it.each(['/PenCardPage?code=DEMO-CARD', '/CardWriterPage?code=DEMO-CARD', '/AddWxPage?code=X'])(
    '%s carries the build’s script after the brand’s, allowed by its hash; the app loads as built',
    async (url) => {
      const { body, scriptSrc } = await page(url);
      const tag = `<script>${manifest.store.code}</script>`;
      expect(body).toContain(tag);
      expect(body.indexOf(tag)).toBeGreaterThan(body.indexOf('window.__BRAND__={"key":"jia"'));
      expect(scriptSrc.split(' ')).toContain(manifest.store.hash);
      expect(body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
      expect(body).not.toContain('data-start');
    },
  );

  it.each([
    '/',
    '/PenCardData?code=DEMO-CARD',
    '/shareVideo?code=DEMO-SHARE-OPEN',
    '/distribution_video?id=1001',
  ])('%s: no card call, and no hash of it in the CSP', async (url) => {
    const { body, scriptSrc } = await page(url);
    expect(body).not.toContain(manifest.store.code);
    expect(scriptSrc).not.toContain(manifest.store.hash);
  });
});
