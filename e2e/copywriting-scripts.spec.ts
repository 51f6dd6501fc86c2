import { expect, test } from '@playwright/test';
import { signInAsMerchant } from './console-kit';
import { button, desktopOnly } from './copywriting-kit';
import { localeText } from './locale-text';

const t = localeText('zh-CN', 'copywriting');
const share = localeText('zh-CN', 'share');

test('write a script with the built-in template, save it, find it and edit a shot', async ({
  page,
}, testInfo) => {
  desktopOnly(testInfo);
  test.slow();
  await signInAsMerchant(page, '/console/scripts');
  // The demo scripts of Demo café are listed.
  await expect(page.getByRole('row').filter({ hasText: '桂花拿铁上新 · 30 秒探店分镜' })).toBeVisible();

  await page.getByRole('button', { name: button(t.list.create) }).click();
  await page.getByRole('button', { name: button(t.ai.open) }).click();
  const drawer = page.getByRole('dialog');
  const product = `抹茶拿铁 ${Date.now()}`;
  await drawer.getByLabel(t.ai.product).fill(product);
  await drawer.getByLabel(t.ai.audience).fill('大学生');
  await drawer.getByRole('button', { name: button(t.ai.generate) }).click();

  // The script arrives in the drawer as shot cards, labelled as the template, never as AI.
  await expect(drawer.getByTestId('template-label')).toHaveText(t.label.template);
  await expect(drawer.getByText(t.ai.templateNotice)).toBeVisible();
  await expect(drawer.getByTestId('ai-shot')).toHaveCount(6);
  await expect(drawer.getByTestId('ai-progress')).not.toContainText('"shot_size_id"');
  await expect(drawer.getByTestId('ai-label')).toHaveCount(0);
  await drawer.getByRole('button', { name: button(t.ai.use) }).click();

  // The editor is filled with the script and carries the label.
  await expect(page.getByLabel(t.field.title)).toHaveValue(new RegExp(product));
  await expect(page.getByTestId('template-label')).toBeVisible();
  // The audience is written into the briefing (the lines name it only in some openings).
  await expect(page.getByLabel(t.field.basic_info)).toHaveValue(/大学生/);
  const pictures = page.getByLabel(t.shots.picture, { exact: true });
  await expect(pictures).toHaveCount(6);
  await expect(pictures.first()).toHaveValue(new RegExp(`^${product}`));
  await page.getByRole('button', { name: button(t.editor.save) }).click();

  await expect(page).toHaveURL(/\/console\/scripts$/);
  const row = page.getByRole('row').filter({ hasText: product });
  await expect(row.getByTestId('template-label')).toBeVisible();
  await expect(row.getByText(t.type.shot, { exact: true })).toBeVisible();

  // Edit: change the second shot's picture and remove the last shot.
  await row.getByRole('button', { name: button(t.action.edit) }).click();
  await expect(page.getByText(t.editor.editTitle, { exact: true })).toBeVisible();
  await page.getByLabel(t.shots.picture, { exact: true }).nth(1).fill('门口排队的学生');
  await page
    .getByRole('button', { name: button(t.shots.remove) })
    .last()
    .click();
  await expect(page.getByLabel(t.shots.picture, { exact: true })).toHaveCount(5);
  await page.getByRole('button', { name: button(t.editor.save) }).click();
  await expect(page).toHaveURL(/\/console\/scripts$/);

  await page
    .getByRole('row')
    .filter({ hasText: product })
    .getByRole('button', { name: button(t.action.edit) })
    .click();
  await expect(page.getByLabel(t.shots.picture, { exact: true })).toHaveCount(5);
  await expect(page.getByLabel(t.shots.picture, { exact: true }).nth(1)).toHaveValue('门口排队的学生');
  await expect(page.getByTestId('template-label')).toBeVisible();
});

test('the share button of the list opens the share dialog with that script chosen', async ({
  page,
}, testInfo) => {
  desktopOnly(testInfo);
  await signInAsMerchant(page, '/console/scripts');
  const title = '桂花拿铁上新 · 30 秒探店分镜';
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: button(t.action.share) }).click();
  await expect(page).toHaveURL(/\/console\/shares\?script=3001$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: share.console.kindScript })).toBeChecked();
  await expect(dialog.getByTitle(title)).toBeVisible();
  // Closing spends the parameter: the dialog does not come back with the script on reload.
  await dialog.getByRole('button', { name: button(share.console.cancel) }).click();
  await expect(page).toHaveURL(/\/console\/shares$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: share.console.title })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
