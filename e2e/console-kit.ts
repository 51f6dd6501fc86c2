// Helpers of the merchant console browser tests (desktop project only).
import { expect, type Page } from '@playwright/test';
import { DEMO } from './auth-kit';
import { localeText } from './locale-text';

export const zhConsole = localeText('zh-CN', 'console');
const zhAuth = localeText('zh-CN', 'auth');

/** Signs in through the login page, as a merchant at a desk would. */
export async function signInAsMerchant(page: Page, from = '/console/activities'): Promise<void> {
  await page.goto(from);
  // Without a session the console sends the visitor to sign in and back.
  await expect(page).toHaveURL(/\/login\?redirect=%2Fconsole/);
  await page.getByLabel(zhAuth.fields.account).fill(DEMO.admin);
  await page.getByLabel(zhAuth.fields.password).fill(DEMO.password);
  await page.getByRole('button', { name: zhAuth.login.submit, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${from.replace(/\//g, '\\/')}$`));
  await expect(page.getByTestId('console-phone')).toHaveText(DEMO.admin);
}

/** Creates an activity through the form and returns its id (from the detail page's URL). */
export async function createActivityViaForm(page: Page, title: string, platforms: string[]): Promise<number> {
  await page.goto('/console/activities');
  await page.getByRole('button', { name: zhConsole.list.create }).click();
  await page.getByLabel(zhConsole.activity.fields.title).fill(title);
  for (const p of platforms) await page.getByRole('checkbox', { name: zhConsole.platform[p] }).check();
  await page.getByLabel(zhConsole.activity.fields.lockSeconds).fill('600');
  await page.getByLabel(zhConsole.activity.fields.claimLimit).fill('2');
  await page.getByRole('button', { name: zhConsole.activity.save }).click();
  await expect(page).toHaveURL(/\/console\/activities\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** A phone with Web NFC and one blank tag: write() stores the records, scan() reads them back. */
export async function fakeWebNfc(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tag: { records: { recordType: string; data: string }[] } = { records: [] };
    class FakeNDEFReader extends EventTarget {
      async write(message: typeof tag) {
        await new Promise((r) => setTimeout(r, 200));
        tag.records = message.records;
      }
      async scan() {
        setTimeout(() => {
          const records = tag.records.map((r) => ({
            recordType: r.recordType,
            data: new DataView(new TextEncoder().encode(r.data).buffer),
          }));
          this.dispatchEvent(Object.assign(new Event('reading'), { message: { records } }));
        }, 200);
      }
    }
    Object.assign(window, { NDEFReader: FakeNDEFReader });
  });
}
