import { expect, test } from '@playwright/test';
import { localeText } from './locale-text';

const zh = localeText('zh-CN', 'share');
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

test('a password link: a wrong password says so, the right one shows the videos', async ({ page }) => {
  await page.goto('/shareVideo?code=DEMO-SHARE');
  const input = page.getByLabel(zh.gate.label);
  await expect(input).toHaveAttribute('inputmode', 'numeric');
  await input.pressSequentially('0000');
  // Both projects try this link at once: tries left is 4 or 3.
  await expect(page.getByRole('alert')).toHaveText(new RegExp(`^${fill(zh.gate.wrong, { count: '[34]' })}$`));

  await page.getByLabel(zh.gate.label).pressSequentially('1234');
  await expect(page.getByTestId('shared-video')).toHaveCount(3);
  await expect(page.getByText(zh.expiry.permanent)).toBeVisible();
  await expect(
    page
      .getByText('上海市静安区南京西路1266号恒隆广场一楼 L108 Demo café（南京西路店）', { exact: false })
      .first(),
  ).toBeVisible();

  // A reload keeps the unlocked tab open (the token is in sessionStorage).
  await page.reload();
  await expect(page.getByTestId('shared-video')).toHaveCount(3);
});

test('downloading a video saves it and counts it', async ({ page }, testInfo) => {
  await page.goto('/shareVideo?code=DEMO-SHARE-OPEN');
  // Each project downloads its own video, so parallel runs never race on one count.
  const card = page.getByTestId('shared-video').nth(testInfo.project.name === 'mobile' ? 0 : 1);
  const count = card.getByTestId('download-count');
  await expect(count).toHaveText(fill(zh.list.downloads, { count: 0 }));
  const saved = page.waitForEvent('download');
  await card.getByRole('button', { name: zh.list.download }).click();
  expect((await saved).suggestedFilename()).toMatch(/\.mp4$/);
  await expect(count).toHaveText(fill(zh.list.downloads, { count: 1 }));
  await page.reload();
  await expect(
    page
      .getByTestId('shared-video')
      .nth(testInfo.project.name === 'mobile' ? 0 : 1)
      .getByTestId('download-count'),
  ).toHaveText(fill(zh.list.downloads, { count: 1 }));
});

test('an expired link: expired or does not exist, contact the administrator', async ({ page }) => {
  await page.goto('/shareVideo?code=DEMO-SHARE-EXPIRED');
  await expect(page.getByText(zh.expired.title)).toBeVisible();
  await expect(page.getByText(zh.expired.description)).toBeVisible();
});

test('the shared script: cards on a phone, a table of shots on a desktop', async ({ page }, testInfo) => {
  // /shareVideo leads a script link on to its own page (share-token redirects land there).
  await page.goto('/shareVideo?code=DEMO-SCRIPT');
  await expect(page).toHaveURL(/\/shareScriptDetail\?code=DEMO-SCRIPT$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('桂花拿铁');
  if (testInfo.project.name === 'mobile') {
    await expect(page.getByTestId('script-mobile')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  } else {
    const table = page.getByTestId('script-desktop').getByRole('table');
    await expect(table.getByRole('columnheader', { name: zh.script.col_picture })).toBeVisible();
    await expect(table.getByRole('cell', { name: zh.shotSizes['1'], exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('script-mobile')).toHaveCount(0);
  }
});
