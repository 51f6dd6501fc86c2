import { expect, test, type Page } from '@playwright/test';
import { zh } from './distribution-helpers';

// The HTML's boot scripts (apps/web src/boot/, inlined by the server's web layer, decision 019)
// where they claim nothing, so both projects run them: the share page's first cover painted
// before the app, and a distribution link that names no claim starting the app at once.

/** CSP reports in the console: the inline scripts must be allowed by their build's hashes. */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test("/shareVideo paints its first cover from the HTML, then the app's list replaces it", async ({
  page,
}) => {
  const violations = cspViolations(page);
  // The app's entry is held back until the HTML alone has painted the cover.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/shareVideo?code=DEMO-SHARE-OPEN', { waitUntil: 'commit' });
  const cover = page.locator('#boot-cover img');
  await expect(cover).toBeVisible();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The cover script asked for the app's entry once the cover was in (the request is held).
  await expect(page.locator('head script[type="module"][src^="/assets/index-"]')).toHaveCount(1);

  const src = (await cover.getAttribute('src'))!;

  release();
  const first = page.getByTestId('shared-video').first();
  await expect(first).toBeVisible();
  await expect(first.locator('img')).toHaveAttribute('src', src);
  await expect(page.locator('#boot-cover')).toHaveCount(0);
  expect(violations).toEqual([]);
});

test('a distribution link that names no claim: nothing claimed early, the app shows the failure', async ({
  page,
}) => {
  const violations = cspViolations(page);
  const claims: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/member/douyin/')) claims.push(request.url());
  });
  await page.goto('/distribution_video?id=1001&code=20003');
  await expect(page.getByRole('alert')).toContainText(zh.states.claimLimitTitle);
  await expect(page.locator('#boot-card')).toHaveCount(0);
  expect(claims).toEqual([]);
  expect(violations).toEqual([]);
});
