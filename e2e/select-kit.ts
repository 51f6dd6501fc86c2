import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an option of an antd Select and waits until the select shows it. A click that lands while
 * the dropdown is still opening, or after a re-render under load closed it, can leave nothing
 * picked (seen in CI on the mixing studio, the upload library and the card copy dialog, each time
 * leaving a button disabled until the test timed out): the pick is tried again until it holds.
 * `search` is typed into the select first, for lists that find an option by typing.
 */
export async function pickOption(
  page: Page,
  select: Locator,
  option: RegExp,
  { search, shows = option }: { search?: string; shows?: RegExp | string } = {},
): Promise<void> {
  await expect(async () => {
    if (!(await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count())) {
      await select.click();
    }
    if (search !== undefined) await select.locator('input').fill(search);
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: option })
      .click({ timeout: 5_000 });
    await expect(select).toContainText(shows, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}
