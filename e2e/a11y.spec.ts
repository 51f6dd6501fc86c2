import { BRANDS } from '@vidmatrix/brands/brands';
import { expect, test as base, type Page } from '@playwright/test';
import { DEMO } from './auth-kit';
import { allowAxe, expectAccessible } from './axe-kit';
import { zhConsole } from './console-kit';
import { localeText } from './locale-text';

// Every page of the product outside the visitor pages (those are in visitor-a11y.spec.ts), on
// the phone and the desktop: no serious or critical axe violation, colour contrast included
// (issue 13; docs/decisions/024-accessibility.md). None of these visits claims a video.
const zhShare = localeText('zh-CN', 'share');
const port = process.env.E2E_PORT ?? '4310';

allowAxe();

/**
 * One sign-in of the demo merchant per worker: every sign-in beyond five ends the account's
 * oldest session (SESSION_MAX_DEVICES), and other specs of the run hold sessions of it too.
 */
const test = base.extend<object, { merchantToken: string }>({
  merchantToken: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const reply = await request.post('/api/open/auth/login', {
        data: { phone: DEMO.admin, password: DEMO.password },
      });
      const body = await reply.json();
      expect(body.code).toBe(0);
      await request.dispose();
      await use(body.data.token as string);
    },
    { scope: 'worker' },
  ],
});

/** The page has stopped loading: no request in flight and no spinner or skeleton on screen. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(
    page.locator('.ant-spin-spinning, .adm-spin-loading, .adm-skeleton, .adm-dot-loading'),
  ).toHaveCount(0);
}

// Signed out: the accounts pages, the no-data routes and an unknown path.
const SIGNED_OUT = [
  '/',
  '/login',
  '/register',
  '/forgetPassword',
  '/mobileRegistration',
  '/registrationSuccess',
  '/a_register',
  '/a_register_tiktok',
  '/inviteMember/DEMO-INVITE',
  '/inviteMember/DEMO-INVITE-EXPIRED',
  '/who',
  '/touch_card',
  '/this/path/does/not/exist',
  '/common_distribution_video',
];

// Signed in as the demo merchant: the member pages and every console section.
const SIGNED_IN = [
  '/inviteMember',
  '/setPassword',
  '/uploader',
  '/console/activities',
  '/console/activities/new',
  '/console/activities/1001',
  '/console/activities/1001/edit',
  '/console/library',
  '/console/nfc-cards',
  '/console/scripts',
  '/console/scripts/new',
  '/console/shares',
];

// Signed out, these send the visitor to sign in; the check waits for that page, not the first.
const SENDS_TO_LOGIN = new Set(['/registrationSuccess']);

test.describe('signed out', () => {
  for (const path of SIGNED_OUT) {
    test(path, async ({ page }) => {
      await page.goto(path);
      if (SENDS_TO_LOGIN.has(path)) await expect(page).toHaveURL(/\/login\?.*redirect=/);
      await settled(page);
      await expectAccessible(page, path);
    });
  }
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page, merchantToken }) => {
    await page.goto('/nowhere');
    await page.evaluate(
      ({ token, phone }) => {
        localStorage.setItem('share_token', token);
        localStorage.setItem('username', phone);
      },
      { token: merchantToken, phone: DEMO.admin },
    );
  });

  for (const path of SIGNED_IN) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await settled(page);
      await expectAccessible(page, path);
    });
  }

  test('the first script of the list', async ({ page }) => {
    await page.goto('/console/scripts');
    await settled(page);
    await page.locator('a[href^="/console/scripts/"]:not([href$="/new"])').first().click();
    await expect(page).toHaveURL(/\/console\/scripts\/\d+$/);
    await settled(page);
    await expectAccessible(page);
  });

  // Dialogs, cheap to open: the page, and the button that opens one.
  const DIALOGS = [
    { name: 'new NFC card', path: '/console/nfc-cards', button: zhConsole.nfc.create },
    { name: 'new store', path: '/console/activities/new', button: zhConsole.store.add },
    { name: 'new share link', path: '/console/shares', button: zhShare.console.create },
  ];

  for (const { name, path, button } of DIALOGS) {
    test(`a console dialog: ${name}`, async ({ page }) => {
      await page.goto(path);
      await settled(page);
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, `${name} dialog`);
    });
  }
});

// Each brand's colour where it carries white text (primary buttons) and where it is text
// (links, hints) on the brand's own host: the sign-in page and a visitor page whose videos are
// all taken (its help card, no claim).
test.describe('every brand', () => {
  for (const brand of BRANDS) {
    for (const path of ['/login', '/distribution_video?id=1003']) {
      test(`${brand.key}: ${path}`, async ({ page }) => {
        await page.goto(`http://${brand.key}.localhost:${port}${path}`);
        await settled(page);
        await expectAccessible(page, `${brand.key} ${path}`);
      });
    }
  }
});
