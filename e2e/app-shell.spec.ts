// The signed-in shell (issue 13): landing after sign-in, every area within two clicks, the
// language switcher, labels that are never cut off, and the console on a phone.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, loginViaApi, signInTeamAdmin, useSession } from './auth-kit';
import { createActivityViaForm, fakeWebNfc, zhConsole } from './console-kit';
import { localeText } from './locale-text';

const LANGUAGES = ['zh-CN', 'zh-TW', 'en', 'es', 'pt-BR', 'id'];
const zhAuth = localeText('zh-CN', 'auth');
const zhCommon = localeText('zh-CN', 'common');
const AREAS: [key: string, path: string][] = [
  ['team', '/inviteMember'],
  ['activities', '/console/activities'],
  ['library', '/console/library'],
  ['nfc-cards', '/console/nfc-cards'],
  ['scripts', '/console/scripts'],
  ['shares', '/console/shares'],
];
const urlOf = (path: string) => new RegExp(`${path.replace(/\//g, '\\/')}$`);

async function signInThroughForm(page: Page, phone: string, query = '') {
  await page.goto(`/login${query}`);
  await page.getByLabel(zhAuth.fields.account).fill(phone);
  await page.getByLabel(zhAuth.fields.password).fill(DEMO.password);
  await page.getByRole('button', { name: zhAuth.login.submit, exact: true }).click();
}

async function merchantSession(page: Page) {
  const token = await loginViaApi(page.request, DEMO.admin, DEMO.password);
  await useSession(page, { token, phone: DEMO.admin });
}

/**
 * Opens `to` from the shell as a person would, after checking that the menu offers every area,
 * and counts the clicks: the side menu on a desk (one), the header's menu button and then the
 * area on a phone (two).
 */
async function openArea(page: Page, to: string, isMobile: boolean): Promise<number> {
  let clicks = 0;
  if (isMobile) {
    // CI once found no drawer 15 s after this tap, and 78 loaded local runs could not repeat
    // it: a person whose tap is lost taps again, so the test does too, but only while the
    // drawer is still closed; a drawer that never opens still fails.
    // A clean-clone run once saw the drawer open and then gone before its links were checked
    // (the first area, right after the page loaded): the links are checked inside the retry.
    const drawer = page.locator('dialog[open]');
    await expect(async () => {
      if ((await drawer.count()) === 0)
        await page.getByRole('button', { name: zhCommon.shell.openMenu }).click({ timeout: 5_000 });
      await expect(drawer).toBeVisible({ timeout: 5_000 });
      for (const [key] of AREAS)
        await expect(page.getByRole('dialog').locator(`a[data-area="${key}"]`)).toBeVisible({
          timeout: 5_000,
        });
    }).toPass({ timeout: 30_000 });
    clicks += 1;
  }
  const menu = isMobile ? page.getByRole('dialog') : page.getByRole('navigation');
  for (const [key] of AREAS) await expect(menu.locator(`a[data-area="${key}"]`)).toBeVisible();
  await menu.locator(`a[data-area="${to}"]`).click();
  // The router keeps the old page (and its shell) on screen while the new page's chunk loads, and
  // the address changes first: a tap on the old shell's menu button opens a drawer that goes away
  // with that shell. The new shell is there once its menu marks the new area as the current one.
  await expect(page.locator(`nav a[data-area="${to}"][aria-current="page"]`)).toBeAttached();
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  return clicks + 1;
}

test('a merchant lands in the console, with who, team and role in the shell', async ({ page }) => {
  await signInThroughForm(page, DEMO.admin);
  await expect(page).toHaveURL(/\/console\/activities$/);
  await expect(page.getByRole('row').filter({ hasText: 'Demo café — all claimed' })).toBeVisible();
  await expect(page.getByTestId('console-phone')).toHaveText(DEMO.admin);
  await expect(page.getByText(`Demo café · ${zhCommon.shell.roles.merchant}`).first()).toBeAttached();
});

test('a member lands in the member area and sees only it in the menu', async ({ page, isMobile }) => {
  await signInThroughForm(page, DEMO.member);
  await expect(page).toHaveURL(/\/inviteMember$/);
  await expect(page.getByRole('heading', { name: 'Demo café' })).toBeVisible();
  if (isMobile) await page.getByRole('button', { name: zhCommon.shell.openMenu }).click();
  const menu = isMobile ? page.getByRole('dialog') : page.getByRole('navigation');
  await expect(menu.locator('a[data-area="team"]')).toBeVisible();
  await expect(menu.locator('a[data-area]')).toHaveCount(1);
});

test('the redirect parameter wins over the role', async ({ page }) => {
  await signInThroughForm(page, DEMO.admin, `?redirect=${encodeURIComponent('/inviteMember')}`);
  await expect(page).toHaveURL(/\/inviteMember$/);
  await expect(page.getByRole('heading', { name: 'Demo café' })).toBeVisible();
});

test('from every area each other area is at most two clicks away', async ({
  page,
  request,
  isMobile,
}, testInfo) => {
  test.setTimeout(180_000);
  // A team administrator of its own: the walk is long on a loaded machine, and the demo
  // merchant's sessions (five at most) come and go with the other specs.
  await signInTeamAdmin(page, request, testInfo);
  // One walk through every area and back to the first: on each, the menu offers every other
  // area, so each is two clicks away at most.
  await page.goto(AREAS[0]![1]);
  // The shell is settled once its menu marks the first area as the current one.
  await expect(page.locator(`nav a[data-area="${AREAS[0]![0]}"][aria-current="page"]`)).toBeAttached();
  for (const [i] of AREAS.entries()) {
    const [to, toPath] = AREAS[(i + 1) % AREAS.length]!;
    expect(await openArea(page, to, isMobile)).toBeLessThanOrEqual(2);
    await expect(page).toHaveURL(urlOf(toPath));
  }
});

