import { devices, test } from '@playwright/test';
import { DEMO, loginViaApi, signInTeamAdmin, useSession } from './auth-kit';
import {
  PLATFORMS,
  answerConsent,
  expect,
  authorizedNickname,
  zhAuth,
  type Platform,
} from './platform-auth-kit';

// Issue 15: every platform through its demo fake — start page, consent, callback page, the start
// page's polling, the console list — and the failures a merchant can meet.
// Each test walks several pages and a registration: on a loaded two-core machine that takes a while.
test.describe.configure({ timeout: 180_000 });

const zhServer = {
  denied: '授权失败：已取消或平台拒绝授权',
  stateInvalid: '授权失败：该链接在此无效，请重新发起授权',
};

test.describe('each platform, on a computer', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop-only platforms authorize on a computer (spec §6)');

  for (const platform of Object.keys(PLATFORMS) as Platform[]) {
    test(`${platform}: authorized through the fake, listed, then a refusal`, async ({
      page,
      request,
    }, testInfo) => {
      await signInTeamAdmin(page, request, testInfo);
      await page.goto(PLATFORMS[platform].page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        zhAuth.start.title.replace('{{platform}}', zhAuth.platforms[platform]),
      );
      await expect(page.getByTestId('demo-platform-badge')).toHaveText(zhAuth.demo);
      await expect(page.getByTestId('authorize-qr')).toBeVisible();
      await expect(page.getByTestId('auth-status')).toHaveText(zhAuth.start.waiting);

      const consent = await answerConsent(page, platform, 'approve');
      await expect(consent.getByTestId('callback-status')).toHaveText('授权成功');
      const nickname = await authorizedNickname(page);

      await page.getByRole('link', { name: zhAuth.start.accounts }).click();
      await expect(page).toHaveURL(/\/console\/platform-accounts$/);
      const row = page.getByRole('row').filter({ hasText: nickname });
      await expect(row).toContainText(zhAuth.platforms[platform]);
      await expect(row).toContainText(zhAuth.list.states.ok);
      if (platform === 'douyin' || platform === 'tiktok') {
        // The platform's avatar, kept by our server: the page CSP lets it load.
        const avatar = row.locator('img');
        await expect(avatar).toHaveAttribute('src', /^\/media\/platform-avatars\//);
        await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
      }

      // A second authorization the merchant refuses on the platform's page.
      await page.goto(PLATFORMS[platform].page);
      const refused = await answerConsent(page, platform, 'cancel');
      await expect(refused.getByTestId('callback-status')).toHaveText(zhServer.denied);
      await expect(page.getByTestId('auth-status')).toHaveText(zhServer.denied);
      await expect(page.getByRole('button', { name: zhAuth.start.newLink })).toBeVisible();
    });
  }

  test('re-authorize keeps the account; remove asks first', async ({ page, request }, testInfo) => {
    await signInTeamAdmin(page, request, testInfo);
    await page.goto(PLATFORMS.douyin.page);
    await answerConsent(page, 'douyin', 'approve');
    const nickname = await authorizedNickname(page);

    await page.goto('/console/platform-accounts');
    const row = page.getByRole('row').filter({ hasText: nickname });
    await row.getByRole('link', { name: zhAuth.list.reauthorize }).click();
    await expect(page).toHaveURL(/\/distribution_anthor\?account_id=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      zhAuth.start.reauthorizeTitle.replace('{{platform}}', zhAuth.platforms.douyin),
    );
    await answerConsent(page, 'douyin', 'approve');
    await authorizedNickname(page);

    await page.goto('/console/platform-accounts');
    await expect(page.getByRole('row').filter({ hasText: nickname })).toHaveCount(1);
    await page
      .getByRole('row')
      .filter({ hasText: nickname })
      .getByRole('button', { name: zhAuth.list.remove })
      .click();
    await page.getByRole('button', { name: zhAuth.list.removeOk, exact: true }).last().click();
    await expect(page.getByText(zhAuth.list.removed)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: nickname })).toHaveCount(0);
  });

  test('a phone that is not signed in completes what the desktop started', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    await signInTeamAdmin(page, request, testInfo);
    await page.goto(PLATFORMS.tiktok.page);
    // The QR code holds this URL: the phone opens it without any session.
    const url = await page.getByTestId('authorize-link').getAttribute('href');
    const phone = await browser.newContext({ ...devices['Pixel 7'] });
    try {
      const tab = await phone.newPage();
      await tab.goto(url!);
      await tab.locator('#approve').click();
      await expect(tab).toHaveURL(/\/tk_oauth_connect\?/);
      await expect(tab.getByTestId('callback-status')).toHaveText('授权成功');
    } finally {
      await phone.close();
    }
    await authorizedNickname(page);
  });

  test('a forged state is refused on the callback page and the start page keeps waiting', async ({
    page,
    request,
  }, testInfo) => {
    await signInTeamAdmin(page, request, testInfo);
    await page.goto(PLATFORMS.douyin.page);
    const url = new URL((await page.getByTestId('authorize-link').getAttribute('href'))!, page.url());
    url.searchParams.set('state', `${url.searchParams.get('state')}x`);
    const tab = await page.context().newPage();
    await tab.goto(url.toString());
    await tab.locator('#approve').click();
    await expect(tab.getByTestId('callback-status')).toHaveText(zhServer.stateInvalid);
    await expect(tab.getByRole('alert')).toBeVisible();
    await expect(page.getByTestId('auth-status')).toHaveText(zhAuth.start.waiting);
  });

  test('an expired link code says so and a new link can be had', async ({ page, request }, testInfo) => {
    await signInTeamAdmin(page, request, testInfo);
    // The server's expiry (10 minutes) is covered by the API tests; here its answer is what the page reads.
    await page.route('**/api/member/douyin/authorize/cache?*', (route) =>
      route.fulfill({
        json: {
          code: 0,
          message: '',
          data: {
            status: 'expired',
            account: null,
            failure: { reason: 'expired', message: '验证已过期，请重新授权' },
          },
        },
      }),
    );
    const linkCodes: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/douyin/authorize/link_code')) linkCodes.push(r.url());
    });
    await page.goto(PLATFORMS.douyin.page);
    await expect(page.getByTestId('auth-status')).toHaveText(zhAuth.start.expired);
    await expect(page.getByTestId('authorize-link')).toHaveCount(0);
    await page.unroute('**/api/member/douyin/authorize/cache?*');
    await page.getByRole('button', { name: zhAuth.start.newLink }).click();
    await expect(page.getByTestId('authorize-link')).toBeVisible();
    await expect(page.getByTestId('auth-status')).toHaveText(zhAuth.start.waiting);
    expect(linkCodes).toHaveLength(2);
  });

  test("the demo merchant's demo accounts, filtered by platform", async ({ page, request }) => {
    const token = await loginViaApi(request, DEMO.admin, DEMO.password);
    try {
      await useSession(page, { token, phone: DEMO.admin });
      await page.goto('/console/platform-accounts');
      await expect(page.getByRole('row').filter({ hasText: zhAuth.platforms.douyin }).first()).toBeVisible();
      await expect(
        page.getByRole('row').filter({ hasText: zhAuth.platforms.tiktok_shop }).first(),
      ).toBeVisible();
      await expect(page.getByTestId('demo-platform-badge').first()).toHaveText(zhAuth.demo);
      await page.getByLabel(zhAuth.list.filter).click();
      await page.getByTitle(zhAuth.platforms.tiktok_shop, { exact: true }).click();
      await expect(page.getByRole('row').filter({ hasText: zhAuth.platforms.douyin })).toHaveCount(0);
      await expect(
        page.getByRole('row').filter({ hasText: zhAuth.platforms.tiktok_shop }).first(),
      ).toBeVisible();
    } finally {
      // Frees one of the demo merchant's five sessions at once.
      await request.post('/api/member/auth/logout', { headers: { token } });
    }
  });
});

