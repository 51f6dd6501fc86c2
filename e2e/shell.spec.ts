import { expect, test } from '@playwright/test';
import { DOUYIN_UA, QUARK_UA, WECHAT_UA, localeText } from './locale-text';

const port = Number(process.env.E2E_PORT ?? 4310);
const host = (key: string) => `http://${key}.localhost:${port}`;
const zhNoData = localeText('zh-CN', 'no-data');
const zhCommon = localeText('zh-CN', 'common');
const enNoData = localeText('en', 'no-data');
const zhBrowser = localeText('zh-CN', 'browser');

test('two brands on two hosts show their own title, favicon and manifest', async ({ page }) => {
  const seen: string[] = [];
  const brands: [string, string, string][] = [
    ['jia', 'Jia', '#e11d48'],
    ['batcut', 'BatCut', '#111827'],
  ];
  for (const [key, name, color] of brands) {
    await page.goto(`${host(key)}/`);
    // The brand's name first; the landing page's own title may follow it (link previews).
    await expect(page).toHaveTitle(new RegExp(`^${name}( · .+)?$`));
    // Fetched by the page itself: Node cannot resolve *.localhost, Chromium maps it to loopback.
    const fetched = await page.evaluate(async () => {
      const icon = document.querySelector('link[rel="icon"]')!.getAttribute('href')!;
      const [favicon, manifest] = await Promise.all([fetch(icon), fetch('/manifest.webmanifest')]);
      return {
        type: favicon.headers.get('content-type'),
        svg: await favicon.text(),
        manifest: await manifest.json(),
        brand: (window as { __BRAND__?: { key: string } }).__BRAND__?.key,
      };
    });
    expect(fetched.type).toContain('image/svg+xml');
    expect(fetched.svg).toContain(color);
    expect(fetched.manifest.name).toBe(name);
    expect(fetched.brand).toBe(key);
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(color);
    seen.push(fetched.svg);
  }
  expect(seen[0]).not.toBe(seen[1]);
});

test('?language=en switches the language and it sticks', async ({ page }) => {
  await page.goto(`${host('vidmatrix')}/nowhere?language=en`);
  await expect(page.getByText(enNoData.reasons['contact-admin'].title)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto(`${host('vidmatrix')}/another-unknown-page`);
  await expect(page.getByText(enNoData.reasons['contact-admin'].title)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
});

test('an unmatched path shows the no-data page with the brand, its home and (desktop) download', async ({
  page,
}, testInfo) => {
  await page.goto(`${host('jia')}/this/path/does/not/exist`);
  await expect(page.getByText(zhNoData.reasons['contact-admin'].title)).toBeVisible();
  await expect(page.getByText(zhNoData.reasons['contact-admin'].description)).toBeVisible();
  await expect(page.getByTestId('visitor-help-brand')).toHaveText('Jia');
  await expect(
    page.getByRole('link', { name: zhCommon.visitorHelp.home.replace('{{brand}}', 'Jia') }),
  ).toHaveAttribute('href', '/');
  // A phone cannot run the Windows client: offered on a desktop only.
  const download = page.getByRole('link', { name: zhCommon.visitorHelp.download['wing-clip'] });
  if (testInfo.project.name === 'desktop') await expect(download).toHaveAttribute('href', /jia-video\.cn/);
  else await expect(download).toHaveCount(0);
});

test('the no-data page shows the reason its caller chose', async ({ page }) => {
  await page.goto(`${host('vidmatrix')}/nowhere?reason=link-expired`);
  await expect(page.getByText(zhNoData.reasons['link-expired'].title)).toBeVisible();
  await expect(page.getByTestId('visitor-help-brand')).toHaveText('Vidmatrix');
});

for (const [label, ua] of [
  ['WeChat', WECHAT_UA],
  ['Douyin', DOUYIN_UA],
  ['Quark', QUARK_UA],
]) {
  test.describe(`/common_distribution_video in ${label}`, () => {
    test.use({ userAgent: ua });
    test('shows the restriction page and the open-in-browser overlay', async ({ page }) => {
      await page.goto(`${host('vidmatrix')}/common_distribution_video?id=1002`);
      await expect(page.getByText(zhBrowser.unsupportedTitle)).toBeVisible();
      const overlay = page.getByRole('dialog', { name: zhBrowser.overlay.label });
      await expect(overlay).toBeVisible();
      await expect(overlay.getByText(zhBrowser.overlay.tapMenu)).toBeVisible();
    });
  });
}

test('/common_distribution_video in a normal browser is not refused', async ({ page }) => {
  // Without an activity id the distribution screen itself answers, not the restriction page.
  await page.goto(`${host('vidmatrix')}/common_distribution_video`);
  await expect(page.getByText(localeText('zh-CN', 'distribution').states.noActivityId)).toBeVisible();
  await expect(page.getByText(zhBrowser.unsupportedTitle)).toHaveCount(0);
  // Nor does it download the restriction page: the gate is no preload of the route.
  await expect(page.locator('link[rel="modulepreload"][href*="/distribution-pages-"]')).toHaveCount(1);
  await expect(page.locator('[href*="restricted-browser-gate"]')).toHaveCount(0);
});
