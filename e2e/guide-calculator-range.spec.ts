// Issue 27: the rebate calculator says its range instead of quietly working out 100000 stores for
// 200000, and takes the full-width digits of a Chinese keyboard.
import { expect, test } from '@playwright/test';
import { localeText } from './locale-text';

const zh = localeText('zh-CN', 'guide');
const en = localeText('en', 'guide');
const MAX = 100_000;
const fill = (text: string, values: Record<string, unknown>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, String(v)), text);

test.skip(({ isMobile }) => isMobile, 'the field does not depend on the viewport');

test('past 100000 stores: the range, no rebate of another number', async ({ page }) => {
  await page.goto('/trafficGuide');
  const field = page.getByRole('textbox', { name: zh.calculator.stores });
  for (const typed of ['200000', '99999999', '100001']) {
    await field.fill(typed);
    await expect(field).toHaveValue(typed);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(fill(zh.calculator.invalid, { max: MAX }))).toBeVisible();
    await expect(page.getByTestId('rebate-total')).toHaveCount(0);
    await expect(page.getByText(fill(zh.calculator.caption, { count: MAX }))).toHaveCount(0);
  }
  await field.fill(String(MAX));
  await expect(page.getByText(fill(zh.calculator.caption, { count: MAX }))).toBeVisible();
});

test('full-width digits count as digits; the range is said in the page language', async ({ page }) => {
  await page.goto('/trafficGuide');
  const field = page.getByRole('textbox', { name: zh.calculator.stores });
  await field.fill('００７');
  await expect(field).toHaveAttribute('aria-invalid', 'false');
  await expect(page.getByText(fill(zh.calculator.caption, { count: 7 }))).toBeVisible();

  await page.goto('/trafficGuide?language=en');
  const enField = page.getByRole('textbox', { name: en.calculator.stores });
  await enField.fill('200000');
  await expect(page.getByText(fill(en.calculator.invalid, { max: MAX }))).toBeVisible();
});
