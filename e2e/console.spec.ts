import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { DEMO, loginViaApi, useSession } from './auth-kit';
import { createActivityViaForm, fakeWebNfc, signInAsMerchant, zhConsole } from './console-kit';

const t = zhConsole;

test.skip(({ isMobile }) => isMobile, 'the merchant console is a desktop page');

test('sign in, create an activity, see it with counts, pause it', async ({ page }) => {
  await signInAsMerchant(page);
  // The demo activity whose videos are all taken shows it in its counts.
  const claimed = page.getByRole('row').filter({ hasText: 'Demo café — all claimed' });
  await expect(claimed.getByTestId('count-free')).toHaveText(`${t.state.free} 0`);

  // Validation comes from the contract, in the page's language.
  await page.getByRole('button', { name: t.list.create }).click();
  await page.getByRole('checkbox', { name: t.platform.douyin }).uncheck();
  await page.getByRole('button', { name: t.activity.save }).click();
  await expect(page.getByText(t.validation.console_title_required)).toBeVisible();
  await expect(page.getByText(t.validation.console_platforms_required)).toBeVisible();

  const title = `Spring ${Date.now()}`;
  const id = await createActivityViaForm(page, title, ['wechat']);
  await expect(page.getByText(title)).toBeVisible();

  await page.goto('/console/activities');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText(`ID ${id}`)).toBeVisible();
  await expect(row.getByTestId('count-free')).toHaveText(`${t.state.free} 0`);
  await expect(row.getByText(t.status.active)).toBeVisible();
  await row.getByRole('button', { name: t.action.pause }).click();
  await expect(row.getByText(t.status.paused)).toBeVisible();
  await expect(row.getByRole('button', { name: t.action.resume })).toBeVisible();
});

test('live funnel: a claim on the visitor side shows up without reloading', async ({ page }) => {
  await signInAsMerchant(page, '/console/activities/1001');
  // A new visitor who is handed a video is one more in the funnel's "claimed" step.
  const claims = page.getByTestId('funnel-claimed').getByTestId('funnel-value');
  const before = Number(await claims.textContent());
  const code = await page.evaluate(async () => {
    const reply = await fetch('/api/member/browser_video/activity_log/fetch_video', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'visitor-id': `e2e-console-${Math.random()}` },
      body: JSON.stringify({ activity_id: 1001 }),
    });
    return (await reply.json()).code;
  });
  expect(code).toBe(0);
  // The page refetches every few seconds while visible; claims only ever grow.
  await expect
    .poll(async () => Number(await claims.textContent()), { timeout: 15_000 })
    .toBeGreaterThan(before);
});

test('QR code: the PNG download decodes to the exact visitor URL; the SVG embeds the logo', async ({
  page,
}) => {
  await signInAsMerchant(page);
  const title = `QR ${Date.now()}`;
  const id = await createActivityViaForm(page, title, ['xhs']);
  await page.getByRole('tab', { name: t.detail.qr }).click();

  const origin = new URL(page.url()).origin;
  const douyin = `${origin}/distribution_video?id=${id}&platform=douyin`;
  const xhs = `${origin}/distribution_auto?id=${id}&activity_id=${id}&platform=xhs`;
  await expect(page.getByTestId('qr-douyin').getByTestId('qr-url')).toHaveText(douyin);
  await expect(page.getByTestId('qr-xhs').getByTestId('qr-url')).toHaveText(xhs);

  const [png] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('qr-xhs').getByRole('button', { name: t.qr.downloadPng }).click(),
  ]);
  expect(png.suggestedFilename()).toBe(`${title}-${t.platform.xhs}.png`);
  const image = PNG.sync.read(readFileSync(await png.path()));
  expect([image.width, image.height]).toEqual([1024, 1024]);
  expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(xhs);
  // The brand logo is drawn in the middle: the centre is not plain black and white modules only.
  const centre = ((512 * 1024 + 512) * 4) as number;
  expect([...image.data.subarray(centre, centre + 3)]).not.toEqual([0, 0, 0]);

  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('qr-douyin').getByRole('button', { name: t.qr.downloadSvg }).click(),
  ]);
  expect(svg.suggestedFilename()).toBe(`${title}-${t.platform.douyin}.svg`);
  const text = readFileSync(await svg.path(), 'utf8');
  expect(text).toMatch(/^<svg [^>]*viewBox=/);
  expect(text).toContain('<image');
  expect(text).toContain('data:image/svg+xml');
});

test('NFC card: create, bind to an activity, URL shown; no Web NFC → writer-app hint', async ({ page }) => {
  await signInAsMerchant(page);
  const title = `NFC ${Date.now()}`;
  const id = await createActivityViaForm(page, title, ['wechat']);
  const code = `E2E-${Date.now()}`;

  await page.goto('/console/nfc-cards');
  await expect(page.getByTestId('nfc-support')).toContainText(t.nfc.writerAppHint);
  await expect(page.getByRole('button', { name: t.nfc.writeTag })).toHaveCount(0);
  await page.getByRole('button', { name: t.nfc.create }).click();
  await page.getByRole('textbox', { name: t.nfc.code }).fill(code);
  await page.getByLabel(t.nfc.label).fill('Table 9');
  await page.getByRole('button', { name: t.nfc.createOk }).click();

  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row.getByText(t.nfc.unboundLabel)).toBeVisible();
  await expect(row.getByTestId(`nfc-url-${code}`)).toContainText(`${new URL(page.url()).origin}/n/${code}`);
  await row.getByRole('button', { name: t.nfc.bind }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t.nfc.activity).click();
  await page.getByTitle(`${title} (${id})`).click();
  await dialog.getByRole('button', { name: t.nfc.bindOk }).click();
  // The bound activity by its title, linked to it.
  await expect(row.getByRole('link', { name: title })).toHaveAttribute('href', `/console/activities/${id}`);

  // The tag's URL answers with the activity's one-click page (decision 025: no redirect).
  const tapped = await page.request.get(`/n/${code}`, { maxRedirects: 0 });
  expect(tapped.status()).toBe(200);
  expect(tapped.headers()['content-location']).toBe(
    `/distribution_auto?id=${id}&activity_id=${id}&platform=wechat&nfc=${code}&source=matrix&code=0`,
  );
});

test('Web NFC: write the URL to a tag and verify it (fake NDEFReader)', async ({ page }) => {
  await fakeWebNfc(page);
  await signInAsMerchant(page, '/console/nfc-cards');
  await expect(page.getByTestId('nfc-support')).toContainText(t.nfc.webNfcHint);
  const row = page.getByRole('row').filter({ hasText: 'DEMO-NFC-02' });
  await row.getByRole('button', { name: t.nfc.writeTag }).click();
  const state = page.getByTestId('nfc-state');
  await expect(state).toHaveAttribute('data-state', 'idle');
  await page.getByRole('button', { name: t.nfc.write, exact: true }).click();
  await expect(state).toHaveAttribute('data-state', 'written');
  await expect(state).toContainText(t.nfc.state.written);
  await page.getByRole('button', { name: t.nfc.verify }).click();
  await expect(state).toHaveAttribute('data-state', 'verified');
  await expect(state).toContainText(t.nfc.state.verified);
});

test('a plain team member sees "no permission"', async ({ page, request }) => {
  const token = await loginViaApi(request, DEMO.member, DEMO.password);
  await useSession(page, { token, phone: DEMO.member });
  await page.goto('/console');
  await expect(page.getByText(zhConsole.shell.noPermission)).toBeVisible();
  await expect(page.getByRole('link', { name: zhConsole.shell.memberArea })).toBeVisible();
});
