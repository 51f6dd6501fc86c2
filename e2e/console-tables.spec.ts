import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginViaApi, useSession } from './auth-kit';

// Issue 27 item 7: every console table fits a 1280-px desktop (nothing scrolls sideways, the
// row actions are on screen) and reads on a phone (priority columns, the rest on expand).

/** The console pages with a table the demo merchant sees filled, and each table's action. */
const PAGES = [
  { path: '/console/activities', action: /^(查看|编辑|暂停|结束)$/ },
  { path: '/console/activities/1001', tab: '视频池' },
  { path: '/console/library', action: /^删除$/ },
  { path: '/console/nfc-cards' },
  { path: '/console/platform-accounts', action: /^移除$/ },
  { path: '/PenCardData?code=DEMO-CARD' },
  { path: '/console/shares' },
  { path: '/console/scripts' },
  { path: '/console/academy' },
] as const;

async function signIn(page: Page) {
  const token = await loginViaApi(page.request, DEMO.admin, DEMO.password);
  await useSession(page, { token, phone: DEMO.admin });
}

/** Widths that overflow: the page itself, and every table's own scroll box. */
async function overflows(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    const root = document.scrollingElement!;
    if (root.scrollWidth > root.clientWidth + 1) out.push(`page ${root.scrollWidth}>${root.clientWidth}`);
    for (const el of Array.from(
      document.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body, .ant-table'),
    )) {
      if (el.scrollWidth > el.clientWidth + 1)
        out.push(`${el.className} ${el.scrollWidth}>${el.clientWidth}`);
    }
    return out;
  });
}

for (const { path, ...p } of PAGES) {
  test(`${path}: fits the screen, actions visible`, async ({ page, isMobile }) => {
    if (!isMobile) await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page);
    await page.goto(path);
    if ('tab' in p) await page.getByRole('tab', { name: p.tab }).click();
    const table = page.locator('.ant-table').first();
    await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
    await expect(table.locator('.ant-table-placeholder, .ant-spin-spinning')).toHaveCount(0);
    expect(await overflows(page)).toEqual([]);
    if ('action' in p) {
      const first = table.locator('tbody tr.ant-table-row').first();
      if (isMobile && (await first.getByRole('button', { name: p.action }).count()) === 0) {
        // On a phone the rest of a row opens under it.
        await first.getByRole('button', { name: /展开详情|expand/i }).click();
      }
      const button = table.getByRole('button', { name: p.action }).first();
      // Below the fold is fine (the page scrolls down); cut off at the side is not.
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport({ ratio: 1 });
    }
  });
}