test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone layouts');

  test('desktop-only authorizations ask for a computer and copy the link', async ({
    page,
    request,
  }, testInfo) => {
    await signInTeamAdmin(page, request, testInfo);
    for (const platform of ['tiktok_shop', 'doudian', 'ocean_engine'] as const) {
      await page.goto(PLATFORMS[platform].page);
      await expect(page.getByTestId('desktop-only')).toContainText(
        zhAuth.start.desktopOnly.replace('{{platform}}', zhAuth.platforms[platform]),
      );
      await expect(page.getByTestId('authorize-link')).toHaveCount(0);
    }
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: zhAuth.copyLink }).click();
    await expect(page.getByRole('status').filter({ hasText: zhAuth.copied })).toBeVisible();
  });

  test('Douyin authorizes on the phone itself', async ({ page, request }, testInfo) => {
    await signInTeamAdmin(page, request, testInfo);
    await page.goto(PLATFORMS.douyin.page);
    const consent = await answerConsent(page, 'douyin', 'approve');
    await expect(consent.getByTestId('callback-status')).toHaveText('授权成功');
    await authorizedNickname(page);
  });

  test('a callback with a state that is not ours fails cleanly without a session', async ({ page }) => {
    await page.goto('/douyin_oauth_connect?code=abc&state=forged');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByTestId('callback-status')).not.toBeEmpty();
    await expect(page).toHaveURL(/\/douyin_oauth_connect\?/);
  });
});
