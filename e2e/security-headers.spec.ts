import { expect, test, type Page } from '@playwright/test';
import { signInAsMerchant } from './console-kit';
import { ANDROID_CHROME_UA, openClaim, zh } from './distribution-helpers';

// Issue 11, finding 6: pages load under an enforced CSP (plugins/security-headers.ts) without a
// single violation, so the policy neither breaks a page nor hides a blocked resource.

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records every CSP violation the document reports, and console errors naming the policy. */
async function watchCsp(page: Page): Promise<string[]> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return consoleErrors;
}

async function expectNoViolations(page: Page, consoleErrors: string[]): Promise<void> {
  // Late loads (lazy chunks, images) get a moment to report.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  expect(consoleErrors).toEqual([]);
}

test.describe('visitor page', () => {
  test.use({ userAgent: ANDROID_CHROME_UA });

  test('the claim page loads under the enforced CSP and plays its signed video', async ({ page }) => {
    const consoleErrors = await watchCsp(page);
    const document = page.waitForResponse((r) => r.url().includes('/distribution_video'));
    const claim = await openClaim(page, '/distribution_video?id=1001', '/member/douyin/share_activity/video');
    const csp = (await document).headers()['content-security-policy'];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
    expect(/script-src [^;]*/.exec(csp!)![0]).not.toContain("'unsafe-inline'");
    expect(claim.items[0]!.download_url).toMatch(/\/media\/download\/\d+\?e=\d+&s=/);
    // The player loads the video's signed URL: media-src must allow it.
    await page.getByRole('button', { name: zh.card.play }).click();
    await expect(page.locator('video')).toHaveCount(1);
    await expectNoViolations(page, consoleErrors);
  });
});

test.describe('merchant console', () => {
  test.skip(({ isMobile }) => isMobile, 'the merchant console is a desktop page');

  test('signs in and shows the activities under the enforced CSP', async ({ page }) => {
    const consoleErrors = await watchCsp(page);
    await signInAsMerchant(page);
    const response = await page.goto('/console/activities');
    expect(response!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response!.headers()['x-frame-options']).toBe('DENY');
    await expectNoViolations(page, consoleErrors);
  });
});