test('the language switcher changes the page in place and remembers the choice', async ({
  page,
  isMobile,
}) => {
  await merchantSession(page);
  await page.goto('/console/library');
  await expect(page.getByRole('navigation').or(page.getByRole('banner')).first()).toBeVisible();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  if (isMobile) await page.getByRole('button', { name: zhCommon.shell.openMenu }).click();
  const scope = isMobile ? page.getByRole('dialog') : page.getByRole('banner');
  await scope.getByLabel(zhCommon.language.label).selectOption('pt-BR');
  const pt = localeText('pt-BR', 'common');
  if (isMobile)
    await expect(page.getByRole('dialog').locator('a[data-area="shares"]')).toHaveText(pt.shell.areas.shares);
  else
    await expect(page.getByRole('navigation').locator('a[data-area="shares"]')).toHaveText(
      pt.shell.areas.shares,
    );
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('pt-BR');
});

/**
 * Menu items and buttons whose text is wider than its box, by text: the item itself (text spilling
 * out) or any block inside it (an ellipsis, as antd's menu labels had). Inline spans have no
 * box width and are skipped.
 */
function truncated(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('a[data-area], button, .ant-btn, [role="menuitem"]'))
      .filter((el) => el.getClientRects().length > 0)
      .filter((el) =>
        [el, ...Array.from(el.querySelectorAll<HTMLElement>('*'))].some(
          (box) => box.clientWidth > 0 && box.scrollWidth > box.clientWidth + 1,
        ),
      )
      .map((el) => el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName),
  );
}

for (const language of LANGUAGES) {
  test(`no menu item or button is cut off in ${language}`, async ({ page, isMobile }) => {
    test.setTimeout(180_000);
    await merchantSession(page);
    await page.evaluate((l) => localStorage.setItem('language', l), language);
    const cut: string[] = [];
    for (const [key, path] of AREAS) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // The section has rendered: its card or the team's heading, and no spinner left.
      await expect(page.locator('main h1, main .ant-card-head-title').first()).toBeVisible();
      await expect(page.locator('main .ant-spin-spinning')).toHaveCount(0);
      cut.push(...(await truncated(page)).map((text) => `${key}: ${text}`));
      if (isMobile) {
        await page.locator('header button[aria-haspopup="dialog"]').click();
        await expect(page.getByRole('dialog')).toBeVisible();
        cut.push(...(await truncated(page)).map((text) => `${key} menu: ${text}`));
        await page.keyboard.press('Escape');
      }
    }
    expect(cut).toEqual([]);
  });
}

/** On a phone a table row keeps its counts and actions in its details: open them, answer that part. */
async function details(row: Locator): Promise<Locator> {
  await row.getByRole('button', { name: zhCommon.table.expand }).click();
  return row.locator('xpath=following-sibling::tr[1]');
}

test.describe('the console on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone layout');

  test('the menu does not cover the page; activity list, pause and resume, QR code', async ({ page }) => {
    test.slow();
    await merchantSession(page);
    await page.goto('/console/activities');
    const viewport = page.viewportSize()!;
    // The section uses the full width: no side menu beside or over it.
    // Measured once the section has rendered (an empty <main> has no box yet).
    const title = page.locator('main .ant-card-head-title').first();
    await expect(title).toHaveText(zhConsole.list.title);
    await expect(page.getByRole('navigation')).toBeHidden();
    const main = (await page.locator('main').boundingBox())!;
    expect(main.x).toBe(0);
    expect(main.width).toBe(viewport.width);
    const box = (await title.boundingBox())!;
    const onTop = await page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('main'), {
      x: box.x + 4,
      y: box.y + box.height / 2,
    });
    expect(onTop).toBe(true);
    const claimed = page.getByRole('row').filter({ hasText: 'Demo café — all claimed' });
    await expect((await details(claimed)).getByTestId('count-free')).toHaveText(`${zhConsole.state.free} 0`);

    const name = `Phone ${Date.now()}`;
    const id = await createActivityViaForm(page, name, ['wechat']);
    await page.getByRole('tab', { name: zhConsole.detail.qr }).click();
    await expect(page.locator('[data-testid^="qr-"] [data-testid="qr-url"]').first()).toContainText(
      String(id),
    );
    await expect(page.locator('[data-testid^="qr-"] svg, [data-testid^="qr-"] img').first()).toBeInViewport();

    await page.goto('/console/activities');
    const row = page.getByRole('row').filter({ hasText: name });
    const actions = await details(row);
    await actions.getByRole('button', { name: zhConsole.action.pause }).click();
    await expect(row.getByText(zhConsole.status.paused)).toBeVisible();
    await actions.getByRole('button', { name: zhConsole.action.resume }).click();
    await expect(row.getByText(zhConsole.status.active)).toBeVisible();
  });

  test('an NFC card is written from the phone', async ({ page }) => {
    await fakeWebNfc(page);
    await merchantSession(page);
    await page.goto('/console/nfc-cards');
    await expect(page.getByTestId('nfc-support')).toContainText(zhConsole.nfc.webNfcHint);
    const row = page.getByRole('row').filter({ hasText: 'DEMO-NFC-03' });
    await (await details(row)).getByRole('button', { name: zhConsole.nfc.writeTag }).click();
    const state = page.getByTestId('nfc-state');
    await page.getByRole('button', { name: zhConsole.nfc.write, exact: true }).click();
    await expect(state).toHaveAttribute('data-state', 'written');
    await page.getByRole('button', { name: zhConsole.nfc.verify }).click();
    await expect(state).toHaveAttribute('data-state', 'verified');
  });
});
