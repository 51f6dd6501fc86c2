// Helpers of the platform authorization browser tests (issue 15): the platforms' pages and one
// run through the demo platform's consent page (the tests sign in a fresh team administrator,
// never the demo merchant, whose sessions are capped at five).
import { expect as baseExpect, type Page } from '@playwright/test';
import { localeText } from './locale-text';

// Pages and chunks arrive slowly while other suites share the two cores: wait longer than 5 s (antd's table chunk alone took 20 s at a load of 30).
export const expect = baseExpect.configure({ timeout: 30_000 });

export const zhAuth = localeText('zh-CN', 'platform-auth');

export const PLATFORMS = {
  douyin: { page: '/distribution_anthor', callback: '/douyin_oauth_connect', desktopOnly: false },
  tiktok: { page: '/distribution_anthor_tk', callback: '/tk_oauth_connect', desktopOnly: false },
  tiktok_shop: {
    page: '/distribution_anthor_tk_shop',
    callback: '/tk_shop_oauth_connect',
    desktopOnly: true,
  },
  doudian: { page: '/distribution_anthor_doudian', callback: '/doudian_oauth_connect', desktopOnly: true },
  ocean_engine: { page: '/distribution_anthor_qc', callback: '/qc_oauth_connect', desktopOnly: true },
} as const;
export type Platform = keyof typeof PLATFORMS;

/**
 * Follows the start page's authorize link to the demo platform's consent page, answers it, and
 * returns that tab, left on our callback page. The link opens a new tab (the start page keeps
 * polling); the test opens its URL in one itself, because the pages' cross-origin-opener policy
 * puts the link's tab in a browsing context of its own that Playwright's popup does not follow.
 */
export async function answerConsent(page: Page, platform: Platform, answer: 'approve' | 'cancel') {
  const link = page.getByTestId('authorize-link');
  await expect(link).toHaveAttribute('target', '_blank');
  const consent = await page.context().newPage();
  await consent.goto((await link.getAttribute('href'))!);
  await consent.locator(`#${answer}`).click();
  await expect(consent).toHaveURL(new RegExp(`${PLATFORMS[platform].callback}\\?`));
  return consent;
}

/** The nickname the start page shows once the authorization succeeded. */
export async function authorizedNickname(page: Page): Promise<string> {
  await expect(page.getByTestId('auth-status')).toHaveText(zhAuth.start.success);
  const nickname = page.getByTestId('authorized-account').locator('p').first();
  await expect(nickname).not.toBeEmpty();
  return (await nickname.textContent()) ?? '';
}
