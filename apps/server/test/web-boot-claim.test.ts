import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BOOT_ACTIVITY_ATTRIBUTE,
  BOOT_SCRIPTS_FILE,
  type BootScriptsManifest,
} from '@vidmatrix/contract/boot-scripts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities } from '../src/modules/distribution/schema';
import type { FastifyInstance } from 'fastify';
import { demoApp } from './distribution-helper';
import { buildTestApp, FIXTURE_DIST, hostOf } from './helper';

/**
 * The claim a distribution page's HTML starts before the app (web src/boot/boot-claim.ts,
 * decision 019), as the server delivers it: the web build's script, read from the build's
 * manifest and inlined as built, on the pages the build names, allowed by the page's CSP
 * through the hash of its exact text. What the script itself sends is the web app's test
 * (apps/web src/boot/send-claim.test.ts, build/boot-scripts.test.ts) and the browser's
 * (e2e/boot-claim.spec.ts); the fixture build carries stand-in scripts.
 */
const manifest = JSON.parse(
  readFileSync(join(FIXTURE_DIST, BOOT_SCRIPTS_FILE), 'utf8'),
) as BootScriptsManifest;
const BOOT_TAG = /<script data-start="([^"]*)"[^>]*>([\s\S]*?)<\/script>/;
const unescape = (attr: string) =>
  attr
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

async function page(url: string, app?: FastifyInstance) {
  app ??= await buildTestApp();
  const res = await app.inject({ url, headers: { host: hostOf('jia') } });
  const tag = BOOT_TAG.exec(res.body);
  const scriptSrc = /script-src ([^;]*)/.exec(res.headers['content-security-policy'] as string)![1]!;
  return { res, tag, scriptSrc, start: tag ? JSON.parse(unescape(tag[1]!)) : undefined };
}

describe('the boot claim in the HTML', () => {
  it.each([
    '/distribution_video?id=1001',
    '/distribution_auto?id=1002&activity_id=1002&platform=wechat&nfc=DEMO-NFC-01&source=matrix&code=0',
    // The script reads the link as the app does and starts the app at once when it names no claim.
    '/distribution_video?id=1001&code=20003',
    '/distribution_video/x',
  ])('%s carries the build’s script as built, after the brand’s, allowed by its hash', async (url) => {
    const { res, tag, scriptSrc, start } = await page(url);
    expect(tag![2]).toBe(manifest.claim.code);
    const hash = `'sha256-${createHash('sha256').update(tag![2]!).digest('base64')}'`;
    expect(hash).toBe(manifest.claim.hash);
    expect(scriptSrc.split(' ')).toContain(hash);
    expect(scriptSrc).not.toContain('unsafe-inline');
    // It reads window.__BRAND__, so it follows that script; no stylesheet may hold it up.
    const body = res.body;
    expect(body.indexOf(tag![0])).toBeGreaterThan(body.indexOf('window.__BRAND__={"key":"jia"'));
    const stylesheet = body.search(/<link rel="stylesheet"/);
    if (stylesheet >= 0) expect(body.indexOf(tag![0])).toBeLessThan(stylesheet);
    // The app's entry is started by it, later.
    expect(body).not.toContain('<script type="module"');
    expect(start).toEqual([['script', '/assets/index-abc123.js']]);
  });

  it.each([
    '/',
    '/login',
    '/shareVideo?code=DEMO-SHARE-OPEN',
    '/distribution_videos',
    // Exact routes (spec §2): their sub-paths open the no-data page, which must hold no video.
    '/common_distribution_video/x?id=1002',
    '/receiveVideos/x?id=1001',
  ])('%s: no boot claim, and no hash of it in the CSP', async (url) => {
    const { res, scriptSrc } = await page(url);
    expect(res.body).not.toContain(manifest.claim.code);
    expect(scriptSrc).not.toContain(manifest.claim.hash);
  });

  // A matrix link names no platform: the running activity's, from share_url_info's own rule,
  // rides on the script's element for it to claim on the first (send-claim.test.ts).
  it.each([
    ['/common_distribution_video?id=1002', { activity_id: 1002, platforms: ['wechat', 'xhs', 'ks'] }],
    ['/common_distribution_video?activity_id=1001&id=1002', { activity_id: 1001, platforms: ['douyin'] }],
    ['/common_distribution_video?id=99999', undefined],
    ['/common_distribution_video?id=1002&id=1003', undefined],
    ['/common_distribution_video?id=99999999999999999999', undefined],
    ['/common_distribution_video?id=%00', undefined],
    ['/common_distribution_video', undefined],
    ['/distribution_auto?id=1002', undefined],
  ])('%s: the activity on the script’s element is %j', async (url, activity) => {
    const { res, tag } = await page(url, await demoApp());
    expect(tag![2]).toBe(manifest.claim.code);
    const attribute = new RegExp(`<script[^>]* ${BOOT_ACTIVITY_ATTRIBUTE}="([^"]*)"`).exec(res.body);
    expect(attribute && JSON.parse(unescape(attribute[1]!))).toEqual(activity ?? null);
  });

  it('a paused activity is not written: the page’s own call says why', async () => {
    const app = await buildTestApp();
    await app.db.update(activities).set({ status: 'paused' }).where(eq(activities.id, 1002));
    const res = await app.inject({
      url: '/common_distribution_video?id=1002',
      headers: { host: hostOf('jia') },
    });
    expect(res.body).toContain(manifest.claim.code);
    expect(res.body).not.toContain(BOOT_ACTIVITY_ATTRIBUTE);
  });

  it('a build without the manifest (an older build) serves its pages as Vite wrote them', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-no-boot-'));
    cpSync(FIXTURE_DIST, dist, { recursive: true });
    rmSync(join(dist, '.vite'), { recursive: true });
    const app = await buildTestApp({ WEB_DIST_DIR: dist });
    const res = await app.inject({ url: '/distribution_video?id=1001' });
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
    expect(res.body).not.toContain('data-start');
    rmSync(dist, { recursive: true });
  });
});
