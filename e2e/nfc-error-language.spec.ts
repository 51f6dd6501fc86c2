// Issue 27: a card that cannot open (unknown, disabled) says so in the page's language, which
// follows the app's rule (?language=, then the visitor's stored choice, then the brand's default),
// never the browser's Accept-Language; `<html lang>` says the same language.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

const serverText = (language: string) =>
  JSON.parse(
    readFileSync(new URL(`../apps/server/src/locales/${language}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;

const CASES = [
  { path: '/n/NOPE-123', key: 'distribution.nfc_card_invalid' },
  { path: '/n/DEMO-NFC-OFF', key: 'distribution.nfc_card_disabled' },
];

/** The page the tap lands on, in `language`: its message and its `<html lang>`. */
async function expectLanguage(page: Page, key: string, language: string) {
  await expect(page.getByText(serverText(language)[key]!, { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test.describe('a browser set to English on a Chinese brand', () => {
  test.use({ locale: 'en-US' });

  for (const { path, key } of CASES) {
    test(`${path}: the brand's default language, zh-CN`, async ({ page }) => {
      await page.goto(path);
      await expectLanguage(page, key, 'zh-CN');
    });

    test(`${path}: the visitor's stored choice, zh-TW`, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('language', 'zh-TW'));
      await page.goto(path);
      await expectLanguage(page, key, 'zh-TW');
    });
  }
});

test.describe('a browser set to Chinese', () => {
  test.use({ locale: 'zh-CN' });

  for (const { path, key } of CASES) {
    test(`${path}?language=es: the link's language`, async ({ page }) => {
      await page.goto(`${path}?language=es`);
      await expectLanguage(page, key, 'es');
    });
  }
});
